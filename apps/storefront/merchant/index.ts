// The merchant's own code, registered in one place: components for CMS element types of their
// Shopware plugins and for the storefront's slots (the default export, read through
// app/lib/merchant/extensions.ts) and for their
// payment methods (`paymentComponents`, read by the checkout's payment-component registry; `expressWallets`,
// the express buttons of the product page and the cart). Code here
// is the shop's own and never lives inside app/features/; see docs/cookbook/merchant-folder.md.
import type { MerchantExtensions } from '../app/lib/merchant/extensions.ts';
import { definePaymentComponents } from '../app/features/payment/components/types.ts';
import { Notice } from './cms/Notice.tsx';
import { defineExpressWallets } from '../app/features/payment/express/types.ts';
import { testCard } from './payment/test-card/index.ts';
import { testWallet } from './payment/test-wallet/index.ts';

export default {
  cmsElements: { 'merchant-notice': Notice },
  // Components of your own in the storefront's pages (docs/cookbook/merchant-folder.md):
  // footer: [OpeningHours], trustBadges: [PaymentLogos], productCardBadge: SustainableBadge.
  slots: {},
} satisfies MerchantExtensions;

/** Payment method technical name → the component shown in its choice (docs/cookbook/payment-component.md). */
export const paymentComponents = definePaymentComponents({
  payment_test_card: testCard,
});

/** Payment method technical name → its express wallet button (docs/cookbook/express-wallet.md). */
export const expressWallets = defineExpressWallets({
  payment_test_wallet: testWallet,
});
