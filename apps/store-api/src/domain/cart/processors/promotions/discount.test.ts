import { describe, expect, it } from 'vitest';
import { discountAmount, type Discount } from './discount.ts';

const discount = (overrides: Partial<Discount>): Discount => ({ id: 'd', scope: 'cart', type: 'percentage', value: 10, ...overrides });

describe('a discount amount in minor units', () => {
  it('takes a percentage of the goods left, rounded half away from zero, capped by its maximum', () => {
    expect(discountAmount(discount({}), 2005, 490, 1)).toBe(201);
    expect(discountAmount(discount({ value: 50, maxValue: 5 }), 2000, 490, 1)).toBe(500);
  });

  it('converts a fixed amount by the currency factor and never takes more than the goods', () => {
    expect(discountAmount(discount({ type: 'absolute', value: 5 }), 2000, 490, '1.5')).toBe(750);
    expect(discountAmount(discount({ type: 'absolute', value: 50 }), 2000, 490, 1)).toBe(2000);
  });

  it('discounts shipping up to its cost', () => {
    expect(discountAmount(discount({ scope: 'delivery', value: 100 }), 2000, 490, 1)).toBe(490);
    expect(discountAmount(discount({ scope: 'delivery', type: 'absolute', value: 10 }), 2000, 490, 1)).toBe(490);
    expect(discountAmount(discount({ scope: 'delivery' }), 2000, 0, 1)).toBe(0);
  });
});
