import { describe, expect, it } from 'vitest';
import { validateQuantity } from './quantity.ts';

const rules = { minPurchase: 2, purchaseSteps: 2, maxPurchase: 20 };

describe('validateQuantity', () => {
  it('keeps valid quantities', () => {
    expect(validateQuantity('p', 'Mug', 4, rules)).toEqual({ quantity: 4, errors: [] });
  });

  it('clamps to the maximum, raises to the minimum, snaps to the purchase steps', () => {
    const over = validateQuantity('p', 'Mug', 30, rules);
    expect(over.quantity).toBe(20);
    expect(over.errors[0]).toMatchObject({ messageKey: 'product-stock-reached', id: 'product-stock-reachedp', level: 10, parameters: { quantity: 20 } });
    expect(validateQuantity('p', 'Mug', 1, rules)).toMatchObject({ quantity: 2, errors: [{ messageKey: 'min-order-quantity' }] });
    expect(validateQuantity('p', 'Mug', 5, rules)).toMatchObject({
      quantity: 4,
      errors: [{ messageKey: 'purchase-steps-quantity', parameters: { quantity: 4 } }],
    });
  });

  it('removes items that cannot be bought at all', () => {
    expect(validateQuantity('p', 'Mug', 1, { minPurchase: 1, purchaseSteps: 1, maxPurchase: 0 })).toMatchObject({
      quantity: 0,
      errors: [{ messageKey: 'product-out-of-stock', level: 20 }],
    });
  });
});
