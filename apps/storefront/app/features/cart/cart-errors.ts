// The one mapping of `cart.errors` (docs/store-api-behaviour.md §4.4) to the messages of docs/product-rules.md §8: each
// Shopware messageKey → a catalogue key, the parameters it needs and where they come from, and the
// notification type. Pure: callers translate with their i18n instance.
import type { MessageKey } from '../../i18n/message-key.ts';
import type { NotificationType } from '../../lib/notifications/notification.ts';

export interface CartErrorEntry {
  key: string;
  messageKey: string;
  level: number;
  parameters: Record<string, unknown>;
}

export interface CartMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
  type: NotificationType;
}

/** Facts the caller knows that the error may lack (the code just typed, product numbers by id). */
export interface CartMessageHints {
  code?: string;
  productNumbers?: ReadonlyMap<string, string>;
}

interface Mapping {
  key: MessageKey;
  /** Message parameter → parameter names of the error to read it from, first match wins. */
  params?: Record<string, readonly string[]>;
}

const TABLE: Readonly<Record<string, Mapping>> = {
  'product-stock-reached': { key: 'messages.stockOnlyAvailable', params: { name: ['name'], quantity: ['quantity'] } },
  'product-stock-reached-empty': { key: 'messages.stockReachedEmptyVariant' },
  'product-out-of-stock': { key: 'messages.outOfStock', params: { name: ['name'] } },
  'purchase-steps-quantity': { key: 'messages.purchaseStepsChanged', params: { name: ['name'] } },
  'min-order-quantity': { key: 'messages.minOrderQuantityRaised', params: { name: ['name'] } },
  'product-not-found': { key: 'messages.productNotFound', params: { number: ['number', 'productNumber', 'id'] } },
  'promotions-on-cart-price-zero-error': { key: 'messages.promotionsExcludedZeroPrice' },
  'shipping-method-blocked': { key: 'messages.shippingMethodBlocked', params: { name: ['name'] } },
  'payment-method-blocked': { key: 'messages.paymentMethodBlocked', params: { name: ['name'] } },
  'shipping-method-changed': { key: 'messages.shippingMethodChanged', params: { oldName: ['oldShippingMethodName'], newName: ['newShippingMethodName'] } },
  'payment-method-changed': { key: 'messages.paymentMethodChanged', params: { oldName: ['oldPaymentMethodName'], newName: ['newPaymentMethodName'] } },
  'promotion-not-found': { key: 'messages.promotionNotFound', params: { code: ['code'] } },
  // Shopware names the promotion here, not the code; the code typed by the shopper reads better.
  'promotion-not-eligible': { key: 'messages.promotionNotEligible', params: { code: ['code', 'name'] } },
  'promotion-excluded': { key: 'messages.promotionExcluded', params: { name: ['name'] } },
  'auto-promotion-not-found': { key: 'messages.autoPromotionInvalid', params: { name: ['name'] } },
  'shipping-address-blocked': { key: 'messages.shippingAddressBlocked' },
  'shipping-address-invalid': { key: 'messages.shippingAddressInvalid' },
  'country-region-missing-shipping-address': { key: 'messages.shippingAddressInvalid' },
  'billing-address-blocked': { key: 'messages.billingAddressBlocked' },
  'billing-address-invalid': { key: 'messages.billingAddressInvalid' },
  'country-region-missing-billing-address': { key: 'messages.billingAddressInvalid' },
  'salutation-missing-billing-address': { key: 'messages.salutationMissing' },
  'salutation-missing-shipping-address': { key: 'messages.salutationMissing' },
};

/** Information the shopper learns otherwise (the discount line appears in the cart). */
const SILENT = new Set(['promotion-discount-added', 'promotion-discount-deleted']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `cart.errors` is a map keyed by id, or `[]` when empty (PHP); both are accepted, junk is dropped. */
export function cartErrorsOf(errors: unknown): CartErrorEntry[] {
  const values = Array.isArray(errors)
    ? errors
    : isRecord(errors)
      ? Object.entries(errors).map(([key, value]) => (isRecord(value) ? { key, ...value } : null))
      : [];
  const entries: CartErrorEntry[] = [];
  for (const value of values) {
    if (!isRecord(value) || typeof value.messageKey !== 'string') continue;
    entries.push({
      key: typeof value.key === 'string' ? value.key : value.messageKey,
      messageKey: value.messageKey,
      level: typeof value.level === 'number' ? value.level : 20,
      parameters: isRecord(value.parameters) ? value.parameters : {},
    });
  }
  return entries;
}

export function notificationTypeForLevel(level: number): NotificationType {
  if (level >= 20) return 'danger';
  if (level >= 10) return 'warning';
  return 'info';
}

function parameterValue(parameters: Record<string, unknown>, names: readonly string[]): string | number | undefined {
  for (const name of names) {
    const value = parameters[name];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

/** The message of one cart error; null for notices the shopper needs no message for. */
export function messageForCartError(error: CartErrorEntry, hints: CartMessageHints = {}): CartMessage | null {
  if (SILENT.has(error.messageKey)) return null;
  let messageKey = error.messageKey;
  // A stock limit of nothing: the chosen variant is gone (docs/product-rules.md §8 'stock reached with an empty variant').
  if (messageKey === 'product-stock-reached' && Number(error.parameters.quantity) === 0) messageKey = 'product-stock-reached-empty';
  const mapping = TABLE[messageKey];
  const type = notificationTypeForLevel(error.level);
  if (!mapping) return error.level > 0 ? { key: 'messages.default', type } : null;
  if (!mapping.params) return { key: mapping.key, type };
  const params: Record<string, string | number> = {};
  for (const [name, sources] of Object.entries(mapping.params)) {
    const value = parameterValue(error.parameters, sources);
    if (value !== undefined) params[name] = value;
  }
  if (messageKey.startsWith('promotion-not-') && hints.code) params.code = hints.code;
  if (messageKey === 'product-not-found' && typeof params.number === 'string') params.number = hints.productNumbers?.get(params.number) ?? params.number;
  return { key: mapping.key, params, type };
}

/**
 * Corrections the Store API makes to the cart once (the item is changed or dropped): whichever call
 * sees them first must tell the shopper, even a plain read of the cart for the header.
 */
const ONE_TIME = new Set(['product-not-found', 'product-out-of-stock', 'product-stock-reached', 'min-order-quantity', 'purchase-steps-quantity']);

export function isOneTimeError(error: Pick<CartErrorEntry, 'messageKey'>): boolean {
  return ONE_TIME.has(error.messageKey);
}

/** Messages of a whole errors map (or of the errors `include` picks), each once. */
export function cartMessages(errors: unknown, hints: CartMessageHints = {}, include: (error: CartErrorEntry) => boolean = () => true): CartMessage[] {
  const seen = new Set<string>();
  const messages: CartMessage[] = [];
  for (const error of cartErrorsOf(errors).filter(include)) {
    const message = messageForCartError(error, hints);
    if (!message) continue;
    const identity = `${message.key}|${JSON.stringify(message.params ?? {})}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    messages.push(message);
  }
  return messages;
}
