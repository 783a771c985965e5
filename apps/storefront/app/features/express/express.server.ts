// The express checkout on the server: the buttons' action (add the product page's product, start the
// wallet, redirect to its approval page), the wallet's way back (cancelled: undo the press, back where the
// shopper was; approved: the wallet's prepare-checkout logs the payer in as a guest, the wallet's method is
// chosen) and the one review step's loader and action (delivery, terms, the order, the payment with the
// approved token). Design: docs/adr/0059-express-checkout.md.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { addProduct, flashCartErrors, readCart } from '../cart/index.server.ts';
import { isEmptyCart, type Cart } from '../cart/index.ts';
import { handOverPayment, loadCheckout, patchContext } from '../checkout/index.server.ts';
import { EXPRESS_FIELDS, EXPRESS_PATHS, expressWalletIn, shopExpressWallets, type ExpressWalletDefinition } from '../payment/index.ts';
import { cartUndo, expressReturnUrl, expressReviewPath, readExpressReturn, stillApproved, type CartChange, type ExpressReturn } from './express-flow.ts';
import { expressReviewView, type ExpressReviewData } from './express-review.ts';

type Context = Readonly<RouterContextProvider>;

function localeOf(context: Context) {
  return context.get(requestStateContext).locale;
}

const cartPath = (context: Context) => localisePath('/checkout/cart', localeOf(context));

function quantityOf(cart: Cart, productId: string): number {
  return (cart.lineItems ?? []).find((line) => line.type === 'product' && line.referencedId === productId)?.quantity ?? 0;
}

/** Puts the cart back as it was before the press (a product page's product added), as far as it changed. */
async function undoPress(api: StoreApiClient, change: CartChange | null): Promise<void> {
  if (!change) return;
  const cart = await readCart(api).catch(() => null);
  const line = cart?.lineItems?.find((item) => item.type === 'product' && item.referencedId === change.productId);
  const undo = cartUndo(change, line ? (line.quantity ?? 0) : null);
  if (!undo || !line) return;
  if (undo.kind === 'remove') await api.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: [line.id] } }).catch(() => undefined);
  else
    await api.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: line.id, quantity: undo.quantity }] } }).catch(() => undefined);
}

/** Starts the wallet for the cart as it is now; the answer is the redirect to its approval page. */
async function startWallet(context: Context, url: URL, wallet: string, definition: ExpressWalletDefinition, returnTo: string, change: CartChange | null) {
  const { api } = context.get(storeApiContext);
  const cart = await readCart(api);
  const currency = await currencyOf(api);
  const returnRoute = new URL(localisePath(EXPRESS_PATHS.return, localeOf(context)), url);
  const back = expressReturnUrl(returnRoute, { wallet, returnTo, change, approved: { value: cart.price?.totalPrice ?? 0, currency } });
  const { redirectUrl } = await definition.start(api, { returnUrl: back, cancelUrl: back });
  if (!/^https?:\/\//i.test(redirectUrl)) throw new Error('The wallet answered no approval page.');
  return redirect(redirectUrl, 303);
}

async function currencyOf(api: StoreApiClient): Promise<string> {
  const { data: salesChannelContext } = await api.invoke('readContext get /context');
  return salesChannelContext.currency?.isoCode ?? 'EUR';
}

/** POST /checkout/express: an express button. */
export async function expressStartAction(request: Request, context: Context, url: URL): Promise<Response> {
  const { api } = context.get(storeApiContext);
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const returnTo = safeRedirectPath(field(EXPRESS_FIELDS.returnTo), cartPath(context));
  const wallet = field(EXPRESS_FIELDS.wallet);
  const definition = expressWalletIn(shopExpressWallets, wallet);
  if (!definition) return redirectWithMessage(context, returnTo, 'payment.express.failed', 'danger');
  const productId = field(EXPRESS_FIELDS.productId);
  let change: CartChange | null = null;
  try {
    if (isShopwareId(productId)) {
      // The product page's button buys what "Add to cart" would add, with the rest of the cart (docs/adr/0059).
      const quantity = Math.max(1, Math.min(10_000, Math.trunc(Number(field(EXPRESS_FIELDS.quantity))) || 1));
      const before = quantityOf(await readCart(api), productId);
      change = { productId, before };
      const cart = await addProduct(api, productId, quantity);
      if (quantityOf(cart, productId) === before) {
        // Not added (sold out, unknown): the cart says why, on the page the shopper was on.
        flashCartErrors({ context, locale: localeOf(context), form: null }, cart);
        return redirectWithMessage(context, returnTo, 'payment.express.failed', 'danger');
      }
    } else if (isEmptyCart(await readCart(api))) {
      return redirect(cartPath(context), 303);
    }
    return await startWallet(context, url, wallet, definition, returnTo, change);
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure && failure.status >= 500) console.error('[express] the wallet could not be started:', failure.errors[0]?.code);
    await undoPress(api, change);
    return redirectWithMessage(context, returnTo, 'payment.express.failed', 'danger');
  }
}

/** GET /checkout/express/return: the wallet sends the shopper back, approved or cancelled. */
export async function expressReturnLoader(context: Context, url: URL): Promise<Response> {
  const { api } = context.get(storeApiContext);
  const back = readExpressReturn(url, (value) => safeRedirectPath(value, cartPath(context)));
  const definition = back && expressWalletIn(shopExpressWallets, back.wallet);
  if (!back || !definition) return redirect(cartPath(context), 303);
  if (back.cancelled || !back.token) {
    await undoPress(api, back.change);
    return redirectWithMessage(context, back.returnTo, 'payment.express.cancelled', 'info');
  }
  try {
    await definition.prepare(api, back.token);
    await chooseWalletMethod(api, back.wallet);
  } catch {
    await undoPress(api, back.change);
    return redirectWithMessage(context, back.returnTo, 'payment.express.failed', 'danger');
  }
  return redirect(expressReviewPath(localisePath(EXPRESS_PATHS.review, localeOf(context)), { ...back, token: back.token }), 303);
}

/** The order is paid with the wallet's own method (its technical name), which must be available to this cart; else it throws. */
async function chooseWalletMethod(api: StoreApiClient, technicalName: string): Promise<void> {
  const { data: methods } = await api.invoke('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } });
  const id = methods.elements?.find((method) => method.technicalName === technicalName)?.id;
  if (!id) throw new Error(`The payment method ${technicalName} is not available.`);
  await patchContext(api, 'paymentMethod', { id });
}

function reviewState(context: Context, url: URL): (ExpressReturn & { token: string; definition: ExpressWalletDefinition }) | null {
  const state = readExpressReturn(url, (value) => safeRedirectPath(value, cartPath(context)));
  const definition = state && expressWalletIn(shopExpressWallets, state.wallet);
  return state && definition && state.token ? { ...state, token: state.token, definition } : null;
}

/** The review step's data: the checkout's data of the guest context, seen as one step. */
export async function loadExpressReview(context: Context, url: URL): Promise<ExpressReviewData> {
  const state = reviewState(context, url);
  if (!state) throw redirectWithMessage(context, cartPath(context), 'payment.express.review.expired', 'warning');
  const checkout = await loadCheckout(context);
  // Prepared contexts have a customer (the wallet's guest); anything else has not been through the wallet.
  if (!checkout.customer) throw redirectWithMessage(context, cartPath(context), 'payment.express.review.expired', 'warning');
  return expressReviewView(checkout, { wallet: state.wallet, label: state.definition.label, colors: state.definition.colors, approved: state.approved });
}

const EXPRESS_INTENTS = { shipping: 'shipping', order: 'order', again: 'again' } as const;

/** POST of the review step: apply the delivery, confirm a changed total with the wallet again, or buy. */
export async function expressReviewAction(request: Request, context: Context, url: URL) {
  const state = reviewState(context, url);
  if (!state) return redirectWithMessage(context, cartPath(context), 'payment.express.review.expired', 'warning');
  const { api } = context.get(storeApiContext);
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const here = `${url.pathname}${url.search}`;
  const shippingMethodId = field('shippingMethodId');
  try {
    if (isShopwareId(shippingMethodId)) await patchContext(api, 'shippingMethod', { id: shippingMethodId });
  } catch {
    return redirectWithMessage(context, here, 'checkout.methods.shippingRequired', 'danger');
  }
  const intent = field('intent');
  if (intent === EXPRESS_INTENTS.shipping) return redirect(here, 303);
  if (field('tos') !== 'on') return data({ error: 'payment.express.review.tosRequired' as const }, { status: 400 });
  const cart = await readCart(api).catch((error: unknown) => throwPageError(error));
  if (isEmptyCart(cart)) return redirectWithMessage(context, cartPath(context), 'checkout.confirm.cartEmpty', 'warning');
  const currency = await currencyOf(api);
  if (intent === EXPRESS_INTENTS.again || !stillApproved(state.approved, cart.price?.totalPrice ?? 0, currency)) {
    // The total moved (delivery, a promotion): the wallet approves the new total before anything is bought.
    return startWallet(context, url, state.wallet, state.definition, here, null).catch(() =>
      redirectWithMessage(context, here, 'payment.express.failed', 'danger'),
    );
  }
  // Whatever the context holds now (another tab, an automatic switch), the order is the wallet's.
  try {
    await chooseWalletMethod(api, state.wallet);
  } catch {
    return redirectWithMessage(context, cartPath(context), 'payment.express.failed', 'danger');
  }
  const comment = field('customerComment').slice(0, 5000);
  let orderId: string;
  try {
    ({
      data: { id: orderId },
    } = await api.invoke('createOrder post /checkout/order', { body: comment ? { customerComment: comment } : {} }));
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    // A cart that cannot be ordered (CHECKOUT__CART_INVALID …): the cart page says why.
    const cart = await readCart(api).catch(() => null);
    if (cart) flashCartErrors({ context, locale: localeOf(context), form: null }, cart);
    return redirectWithMessage(context, cartPath(context), 'checkout.confirm.cartInvalid', 'warning');
  }
  const result = localisePath(`/checkout/success/${encodeURIComponent(orderId)}`, localeOf(context));
  const urls = { finishUrl: new URL(`${result}/paid`, url).toString(), errorUrl: new URL(`${result}/unpaid`, url).toString() };
  const handoff = await handOverPayment(api, orderId, urls, { ...state.definition.paymentDetails(state.token) }).catch(() => null);
  // No answer: the order exists; its page offers the payment again.
  if (!handoff) return redirect(result, 303);
  if (handoff.kind === 'gateway') return redirect(handoff.url, 303);
  if (handoff.kind === 'refused') return redirectWithMessage(context, `${result}/unpaid`, handoff.message.key, 'danger', handoff.message.params);
  // Paid with the approved token: the order's page (which also counts the purchase for analytics).
  return redirect(result, 303);
}
