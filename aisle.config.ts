// The merchant's configuration: brand, markets and optional parts, read when the storefront starts
// (a restart applies a change, no build). These are the demo shop's values, which are also the
// defaults of every key left out — except analytics, off unless switched on (the demo shows the
// cookie prompt). AISLE_CONFIG names another file (.ts, .js or .json).
// Recipes: docs/cookbook/. Types and checks: apps/storefront/app/lib/merchant/config-schema.server.ts.
import type { AisleConfigInput } from './apps/storefront/app/lib/merchant/config-schema.server.ts';

export default {
  brand: {
    name: 'Aisle',
    // colors: { primary: '#0f5f58' },  — every token of app.css by its key; hover and soft shades follow primary
    // fonts: { sans: 'Inter, ui-sans-serif, system-ui, sans-serif' },
    // logo: '/logo.svg',  — a file in apps/storefront/public/ or an https:// URL
  },
  markets: [
    { locale: 'en-GB', prefix: '', label: 'English' },
    { locale: 'pl-PL', prefix: 'pl-PL', label: 'Polski' },
    { locale: 'de-DE', prefix: 'testde', label: 'Deutsch' },
  ],
  features: { wishlist: true, reviews: true, analytics: true },
} satisfies AisleConfigInput;
