// Add to cart from product cards and the buy box: POST /checkout/cart/line-item, then back to the
// page with a success notification and the cart's own messages (stock, not found …).
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { readFormData } from '../../lib/http/form.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { redirectBack } from '../../lib/http/action-response.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { addProduct } from './cart.server.ts';
import { rememberCart } from './cart-cookie.server.ts';
import { cartFailureMessage, flashCartErrors } from './cart-response.server.ts';
import { cartMessages } from './cart-errors.ts';
import { parseQuantity } from './quantity.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

export async function addToCartAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const form = await readFormData(request);
  const scope = { context, locale, form };
  const productId = String(form?.get('productId') ?? '').toLowerCase();
  const quantity = parseQuantity(form?.get('quantity') ?? '1');
  if (!isShopwareId(productId)) {
    flash(scope.context, 'danger', 'messages.addToCartError');
    return redirectBack(scope);
  }
  if (!quantity.ok) {
    flash(scope.context, 'danger', 'messages.invalidLineItemQuantity');
    return redirectBack(scope);
  }
  try {
    const cart = await addProduct(context.get(storeApiContext).api, productId, quantity.quantity);
    rememberCart(context, request, cart);
    const line = cart.lineItems?.find((item) => item.id === productId && item.type === 'product');
    // Out of stock or unknown products leave the cart again: then only the cart's message is true
    // (and a product that cannot be bought at all, e.g. a parent of variants, gets the generic one).
    if (line) {
      // The side cart opens with it, after a fetcher's post as after a plain form's redirect.
      flash(scope.context, 'success', 'cart.added', { name: line.label ?? '' }, { sideCart: true, added: { productId, quantity: quantity.quantity } });
    } else if (cartMessages(cart.errors).length === 0) flash(scope.context, 'danger', 'messages.addToCartError');
    flashCartErrors(scope, cart);
  } catch (error) {
    const message = cartFailureMessage(error, request);
    flash(scope.context, 'danger', message.key, message.params);
  }
  return redirectBack(scope);
}
