// features/checkout on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { checkoutAction } from './checkout-action.server.ts';
export { loadCheckout } from './checkout.server.ts';
export { afterOrderPaymentMethods, patchContext } from './methods.server.ts';
export { handOverPayment } from './payment-handoff.server.ts';
export { paymentAction } from './payment-action.server.ts';
