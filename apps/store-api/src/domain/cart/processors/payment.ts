// The payment processor, fourth: the chosen payment method must be active, offered and allowed for this
// cart by its rule (a cash-on-delivery method for physical goods only, say); otherwise the cart says so
// and cannot be ordered. The engine charges no payment surcharges.
import type { CartError } from '../cart-error.ts';
import type { CalculationInput, CartFacts } from '../types.ts';
import { methodBlocked, ruleMatches } from './deliveries.ts';

export function processPayment(payment: CalculationInput['payment'], facts: CartFacts): CartError[] {
  return payment.active && ruleMatches(payment.availability, facts) ? [] : [methodBlocked('payment', payment.name)];
}
