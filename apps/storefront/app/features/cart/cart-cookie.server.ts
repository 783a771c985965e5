// Whether the visitor's cart holds items, remembered in a cookie after every cart call: the chrome
// of every page then reads the cart only for visitors who have something in it (most page views of
// browsing visitors cost no cart calculation). A stale 'filled' heals itself with the next read.
import type { RouterContextProvider } from 'react-router';
import { CART_COOKIE, cartCookie, readCookie } from '../../lib/http/cookies.ts';
import { requestStateContext } from '../../lib/request-context.ts';
import { cartItemCount, type Cart } from './cart-rules.ts';

export function cartRemembered(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), CART_COOKIE) === '1';
}

/** Call with every cart the Store API returns. */
export function rememberCart(context: Readonly<RouterContextProvider>, request: Request, cart: Pick<Cart, 'lineItems'>): void {
  const filled = cartItemCount(cart) > 0;
  const state = context.get(requestStateContext);
  if (filled !== cartRemembered(request)) state.setCookies.push(cartCookie(filled, state.secureCookies));
}
