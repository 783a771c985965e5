// The pay button and 'pay again' (success, unpaid and account order pages): optionally switch the
// order to another method (POST /order/payment), then POST /handle-payment — with the details of the
// method's payment component when it ran — and follow its redirect to the gateway. The gateway sends
// the shopper back to …/paid or …/unpaid; a method paid at once goes to …/paid directly.
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { messageForApiError } from '../../lib/store-api/error-messages.ts';
import { formValuesOf } from '../../lib/forms/validate.ts';
import { paymentDetailsOf, PAYMENT_FIELDS } from '../payment/index.ts';
import { handOverPayment } from './payment-handoff.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { ContextPatchError, contextPatchId } from './checkout-rules.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

type Context = Readonly<RouterContextProvider>;

function resultPaths(orderId: string, locale: Parameters<typeof localisePath>[1]) {
  const base = localisePath(`/checkout/success/${encodeURIComponent(orderId)}`, locale);
  return { success: base, paid: `${base}/paid`, unpaid: `${base}/unpaid` };
}

export async function paymentAction(request: Request, context: Context, url: URL): Promise<Response> {
  const { locale } = context.get(requestStateContext);
  const { api } = context.get(storeApiContext);
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const orderId = field(PAYMENT_FIELDS.orderId);
  if (!isShopwareId(orderId)) return redirectWithMessage(context, localisePath('/', locale), 'messages.orderNotFound', 'danger');
  const paths = resultPaths(orderId, locale);
  const back = safeRedirectPath(field(PAYMENT_FIELDS.returnTo), paths.unpaid);
  const methodInput = form?.has(PAYMENT_FIELDS.paymentMethodId) ? field(PAYMENT_FIELDS.paymentMethodId) : null;
  const paymentDetails = paymentDetailsOf(formValuesOf(form));
  try {
    if (methodInput !== null) {
      const paymentMethodId = contextPatchId('paymentMethod', { id: methodInput });
      await api.invoke('orderSetPayment post /order/payment', { body: { orderId, paymentMethodId } });
    }
  } catch (error) {
    if (error instanceof ContextPatchError) return redirectWithMessage(context, back, error.messageKey, 'danger');
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    const message = messageForApiError(failure.status, failure.errors[0]);
    // Paid meanwhile: the unpaid page says so instead of offering a retry.
    const target = failure.errors[0]?.code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID' ? paths.unpaid : back;
    return redirectWithMessage(context, target, message.key, 'danger', message.params);
  }
  const urls = { finishUrl: new URL(paths.paid, url).toString(), errorUrl: new URL(paths.unpaid, url).toString() };
  const handoff = await handOverPayment(api, orderId, urls, paymentDetails).catch((error: unknown) => throwPageError(error));
  if (handoff.kind === 'gateway') return redirect(handoff.url, 303);
  if (handoff.kind === 'refused') {
    const target = handoff.code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID' ? paths.unpaid : back;
    return redirectWithMessage(context, target, handoff.message.key, 'danger', handoff.message.params);
  }
  // A payment component's details were charged at once: the order is paid.
  if (paymentDetails) return redirect(paths.paid, 303);
  // A synchronous method: nothing to do at a gateway, the order is confirmed.
  if (methodInput !== null) return redirectWithMessage(context, paths.success, 'checkout.payment.methodChanged');
  return redirect(paths.success, 303);
}

/**
 * The chosen method's payment component ran before the order (e.g. a card token): the payment is
 * handed over now. The order is placed whatever happens here — a refusal (declined card) goes to the
 * unpaid page with its message and "pay again", no answer to the success page, which offers the
 * gateway: an acknowledged order is never lost, and the token is never sent twice.
 */
export async function payPlacedOrder(context: Context, orderId: string, paymentDetails: Record<string, string>, url: URL) {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const paths = resultPaths(orderId, locale);
  const urls = { finishUrl: new URL(paths.paid, url).toString(), errorUrl: new URL(paths.unpaid, url).toString() };
  const handoff = await handOverPayment(api, orderId, urls, paymentDetails).catch(() => null);
  if (!handoff) return redirect(paths.success, 303);
  if (handoff.kind === 'gateway') return redirect(handoff.url, 303);
  if (handoff.kind === 'refused') return redirectWithMessage(context, paths.unpaid, handoff.message.key, 'danger', handoff.message.params);
  return redirect(paths.paid, 303);
}
