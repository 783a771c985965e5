// features/payment — payment methods, payment components, payment state and the pay-again forms.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { isPrepayment } from './bank-account.ts';
export { BankTransferDetails } from './BankTransferDetails.tsx';
export { handlePaymentFields, paymentDetailsOf } from './components/payment-details.ts';
export { usePaymentSteps } from './components/payment-steps.ts';
export { paymentContentSecurity } from './components/registry.ts';
export type { PaymentSteps } from './components/payment-steps.ts';
export { MethodRadioOptions } from './MethodRadioOptions.tsx';
export { PAYMENT_FIELDS } from './payment-fields.ts';
export type { PaymentMethodView } from './payment-method-view.ts';
export { canPayAgain, isAsynchronousMethod, paymentView, transactionFacts } from './payment-state.ts';
export type { PaymentView, ResultPage } from './payment-state.ts';
export { PayNowForm } from './PayNowForm.tsx';
export { PayAgainSection, RetryPaymentForm } from './RetryPaymentForm.tsx';
export { ExpressButtons } from './express/ExpressButtons.tsx';
export { EXPRESS_FIELDS, EXPRESS_PATHS } from './express/express-fields.ts';
export { expressFormTargets, expressWalletIn, shopExpressWallets } from './express/registry.ts';
export type { ExpressWalletDefinition } from './express/types.ts';
