// Adding a promotion code on the cart page. A code is the cart's one free-text field, so whatever the
// shopper typed (quotes, braces, backslashes, control characters, pages of text) and whatever the
// Store API answers (not found, a refusal, a 500, no answer, a busy storefront), the answer is the
// cart page with the typed code and a message in the shopper's language — never an error page. Only
// maintenance mode keeps its own page: then the whole shop is closed, not the code.
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isMaintenanceFailure, storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { messageForApiError, type MessageDescriptor } from '../../lib/store-api/error-messages.ts';
import type { ActionScope } from '../../lib/http/action-response.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { rememberCart } from './cart-cookie.server.ts';
import { cartErrorsOf, messageForCartError } from './cart-errors.ts';
import { cartRefusal } from './cart-refusal.server.ts';
import { flashCartErrors } from './cart-response.server.ts';
import { appliedPromotionCodes } from './cart-rules.ts';
import { addPromotionCode } from './cart.server.ts';

const MAX_CODE_LENGTH = 100;
// No code a merchant can create holds control characters (NUL, line breaks): such input is not
// worth a Store API call.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The message for a failed promotion call; rethrows maintenance mode as its page. */
function promotionFailureMessage(error: unknown, request: Request): MessageDescriptor {
  const failure = storeApiFailureOf(error);
  if (isMaintenanceFailure(failure)) throwPageError(error);
  // A refusal of the visitor's own doing (an expired session, a throttle) says what it is.
  if (failure && failure.status < 500 && failure.status !== 408) {
    const message = messageForApiError(failure.status, failure.errors[0], { ajax: request.headers.has('x-requested-with') });
    if (message.key !== 'messages.default') return message;
  }
  // 5xx, no answer, a busy storefront or a bug of ours: the code may be fine, so ask to try again.
  if (!failure) console.error('[storefront] Adding a promotion code failed:', error instanceof Error ? error.message : error);
  return { key: 'cart.promotion.unavailable' };
}

export async function addPromotionAction(scope: ActionScope, request: Request, api: StoreApiClient, typed: string, back: () => Response) {
  const code = typed.trim();
  if (code === '') return cartRefusal('promotion-add', code, 'cart.promotion.required');
  if (code.length > MAX_CODE_LENGTH)
    return cartRefusal('promotion-add', code.slice(0, MAX_CODE_LENGTH), 'cart.promotion.tooLong', { params: { max: MAX_CODE_LENGTH } });
  if (CONTROL_CHARACTER.test(code)) return cartRefusal('promotion-add', code, 'messages.promotionNotFound', { params: { code } });
  let cart;
  try {
    cart = await addPromotionCode(api, code);
  } catch (error) {
    const message = promotionFailureMessage(error, request);
    return cartRefusal('promotion-add', code, message.key, message.params ? { params: message.params } : {});
  }
  rememberCart(scope.context, request, cart);
  const applied = appliedPromotionCodes(cart).some((applied) => applied.toLowerCase() === code.toLowerCase());
  const notFound = cartErrorsOf(cart.errors).find((error) => error.messageKey === 'promotion-not-found');
  if (!applied && notFound) {
    const message = messageForCartError(notFound, { code });
    return cartRefusal('promotion-add', code, message?.key ?? 'messages.promotionNotFound', { params: message?.params ?? { code } });
  }
  if (applied) flash(scope.context, 'success', 'cart.promotion.added', { code });
  flashCartErrors(scope, cart, { code });
  return back();
}
