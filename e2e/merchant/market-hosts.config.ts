// A shop with a domain of its own for German (Shopware's sales-channel domains allow one per language):
// English and Polish at the shop's public URL with the demo's prefixes, German at shop.example.de
// without a prefix (e2e/market-hosts.e2e.ts; docs/cookbook/add-a-market-and-a-language.md).
import type { AisleConfigInput } from '../../apps/storefront/app/lib/merchant/config-schema.server.ts';

export default {
  markets: [
    { locale: 'en-GB', prefix: '', label: 'English' },
    { locale: 'pl-PL', prefix: 'pl-PL', label: 'Polski' },
    { locale: 'de-DE', host: 'shop.example.de', prefix: '', label: 'Deutsch' },
  ],
} satisfies AisleConfigInput;
