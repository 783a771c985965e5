// features/checkout — the checkout: its form and action, shipping and payment methods, placing the order, the payment hand-off.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { CheckoutPage } from './CheckoutPage.tsx';
export { OrderConsents } from './OrderConsents.tsx';
export { OrderSummary } from './OrderSummary.tsx';
