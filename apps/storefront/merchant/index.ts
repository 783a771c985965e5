// The merchant's own code, registered in one place: components for CMS element types of their
// Shopware plugins and for their payment methods. The storefront imports this file only through
// app/lib/merchant/extensions.ts; see docs/cookbook/merchant-folder.md.
import type { MerchantExtensions } from '../app/lib/merchant/extensions.ts';
import { Notice } from './cms/Notice.tsx';

export default {
  cmsElements: { 'merchant-notice': Notice },
  paymentComponents: {},
} satisfies MerchantExtensions;
