// Inputs of the payment action's forms (pay now, pay again), shared by the forms and the action.
export const PAYMENT_FIELDS = { orderId: 'orderId', paymentMethodId: 'paymentMethodId', returnTo: 'returnTo' } as const;
