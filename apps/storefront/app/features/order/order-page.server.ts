// /account/order/{deepLinkCode}: the order page's data (order-access.server.ts decides who sees what).
import { redirect, type RouterContextProvider } from 'react-router';
import { readConfig, servedOverHttps } from '../../lib/config.server.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { loginPathFor } from '../account/redirects.ts';
import { afterOrderPaymentMethods } from '../checkout/methods.server.ts';
import type { RetryMethod } from '../checkout/RetryPaymentForm.tsx';
import { notFound, throwPageError } from '../errors/responses.server.ts';
import { guestAnswersCookie, isDeepLinkCode, readGuestAnswers } from './guest-access.ts';
import { findOrder, type GuestRefusal } from './order-access.server.ts';
import type { OrderDetailView } from './order-detail.ts';

export type OrderPageData =
  | {
      kind: 'order';
      order: OrderDetailView;
      /** The session's own order: cancel and pay again work (the Store API wants the customer in the context). */
      own: boolean;
      /** `?cancel=1`: the confirmation step of cancelling, as a page of its own without JavaScript. */
      confirmCancel: boolean;
      paymentMethods: RetryMethod[];
    }
  | { kind: 'guest'; refusal: GuestRefusal | null };

/** Never kept by a shared cache, nor served from one: the page is one shopper's order (or their form). */
export const ORDER_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

export async function loadOrderPage(context: Readonly<RouterContextProvider>, request: Request, url: URL, deepLinkCode: string): Promise<OrderPageData> {
  if (!isDeepLinkCode(deepLinkCode)) notFound();
  const answers = readGuestAnswers(request.headers.get('cookie'), deepLinkCode);
  const access = await findOrder(context, request, deepLinkCode, answers);
  const state = context.get(requestStateContext);
  if (!access.found) {
    if (access.reason === 'sign-in') throw redirect(loginPathFor(url, state.locale));
    // Answers that no longer open the order (changed, expired) are forgotten.
    if (answers && access.reason !== 'throttled') state.setCookies.push(guestAnswersCookie(deepLinkCode, null, servedOverHttps(readConfig(), url)));
    return { kind: 'guest', refusal: access.reason === 'ask' ? null : access };
  }
  const own = access.via === 'session';
  const order: OrderDetailView = own ? access.order : { ...access.order, payAgain: false };
  const paymentMethods = order.payAgain
    ? await afterOrderPaymentMethods(context.get(storeApiContext).api).catch((error: unknown) => throwPageError(error))
    : [];
  return { kind: 'order', order, own, confirmCancel: own && order.cancellable && url.searchParams.get('cancel') === '1', paymentMethods };
}
