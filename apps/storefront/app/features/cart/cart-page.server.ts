// The cart page: its loader (the cart as a view) and its form target (change quantity, remove,
// promotion codes). Plain forms get 303 redirects with flash notifications; input that cannot be
// used is answered with the typed value and a message instead, so nothing typed is lost.
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isStoreApiCallFailure } from '../../lib/store-api/errors.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type ActionScope } from '../../lib/http/action-response.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { CART_FIELDS } from './cart-action-data.ts';
import { cartRefusal } from './cart-refusal.server.ts';
import { addPromotionAction } from './promotion-action.server.ts';
import { rememberCart } from './cart-cookie.server.ts';
import { cartFailureMessage, flashCartErrors } from './cart-response.server.ts';
import { isEmptyCart, isVirtualCart, type Cart } from './cart-rules.ts';
import { changeQuantity, readCart, readCartForLoaders, removeLineItem } from './cart.server.ts';
import { cartProductIds, cartView, type CartView } from './cart-view.ts';
import { productSeoPaths } from './product-links.server.ts';
import { loadCartDeliveryPromise } from '../delivery/index.server.ts';
import { parseQuantity } from './quantity.ts';

const LINE_ID = /^[0-9a-z-]{1,64}$/i;

/** The cart as the screens show it, product links resolved to their SEO paths. */
export async function linkedCartView(api: StoreApiClient, cart: Cart, locale: Locale): Promise<CartView> {
  return cartView(cart, locale, await productSeoPaths(api, cartProductIds(cart), locale));
}

/** The cart view with its delivery promise (none for an empty or download-only cart: nothing ships). */
async function promisedCartView(context: Readonly<RouterContextProvider>, cart: Cart): Promise<CartView> {
  const { api } = context.get(storeApiContext);
  const ships = !isEmptyCart(cart) && !isVirtualCart(cart);
  const [view, delivery] = await Promise.all([
    linkedCartView(api, cart, context.get(requestStateContext).locale),
    ships ? loadCartDeliveryPromise(context) : Promise.resolve(null),
  ]);
  return { ...view, delivery };
}

async function readCartView(context: Readonly<RouterContextProvider>, request: Request): Promise<CartView> {
  const { api } = context.get(storeApiContext);
  const cart = await readCartForLoaders(api);
  rememberCart(context, request, cart);
  return promisedCartView(context, cart);
}

export async function loadCart(context: Readonly<RouterContextProvider>, request: Request): Promise<CartView> {
  try {
    return await readCartView(context, request);
  } catch (error) {
    throwPageError(error);
  }
}

/** The side cart's view of a cart already read (after add to cart); null when its links cannot be looked up. */
export async function sideCartView(context: Readonly<RouterContextProvider>, cart: Cart): Promise<CartView | null> {
  try {
    return await promisedCartView(context, cart);
  } catch (error) {
    if (isStoreApiCallFailure(error)) return null;
    throw error;
  }
}

/** The side cart's data: when the cart cannot be read it says so and links to the cart page. */
export async function loadCartSummary(context: Readonly<RouterContextProvider>, request: Request): Promise<CartView | null> {
  try {
    return await readCartView(context, request);
  } catch (error) {
    if (isStoreApiCallFailure(error)) return null;
    throw error;
  }
}

function labelOf(cart: Cart | null, id: string): string {
  return cart?.lineItems?.find((item) => item.id === id)?.label ?? '';
}

export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormData(request);
  const { locale } = context.get(requestStateContext);
  const scope: ActionScope = { context, locale, form };
  const { api } = context.get(storeApiContext);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const back = () => redirect(safeRedirectPath(form?.get(CART_FIELDS.redirectTo), localisePath('/checkout/cart', locale)), 303);
  const intent = field(CART_FIELDS.intent);
  const lineId = field(CART_FIELDS.lineId);

  try {
    if (intent === 'quantity' && LINE_ID.test(lineId)) {
      const quantity = parseQuantity(field(CART_FIELDS.quantity));
      if (!quantity.ok) return cartRefusal('quantity', quantity.value, 'messages.invalidLineItemQuantity', { lineId });
      const cart = await changeQuantity(api, lineId, quantity.quantity);
      rememberCart(context, request, cart);
      flashCartErrors(scope, cart);
      return back();
    }
    if ((intent === 'remove' || intent === 'promotion-remove') && LINE_ID.test(lineId)) {
      const before = await readCart(api);
      const code = before.lineItems?.find((item) => item.id === lineId)?.referencedId ?? '';
      const cart = await removeLineItem(api, lineId);
      rememberCart(context, request, cart);
      if (intent === 'remove') flash(scope.context, 'success', 'cart.removed', { name: labelOf(before, lineId) });
      else flash(scope.context, 'success', 'cart.promotion.removed', { code: code || labelOf(before, lineId) });
      flashCartErrors(scope, cart);
      return back();
    }
    if (intent === 'promotion-add') return await addPromotionAction(scope, request, api, field(CART_FIELDS.code), back);
  } catch (error) {
    const message = cartFailureMessage(error, request);
    flash(scope.context, 'danger', message.key, message.params);
    return back();
  }
  // An unknown intent is a tampered form: back to the cart without pretending anything happened.
  return back();
}
