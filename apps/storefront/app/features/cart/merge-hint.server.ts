// docs/product-rules.md §8 'cart merged' hint: logging in joins the customer's saved cart with the guest cart. The
// cart is read before and after; when it gained products, the shopper is told where they came from.
import type { RouterContextProvider } from 'react-router';
import { storeApiContext } from '../../lib/request-context.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { holdsEarlierItems, type Cart } from './cart-rules.ts';
import { readCart } from './cart.server.ts';
import { rememberCart } from './cart-cookie.server.ts';

/** The cart before logging in; null when it cannot be read (then no hint is given). */
export async function cartBeforeLogin(context: Readonly<RouterContextProvider>): Promise<Cart | null> {
  try {
    return await readCart(context.get(storeApiContext).api);
  } catch {
    return null;
  }
}

/**
 * Call after a successful login: flashes the hint when the cart now holds earlier products, and
 * remembers that the cart holds items (the saved cart arrived without a cart call of this browser).
 */
export async function flashCartMergedHint(context: Readonly<RouterContextProvider>, request: Request, before: Cart | null): Promise<void> {
  try {
    const after = await readCart(context.get(storeApiContext).api);
    rememberCart(context, request, after);
    if (!before || !holdsEarlierItems(before, after)) return;
    flash(context, 'info', 'messages.cartMerged', {}, { persistent: true });
  } catch {
    // A hint only: the login itself succeeded.
  }
}
