// How every cart action ends: the returned cart's errors become flash notifications (read once,
// shown once on the next page), Store API refusals one message, upstream failures the error page.
import type { ActionScope } from '../../lib/http/action-response.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { messageForApiError, type MessageDescriptor } from '../../lib/store-api/error-messages.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { cartMessages, type CartMessageHints } from './cart-errors.ts';
import type { Cart } from './cart-rules.ts';

export function flashCartErrors(scope: ActionScope, cart: Pick<Cart, 'errors'>, hints: CartMessageHints = {}): void {
  for (const message of cartMessages(cart.errors, hints))
    flash(scope.context, message.type, message.key, message.params ?? {}, { persistent: message.type !== 'info' });
}

/** Cart codes whose generic mapping would mislead here (an invalid product id is no payment problem). */
const CART_FAILURES: Readonly<Record<string, MessageKey>> = {
  FRAMEWORK__INVALID_UUID: 'messages.addToCartError',
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: 'cart.lineItemGone',
  CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE: 'cart.notChangeable',
  CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE: 'cart.notRemovable',
  CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE: 'cart.notChangeable',
};

/** The message for a refused cart call; rethrows what is not the visitor's doing (5xx, network). */
export function cartFailureMessage(error: unknown, request: Request): MessageDescriptor {
  const failure = storeApiFailureOf(error);
  if (!failure || failure.status >= 500) throwPageError(error);
  const code = failure.errors[0]?.code ?? '';
  const mapped = CART_FAILURES[code];
  if (mapped) return { key: mapped };
  return messageForApiError(failure.status, failure.errors[0], { ajax: request.headers.has('x-requested-with') });
}
