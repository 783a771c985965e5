// What other folders may use of features/checkout (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { CheckoutPage } from './CheckoutPage.tsx';
