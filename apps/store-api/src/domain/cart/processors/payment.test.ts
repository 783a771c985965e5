import { describe, expect, it } from 'vitest';
import { processPayment } from './payment.ts';

const facts = { countryIso: 'DE', goodsTotal: 20, hasPhysicalItems: false };

describe('the payment processor', () => {
  it('lets an active method whose rule accepts the cart pass', () => {
    expect(processPayment({ id: 'p', name: 'Invoice', active: true, availability: { maxCartTotal: 50 } }, facts)).toEqual([]);
  });

  it('blocks an inactive method, and one whose rule refuses the cart', () => {
    for (const payment of [
      { id: 'p', name: 'Invoice', active: false, availability: {} },
      { id: 'p', name: 'Invoice', active: true, availability: { physicalOnly: true } },
    ]) {
      expect(processPayment(payment, facts).map((error) => [error.id, error.level, error.block])).toEqual([['payment-method-blocked-Invoice', 10, true]]);
    }
  });
});
