// The payment components of this shop: the merchant's map (merchant/index.ts), looked up by a payment
// method's technical name, and the Content-Security-Policy sources those components need.
import { paymentComponents } from '../../../../merchant/index.ts';
import { paymentSources, type PaymentSources } from './content-security.ts';
import type { PaymentComponentDefinition } from './types.ts';

export function paymentComponentFor(technicalName: string | undefined): PaymentComponentDefinition | undefined {
  if (!technicalName || !Object.hasOwn(paymentComponents, technicalName)) return undefined;
  return paymentComponents[technicalName as keyof typeof paymentComponents];
}

/** What the server adds to the CSP of checkout and "pay again" pages (read by server.ts through the build). */
export function paymentContentSecurity(storeApiOrigin: string): PaymentSources {
  return paymentSources(Object.values(paymentComponents), storeApiOrigin);
}
