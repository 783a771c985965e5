import { describe, expect, it } from 'vitest';
import { cartInput } from '../../../../test/support/cart-input.ts';
import type { CalculationInput } from '../types.ts';
import { processDeliveries } from './deliveries.ts';
import { goodsOf, processProductLines } from './product-lines.ts';
import { processPromotions } from './promotions.ts';
import { cartTotals } from './totals.ts';

function totals(input: CalculationInput) {
  const goods = goodsOf(processProductLines(input).lines, input);
  return cartTotals(goods, processPromotions(input, goods, processDeliveries(input, goods)), input.price);
}

describe('the cart totals', () => {
  it('adds shipping to the goods; gross prices contain their tax', () => {
    const { price, transactionAmount } = totals(cartInput());
    expect(price).toMatchObject({ positionPrice: 20, totalPrice: 24.9, netPrice: 20.93, taxStatus: 'gross' });
    expect(price.calculatedTaxes).toEqual([{ tax: 3.97, taxRate: 19, price: 24.9, apiAlias: 'cart_tax_calculated' }]);
    expect(transactionAmount.totalPrice).toBe(24.9);
  });

  it('puts the tax on top of net prices', () => {
    const { price } = totals(cartInput({ price: { ...cartInput().price, displayGross: false } }));
    expect(price).toMatchObject({ positionPrice: 16.8, netPrice: 20.92, totalPrice: 24.89, taxStatus: 'net' });
  });
});
