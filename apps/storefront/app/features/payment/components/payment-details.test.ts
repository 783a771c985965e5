import { describe, expect, it } from 'vitest';
import { handlePaymentFields, paymentDetailsField, paymentDetailsOf } from './payment-details.ts';

describe('payment details in forms', () => {
  it('round-trips a component’s details through form field names', () => {
    const values = { orderId: 'x', [paymentDetailsField('cardToken')]: 'card_abc', [paymentDetailsField('brand')]: 'visa' };
    expect(paymentDetailsOf(values)).toEqual({ cardToken: 'card_abc', brand: 'visa' });
  });

  it('has none without fields, and drops odd keys, empty and oversized values', () => {
    expect(paymentDetailsOf({ orderId: 'x' })).toBeUndefined();
    expect(
      paymentDetailsOf({
        'paymentDetails.__proto__': 'x',
        'paymentDetails.a.b': 'x',
        'paymentDetails.empty': '',
        'paymentDetails.big': 'x'.repeat(8193),
      }),
    ).toBeUndefined();
  });

  it('keeps at most sixteen keys', () => {
    const values = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [paymentDetailsField(`k${index}`), 'v']));
    expect(Object.keys(paymentDetailsOf(values) ?? {})).toHaveLength(16);
  });
});

describe('the details in /handle-payment', () => {
  it('are sent as paymentDetails and as fields of the request, never replacing the request’s own', () => {
    expect(handlePaymentFields({ stateData: '{"x":1}', orderId: 'forged', finishUrl: 'https://evil.test' })).toEqual({
      stateData: '{"x":1}',
      paymentDetails: { stateData: '{"x":1}', orderId: 'forged', finishUrl: 'https://evil.test' },
    });
    expect(handlePaymentFields(undefined)).toEqual({});
  });
});
