// Names (`_form`) of the checkout's forms, shared by the page and its action.
export const CHECKOUT_FORM_NAMES = {
  /** The account's login form, answered by the account's login action. */
  login: 'login',
  customer: 'checkout-customer',
  shippingMethod: 'checkout-shipping-method',
  paymentMethod: 'checkout-payment-method',
  addresses: 'checkout-addresses',
  order: 'checkout-order',
} as const;
