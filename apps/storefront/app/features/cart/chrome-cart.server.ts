// The cart as the chrome of every page needs it: the header's item count, and the corrections the
// Store API made while reading it (a product gone or out of stock since the last visit), which are
// read once and must be shown now. Only visitors whose cart holds items are asked about (the cart
// cookie, cart-cookie.server.ts); everyone else has an empty cart.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isStoreApiCallFailure } from '../../lib/store-api/errors.ts';
import { serverNotification } from '../../lib/notifications/flash.server.ts';
import type { Notification } from '../../lib/notifications/notification.ts';
import { cartRemembered, rememberCart } from './cart-cookie.server.ts';
import { cartMessages, isOneTimeError } from './cart-errors.ts';
import { cartItemCount, type Cart } from './cart-rules.ts';
import { readCartForLoaders } from './cart.server.ts';

export interface ChromeCart {
  count: number;
  notifications: Notification[];
  /** The cart read (null when there is none or it could not be read). */
  cart: Cart | null;
}

const NONE: ChromeCart = { count: 0, notifications: [], cart: null };

export async function cartForChrome(context: Readonly<RouterContextProvider>, api: StoreApiClient, request: Request, locale: Locale): Promise<ChromeCart> {
  if (!cartRemembered(request)) return NONE;
  try {
    const cart = await readCartForLoaders(api);
    rememberCart(context, request, cart);
    const notifications = cartMessages(cart.errors, {}, isOneTimeError).map((message) =>
      serverNotification(locale, message.type, message.key, message.params, { persistent: true }),
    );
    return { count: cartItemCount(cart), notifications, cart };
  } catch (error) {
    // The badge is an aid: a failed read shows none rather than an error page.
    if (isStoreApiCallFailure(error)) return NONE;
    throw error;
  }
}
