// Store API error codes → message keys of the localised catalogue (docs/product-rules.md §8). Entries of `cart.errors`
// have their own table in features/cart/cart-errors.ts.
// Pure: callers translate the returned key with their i18n instance.
import type { MessageKey } from '../../i18n/message-key.ts';
import type { StoreApiErrorEntry } from './errors.ts';

export interface MessageDescriptor {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const DEFAULT_MESSAGE: MessageDescriptor = { key: 'messages.default' };

const CODE_MESSAGES: Readonly<Record<string, MessageKey>> = {
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
  // A payment handler refused (Shopware 6.6 names it the sync process, 6.7 the payment process).
  CHECKOUT__PAYMENT_ERROR: 'payment.declined',
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: 'payment.declined',
  CHECKOUT__INVALID_PAYMENT_TOKEN: 'payment.tokenInvalid',
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
