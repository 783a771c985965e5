// The message keys the storefront may ask for, computed from the English catalogue: a missing or
// misspelt key fails typecheck instead of showing the key on the page. The merchant's components
// (merchant/messages.ts) add theirs.
import type { MessagePath } from './catalogue.ts';
import type englishCatalogue from './catalogues/en-GB.ts';
import type merchantMessages from '../../merchant/messages.ts';

/** The merchant's components' own messages, as their English names them (`merchant.notice.label`). */
type MerchantKey = (typeof merchantMessages)['en-GB'] extends { merchant: infer Own } ? `merchant.${MessagePath<Own>}` : never;

export type MessageKey = MessagePath<typeof englishCatalogue> | MerchantKey;
