// Messages of payment components (features/payment/components) and the demo's card fields.
export const paymentEnGB = {
  payment: {
    declined: 'Your payment was declined. Please try another card or another payment method.',
    tokenInvalid: 'Your card details have expired. Please enter them again.',
    unavailable: 'The payment provider cannot be reached right now. Please try again in a moment.',
    noScript: 'You will enter your card details on the payment provider’s secure page after submitting.',
    loading: 'Loading the secure payment fields …',
    card: {
      frameTitle: 'Card details',
      numberInvalid: 'Please enter a valid card number.',
      expiryInvalid: 'Please enter a future expiry date (MM/YY).',
      securityCodeInvalid: 'Please enter the three-digit security code.',
      tooManyTries: 'Too many card attempts in a short time. Please wait a minute, then try again.',
      testHint: 'Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined), 4000 0027 6000 3184 (confirmation).',
    },
  },
};
