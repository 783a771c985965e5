// The express checkout's addresses and form fields, shared by the buttons (payment feature) and the
// storefront's express routes (features/express).
export const EXPRESS_PATHS = {
  /** POST: a button's form; adds the product (product page), starts the wallet, redirects to its approval page. */
  start: '/checkout/express',
  /** GET: where the provider sends the shopper back, approved or cancelled. */
  return: '/checkout/express/return',
  /** The one review step. */
  review: '/checkout/express/review',
} as const;

export const EXPRESS_FIELDS = {
  wallet: 'wallet',
  /** The page the shopper started from (a path of this shop): where a cancellation returns. */
  returnTo: 'returnTo',
  productId: 'productId',
  quantity: 'quantity',
} as const;
