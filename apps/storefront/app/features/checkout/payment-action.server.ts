// The pay button and 'pay again' (success, unpaid and account order pages): optionally switch the
// order to another method (POST /order/payment), then POST /handle-payment and follow its redirect
// to the gateway. The gateway sends the shopper back to …/paid or …/unpaid.
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { messageForApiError } from '../../lib/store-api/error-messages.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { ContextPatchError, contextPatchId } from './checkout-rules.ts';
import { PAYMENT_FIELDS } from './payment-fields.ts';
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
  try {
    if (methodInput !== null) {
      const paymentMethodId = contextPatchId('paymentMethod', { id: methodInput });
      await api.invoke('orderSetPayment post /order/payment', { body: { orderId, paymentMethodId } });
    }
    const { data } = await api.invoke('handlePaymentMethod post /handle-payment', {
      body: { orderId, finishUrl: new URL(paths.paid, url).toString(), errorUrl: new URL(paths.unpaid, url).toString() },
    });
    const redirectUrl = data.redirectUrl;
    if (redirectUrl && /^https?:\/\//i.test(redirectUrl)) return redirect(redirectUrl, 303);
  } catch (error) {
    if (error instanceof ContextPatchError) return redirectWithMessage(context, back, error.messageKey, 'danger');
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    const message = messageForApiError(failure.status, failure.errors[0]);
    // Paid meanwhile: the unpaid page says so instead of offering a retry.
    const target = failure.errors[0]?.code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID' ? paths.unpaid : back;
    return redirectWithMessage(context, target, message.key, 'danger', message.params);
  }
  // A synchronous method: nothing to do at a gateway, the order is confirmed.
  if (methodInput !== null) return redirectWithMessage(context, paths.success, 'checkout.payment.methodChanged');
  return redirect(paths.success, 303);
}
