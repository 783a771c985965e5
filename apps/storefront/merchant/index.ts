// The merchant's own code, registered in one place: components for CMS element types of their
// Shopware plugins and for their payment methods. The storefront imports this file only through
// app/lib/merchant/extensions.ts; see docs/cookbook/ for the recipes.
import type { MerchantExtensions } from '../app/lib/merchant/extensions.ts';

export default {
  cmsElements: {},
  paymentComponents: {},
} satisfies MerchantExtensions;
