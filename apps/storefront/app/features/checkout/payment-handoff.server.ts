// POST /handle-payment for an order: with a payment component's `paymentDetails` (the card token of
// the demo, Adyen's state data …) or without (the gateway's hosted page), and what its answer means.
import { messageForApiError, type MessageDescriptor } from '../../lib/store-api/error-messages.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { handlePaymentFields } from '../payment/index.ts';

export type PaymentHandoff =
  /** Continue at the gateway (hosted page, a card's challenge). */
  | { kind: 'gateway'; url: string }
  /** Nothing left to do at a gateway: paid at once, or a synchronous method. */
  | { kind: 'done' }
  /** Refused (declined, token expired, already paid …): the order stays, the shopper may pay again. */
  | { kind: 'refused'; code: string; message: MessageDescriptor };

export interface ReturnUrls {
  finishUrl: string;
  errorUrl: string;
}

/** Throws for 5xx and network failures: the caller decides what an order without an answer means. */
export async function handOverPayment(
  api: StoreApiClient,
  orderId: string,
  urls: ReturnUrls,
  paymentDetails: Record<string, string> | undefined,
): Promise<PaymentHandoff> {
  try {
    const { data } = await api.invoke('handlePaymentMethod post /handle-payment', {
      body: { ...handlePaymentFields(paymentDetails), orderId, ...urls },
    });
    const redirectUrl = data.redirectUrl;
    return redirectUrl && /^https?:\/\//i.test(redirectUrl) ? { kind: 'gateway', url: redirectUrl } : { kind: 'done' };
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throw error;
    const entry = failure.errors[0];
    return { kind: 'refused', code: entry?.code ?? '', message: messageForApiError(failure.status, entry) };
  }
}
