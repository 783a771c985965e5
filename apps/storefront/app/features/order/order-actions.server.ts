// What the order page's forms do (they all post to the page, so they work without JavaScript):
// `open` checks a guest's answers and logs them in as the order's guest; `reorder` puts every product of the order
// that can still be bought back into the cart and names the ones that cannot; `cancel` asks the Store
// API to cancel the order (POST /order/state/cancel) after the confirmation step.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { addProducts, rememberCart, flashCartErrors } from '../cart/index.server.ts';
import { loginPathFor } from '../account/index.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import type { GuestAnswers } from './guest-access.ts';
import { findOrder, openWithAnswers, type GuestRefusal } from './order-access.server.ts';
import type { ReorderItem } from './order-detail.ts';

type Context = Readonly<RouterContextProvider>;

/** What the guest form shows after a refused answer: the reason and what was typed. */
export interface GuestFormResult {
  refusal: GuestRefusal | { reason: 'missing' };
  email: string;
  zipcode: string;
}

function field(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 255) : '';
}

export async function orderPageAction(request: Request, context: Context, url: URL, deepLinkCode: string) {
  const form = await readFormData(request);
  const intent = field(form, 'intent');
  const page = url.pathname;
  if (intent === 'open') return openAction(request, context, url, deepLinkCode, { email: field(form, 'email'), zipcode: field(form, 'zipcode') });
  const access = await findOrder(context, request, deepLinkCode);
  if (!access.found) {
    if (access.reason === 'sign-in') return redirect(loginPathFor(url, context.get(requestStateContext).locale), 303);
    return redirect(page, 303);
  }
  if (intent === 'reorder') return reorder(request, context, access.order.reorderItems);
  if (intent === 'cancel' && access.order.cancellable) return cancel(context, page, access.order.id);
  return redirectWithMessage(context, page, 'orderPage.cancel.refused', 'danger');
}

async function openAction(request: Request, context: Context, url: URL, deepLinkCode: string, answers: GuestAnswers) {
  if (answers.email === '' || answers.zipcode === '')
    return data<GuestFormResult>({ refusal: { reason: 'missing' }, ...answers }, { status: 400, headers: { 'Cache-Control': 'private, no-store' } });
  const access = await openWithAnswers(context, request, deepLinkCode, answers);
  // The session now holds the order's guest (the new context token goes out with the redirect).
  if (access.found) return redirect(url.pathname, 303);
  if (access.reason === 'sign-in') return redirect(loginPathFor(url, context.get(requestStateContext).locale), 303);
  return data<GuestFormResult>(
    { refusal: access, ...answers },
    { status: access.reason === 'throttled' ? 429 : 403, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The ids of those products the shop still sells (active, visible, available). */
async function availableProducts(api: StoreApiClient, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { data: answer } = await api.invoke('readProduct post /product', {
    body: { ids, limit: ids.length, includes: { product: ['id', 'available'] } },
  });
  return new Set((answer.elements ?? []).filter((product) => product.available !== false).map((product) => product.id));
}

async function reorder(request: Request, context: Context, items: readonly ReorderItem[]): Promise<Response> {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const cartPath = localisePath('/checkout/cart', locale);
  try {
    const available = await availableProducts(api, [...new Set(items.map((item) => item.productId))]);
    const wanted = items.filter((item) => available.has(item.productId));
    const missing = new Set(items.filter((item) => !available.has(item.productId)).map((item) => item.label));
    if (wanted.length > 0) {
      const cart = await addProducts(api, wanted);
      rememberCart(context, request, cart);
      // Sold out since: the cart dropped it again (its own message says why).
      const inCart = new Set((cart.lineItems ?? []).map((line) => line.referencedId ?? line.id));
      for (const item of wanted) if (!inCart.has(item.productId)) missing.add(item.label);
      if (missing.size < items.length) flash(context, 'success', 'orderPage.reorder.added', {}, { persistent: true });
      flashCartErrors({ context, locale, form: null }, cart);
    }
    if (missing.size > 0) flash(context, 'warning', 'orderPage.reorder.unavailable', { names: [...missing].join(', ') }, { persistent: true });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    flash(context, 'danger', 'messages.addToCartError', {}, { persistent: true });
  }
  return redirect(cartPath, 303);
}

async function cancel(context: Context, page: string, orderId: string): Promise<Response> {
  try {
    await context.get(storeApiContext).api.invoke('cancelOrder post /order/state/cancel', { body: { orderId } });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    const code = failure.errors[0]?.code;
    const key = code === 'CHECKOUT__ORDER_CANCELLATION_DISABLED' ? 'orderPage.cancel.disabled' : 'orderPage.cancel.refused';
    return redirectWithMessage(context, page, key, 'danger');
  }
  return redirectWithMessage(context, page, 'orderPage.cancel.done');
}
