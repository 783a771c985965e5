// Names (`_form`) of the checkout's forms, shared by the page and its action.
export const CHECKOUT_FORM_NAMES = {
  /** The account's login form, answered by the account's login action. */
  login: 'login',
  /** The one checkout form: customer, addresses, methods, comment, consents; "Submit order". */
  order: 'checkout-order',
  /** With JavaScript: a changed method or country, posted by a fetcher so the totals follow. */
  context: 'checkout-context',
} as const;

/**
 * The order attempt's key, a new one with every rendering of the checkout: sent as the order post's
 * `Idempotency-Key`, and the sign that a submission found with an empty cart was an order attempt
 * whose answer may have been lost (order-recovery.server.ts).
 */
export const CHECKOUT_ORDER_KEY_FIELD = '_orderKey';

/** The secondary button of the checkout form without JavaScript: `refresh` applies methods and country only. */
export const CHECKOUT_INTENT_FIELD = '_intent';
