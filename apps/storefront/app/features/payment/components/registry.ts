// The payment components of this shop: the merchant's map (merchant/index.ts), looked up by a payment
// method's technical name, and the Content-Security-Policy sources those components need.
import { paymentComponents } from '../../../../merchant/index.ts';
import { paymentSources, type PaymentSources } from './content-security.ts';
import type { PaymentComponentDefinition, PaymentComponents } from './types.ts';

/** The shop's components; a test passes its own map where they are used (usePaymentSteps). */
export const shopPaymentComponents: PaymentComponents = paymentComponents;

export function paymentComponentIn(components: PaymentComponents, technicalName: string | undefined): PaymentComponentDefinition | undefined {
  if (!technicalName || !Object.hasOwn(components, technicalName)) return undefined;
  return components[technicalName];
}

/** What the server adds to the CSP of checkout and "pay again" pages (read by server.ts through the build). */
export function paymentContentSecurity(storeApiOrigin: string): PaymentSources {
  return paymentSources(Object.values(shopPaymentComponents), storeApiOrigin);
}
