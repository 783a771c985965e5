// The answer to cart input that cannot be used: the cart page again (400) with the typed value and a
// message beside the field, so nothing the shopper typed is lost.
import { data } from 'react-router';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { CartActionData, CartIntent } from './cart-action-data.ts';

export function cartRefusal(intent: CartIntent, value: string, key: MessageKey, extra: { lineId?: string; params?: Record<string, string | number> } = {}) {
  const answer: CartActionData = { intent, value, error: extra.params ? { key, params: extra.params } : { key } };
  if (extra.lineId) answer.lineId = extra.lineId;
  return data(answer, { status: 400 });
}
