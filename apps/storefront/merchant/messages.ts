// The merchant's messages, per locale: their own components' words under `merchant.` (the Notice's
// label), and catalogue messages they word otherwise (`'footer.tagline': '…'`, dotted or nested). Read
// when the storefront starts and checked like the configuration's `messages`, which win over these.
// A locale without its own takes its market's chain (de-AT: de-DE's, then en-GB's).
import type { MessagesByLocale } from '../app/lib/merchant/messages.ts';

export default {
  'en-GB': { merchant: { notice: { label: 'Note' } } },
  'de-DE': { merchant: { notice: { label: 'Hinweis' } } },
  'pl-PL': { merchant: { notice: { label: 'Uwaga' } } },
} satisfies MessagesByLocale;
