// What a cart action answers instead of a redirect when the input cannot be used (a quantity that is
// no positive integer, an unknown promotion code): the typed value comes back so nothing is lost.
import type { MessageDescriptor } from '../../lib/store-api/error-messages.ts';

export type CartIntent = 'quantity' | 'remove' | 'promotion-add' | 'promotion-remove';

export interface CartActionData {
  intent: CartIntent;
  /** The line item the answer belongs to (quantity forms). */
  lineId?: string;
  value: string;
  error: MessageDescriptor;
}

export function isCartActionData(value: unknown): value is CartActionData {
  return typeof value === 'object' && value !== null && 'intent' in value && 'error' in value && 'value' in value;
}

/** Form field names shared by the forms and the action. */
export const CART_FIELDS = { intent: 'intent', lineId: 'lineId', quantity: 'quantity', code: 'code', redirectTo: 'redirectTo' } as const;
