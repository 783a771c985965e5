// /account/order/{deepLinkCode}: the order page's data (order-access.server.ts decides who sees what).
import { redirect, type RouterContextProvider } from 'react-router';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { loginPathFor } from '../account/index.ts';
import { afterOrderPaymentMethods } from '../checkout/index.server.ts';
import type { PaymentMethodView } from '../payment/index.ts';
import { notFound, throwPageError } from '../../lib/http/error-responses.server.ts';
import { isDeepLinkCode } from './guest-access.ts';
import { findOrder, type GuestRefusal } from './order-access.server.ts';
import type { OrderDetailView } from './order-detail.ts';

export type OrderPageData =
  | {
      kind: 'order';
      order: OrderDetailView;
      /** A registered customer's session: the page sits in their account (breadcrumbs, all orders). */
      account: boolean;
      /** `?cancel=1`: the confirmation step of cancelling, as a page of its own without JavaScript. */
      confirmCancel: boolean;
      paymentMethods: PaymentMethodView[];
    }
  | { kind: 'guest'; refusal: GuestRefusal | null };

/** Never kept by a shared cache, nor served from one: the page is one shopper's order (or their form). */
export const ORDER_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

export async function loadOrderPage(context: Readonly<RouterContextProvider>, request: Request, url: URL, deepLinkCode: string): Promise<OrderPageData> {
  if (!isDeepLinkCode(deepLinkCode)) notFound();
  const access = await findOrder(context, request, deepLinkCode);
  const state = context.get(requestStateContext);
  if (!access.found) {
    if (access.reason === 'sign-in') throw redirect(loginPathFor(url, state.locale));
    return { kind: 'guest', refusal: access.reason === 'ask' ? null : access };
  }
  // The order is always the session's own here (a guest's answers logged them in), so cancel and pay again work.
  const { order } = access;
  const paymentMethods = order.payAgain
    ? await afterOrderPaymentMethods(context.get(storeApiContext).api).catch((error: unknown) => throwPageError(error))
    : [];
  return {
    kind: 'order',
    order,
    account: context.get(sessionSummaryContext).loggedIn,
    confirmCancel: order.cancellable && url.searchParams.get('cancel') === '1',
    paymentMethods,
  };
}
