// The merchant's extensions of the storefront, registered in one place. Code here is the shop's own:
// it uses the storefront's extension interfaces and never lives inside app/features/.
import { definePaymentComponents } from '../app/features/checkout/payment-components/types.ts';
import { testCard } from './payment/test-card/index.ts';

/** Payment method technical name → the component shown in its choice (docs/cookbook/payment-component.md). */
export const paymentComponents = definePaymentComponents({
  payment_test_card: testCard,
});
