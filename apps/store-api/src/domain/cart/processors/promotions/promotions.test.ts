import { describe, expect, it } from 'vitest';
import { cartInput, promotion } from '../../../../../test/support/cart-input.ts';
import type { CalculationInput } from '../../types.ts';
import { processDeliveries } from '../deliveries.ts';
import { goodsOf, processProductLines } from '../product-lines.ts';
import { processPromotions } from './promotions.ts';

function run(input: CalculationInput) {
  const goods = goodsOf(processProductLines(input).lines, input);
  return processPromotions(input, goods, processDeliveries(input, goods));
}

describe('the promotion processor', () => {
  it('applies a discount as a promotion line composed over the product lines, announced once', () => {
    const input = cartInput({ codePromotions: new Map([['ten', promotion()]]), data: { ...cartInput().data, addedCodes: ['TEN'] } });
    const first = run(input);
    expect(first.lines.map((line) => [line.total, line.json.payload])).toEqual([
      [-200, expect.objectContaining({ composition: [{ id: 'p1', quantity: 2, discount: 2 }], promotionCodeType: 'fixed' })],
    ]);
    expect(first.discountIds).toEqual(['disc']);
    expect(first.errors.map((error) => error.messageKey)).toEqual(['promotion-discount-added']);
    expect(run({ ...input, data: { ...input.data, discountIds: ['disc'] } }).errors).toEqual([]);
  });

  it('turns a shipping discount into a negative delivery and lowers the shipping total', () => {
    const shipFree = promotion({ discounts: [{ id: 'ship', scope: 'delivery', type: 'percentage', value: 100 }] });
    const result = run(cartInput({ automaticPromotions: [{ ...shipFree, useCodes: false, code: null }] }));
    expect(result.shipping.shippingTotal).toBe(0);
    expect(result.shipping.deliveries.map((delivery) => (delivery.shippingCosts as { totalPrice: number }).totalPrice)).toEqual([4.9, -4.9]);
    expect(result.lines.map((line) => line.total)).toEqual([0]);
  });

  it('leaves the deliveries it was given as they were', () => {
    const input = cartInput({ automaticPromotions: [promotion({ discounts: [{ id: 'ship', scope: 'delivery', type: 'absolute', value: 1 }] })] });
    const goods = goodsOf(processProductLines(input).lines, input);
    const shipping = processDeliveries(input, goods);
    processPromotions(input, goods, shipping);
    expect([shipping.deliveries.length, shipping.shippingTotal]).toEqual([1, 490]);
  });

  it('waits with codes while the cart has no goods, and reports promotions on a cart worth nothing', () => {
    const waiting = run(cartInput({ data: { items: [], addedCodes: ['TEN'], blockedPromotionIds: [] }, codePromotions: new Map([['ten', promotion()]]) }));
    expect([waiting.addedCodes, waiting.errors, waiting.lines]).toEqual([['TEN'], [], []]);
    const worthless = cartInput({ automaticPromotions: [promotion()] });
    worthless.products.set('p1', { ...worthless.products.get('p1')!, price: { eur: { gross: '0.00', net: '0.00' } } });
    expect(run(worthless).errors.map((error) => error.messageKey)).toEqual(['promotions-on-cart-price-zero-error']);
  });
});
