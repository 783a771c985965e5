// A second merchant configuration for the end-to-end tests (and the cookbook's recipes): another
// brand and colour, its own service address and bank account, markets on other prefixes (none without
// one), French as a fourth language, and neither wishlist nor reviews.
import type { AisleConfigInput } from '../../apps/storefront/app/lib/merchant/config-schema.server.ts';

export default {
  brand: {
    name: 'Corner Shop',
    colors: { primary: '#8a1c4a' },
    fonts: { sans: 'Georgia, "Times New Roman", serif' },
    description: { 'en-GB': 'Corner Shop – good things around the corner.' },
    contactEmail: 'hello@corner-shop.example',
  },
  markets: [
    { locale: 'de-DE', prefix: 'de', label: 'Deutsch' },
    { locale: 'en-GB', prefix: 'en', label: 'English' },
    { locale: 'fr-FR', prefix: 'fr', label: 'Français' },
  ],
  features: { wishlist: false, reviews: false },
  // The holder is the brand's name; an IBAN of the Bundesbank's published examples, never a real account.
  payment: { bankAccount: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank: 'Corner Savings Bank' } },
} satisfies AisleConfigInput;
