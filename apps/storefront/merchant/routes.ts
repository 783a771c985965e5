// The merchant's own pages: one entry each, routed for every market (`/stores`, `/en/stores` …) and
// fuzzed by the storefront fuzz suite (e2e/fuzz/) from `fuzz`, without an edit inside app/. The module
// (route `loader`, `meta`, default component) lies in merchant/pages/; its words in merchant/messages.ts.
// Read at build time (app/routes.ts): a new page needs a build. See docs/cookbook/add-a-page.md.
import { defineMerchantPages } from '../app/lib/merchant/pages.ts';

export default defineMerchantPages([{ name: 'stores', path: 'stores', file: 'pages/stores.tsx', layout: 'default', fuzz: { params: ['city'] } }]);
