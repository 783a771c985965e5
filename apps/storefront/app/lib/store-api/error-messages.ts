// Store API error codes and cart error keys → message keys of the localised catalogue (spec §8).
// Pure: callers translate the returned key with their i18n instance.
import type { StoreApiErrorEntry } from './errors.ts';

export interface MessageDescriptor {
  key: string;
  params?: Record<string, string | number>;
}

const DEFAULT_MESSAGE: MessageDescriptor = { key: 'messages.default' };

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  login_no_matching_customer_internal: 'messages.loginFailed',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'messages.loginFailed',
  CHECKOUT__CUSTOMER_NOT_FOUND: 'messages.loginFailed',
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: 'messages.invalidLineItemQuantity',
  FRAMEWORK__INVALID_UUID: 'messages.paymentMethodNotFound',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'messages.paymentMethodNotFound',
  'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': 'messages.emailInUse',
  'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': 'messages.passwordIncorrect',
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: 'messages.orderAlreadyPaid',
  CHECKOUT__ORDER_ORDER_NOT_FOUND: 'messages.orderNotFound',
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: 'messages.customerAlreadyConfirmed',
  FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE: 'messages.maintenance',
};

const RATE_LIMIT_CODES = new Set(['CHECKOUT__CUSTOMER_AUTH_THROTTLED', 'FRAMEWORK__RATE_LIMIT_EXCEEDED']);
const PRODUCT_NOT_FOUND_CODES = new Set(['CONTENT__PRODUCT_NOT_FOUND', 'CHECKOUT__CART_PRODUCT_NOT_FOUND']);

function parameter(entry: StoreApiErrorEntry, ...names: string[]): string | number | undefined {
  const parameters = entry.meta?.parameters ?? {};
  for (const name of names) {
    const value = parameters[name];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

export interface ErrorContext {
  /** True for fetcher (JavaScript) requests; 403 then asks for a reload instead of going back. */
  ajax?: boolean;
}

/** Message for one entry of a Store API error response. */
export function messageForApiError(status: number, entry: StoreApiErrorEntry | undefined, context: ErrorContext = {}): MessageDescriptor {
  const code = entry?.code ?? '';
  if (entry && RATE_LIMIT_CODES.has(code)) {
    const seconds = Number(parameter(entry, 'seconds', '{{ seconds }}') ?? 0);
    return { key: 'messages.rateLimitExceeded', params: { count: Math.max(0, Math.ceil(seconds)) } };
  }
  if (entry && PRODUCT_NOT_FOUND_CODES.has(code)) {
    return { key: 'messages.productNotFound', params: { number: String(parameter(entry, 'number', 'productNumber', 'id') ?? '') } };
  }
  const mapped = CODE_MESSAGES[code];
  if (mapped) return { key: mapped };
  if (status === 403) return { key: context.ajax ? 'messages.sessionExpiredAjax' : 'messages.sessionExpired' };
  if (status === 429) return { key: 'messages.rateLimitExceeded', params: { count: 0 } };
  return DEFAULT_MESSAGE;
}

export interface CartErrorLike {
  messageKey?: string;
  parameters?: Record<string, unknown>;
}

const CART_MESSAGES: Readonly<Record<string, { key: string; params: readonly string[] }>> = {
  'product-stock-reached': { key: 'messages.stockOnlyAvailable', params: ['name', 'quantity'] },
  'product-stock-reached-empty': { key: 'messages.stockReachedEmptyVariant', params: [] },
  'product-out-of-stock': { key: 'messages.outOfStock', params: ['name'] },
  'purchase-steps-quantity': { key: 'messages.purchaseStepsChanged', params: ['name'] },
  'min-order-quantity': { key: 'messages.minOrderQuantityRaised', params: ['name'] },
  'product-not-found': { key: 'messages.productNotFound', params: ['number'] },
  'promotions-on-cart-price-zero-error': { key: 'messages.promotionsExcludedZeroPrice', params: [] },
  'shipping-method-blocked': { key: 'messages.shippingMethodBlocked', params: ['name'] },
  'payment-method-blocked': { key: 'messages.paymentMethodBlocked', params: ['name'] },
  'promotion-not-found': { key: 'messages.promotionNotFound', params: ['code'] },
  'promotion-not-eligible': { key: 'messages.promotionNotEligible', params: ['code'] },
  'promotion-excluded': { key: 'messages.promotionExcluded', params: ['name'] },
  'auto-promotion-not-found': { key: 'messages.autoPromotionInvalid', params: ['name'] },
  'shipping-address-blocked': { key: 'messages.shippingAddressBlocked', params: [] },
  'shipping-address-invalid': { key: 'messages.shippingAddressInvalid', params: [] },
  'billing-address-blocked': { key: 'messages.billingAddressBlocked', params: [] },
  'billing-address-invalid': { key: 'messages.billingAddressInvalid', params: [] },
  'salutation-missing-billing-address': { key: 'messages.salutationMissing', params: [] },
  'salutation-missing-shipping-address': { key: 'messages.salutationMissing', params: [] },
  'cart-merged-hint': { key: 'messages.cartMerged', params: [] },
};

/** Message for one entry of `cart.errors` (keyed by its messageKey). */
export function messageForCartError(error: CartErrorLike): MessageDescriptor {
  const parameters = error.parameters ?? {};
  if (error.messageKey === 'shipping-method-changed' || error.messageKey === 'payment-method-changed') {
    const kind = error.messageKey === 'shipping-method-changed' ? 'Shipping' : 'Payment';
    return {
      key: `messages.${kind.toLowerCase()}MethodChanged`,
      params: {
        oldName: String(parameters[`old${kind}MethodName`] ?? ''),
        newName: String(parameters[`new${kind}MethodName`] ?? ''),
      },
    };
  }
  const mapping = error.messageKey ? CART_MESSAGES[error.messageKey] : undefined;
  if (!mapping) return DEFAULT_MESSAGE;
  const params: Record<string, string | number> = {};
  for (const name of mapping.params) {
    const value = parameters[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return mapping.params.length > 0 ? { key: mapping.key, params } : { key: mapping.key };
}
