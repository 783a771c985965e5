// The message keys the storefront may ask for, computed from the English catalogue: a missing or
// misspelt key fails typecheck instead of showing the key on the page.
import type { MessagePath } from './catalogue.ts';
import type englishCatalogue from './catalogues/en-GB.ts';

export type MessageKey = MessagePath<typeof englishCatalogue>;
