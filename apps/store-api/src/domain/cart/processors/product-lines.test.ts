import { describe, expect, it } from 'vitest';
import { cartInput, cartProduct, EUR } from '../../../../test/support/cart-input.ts';
import { goodsOf, processProductLines, validateQuantity } from './product-lines.ts';

describe('the product processor', () => {
  it('prices each product line by the tier of its quantity, in minor units with its tax', () => {
    const tiered = cartProduct({ tiers: [{ quantityStart: 2, quantityEnd: null, price: { [EUR]: { gross: '9.00', net: '7.56' } } }] });
    const { lines, items, errors } = processProductLines(cartInput({ products: new Map([['p1', tiered]]) }));
    expect(errors).toEqual([]);
    expect(items).toEqual([{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 }]);
    expect(lines.map((line) => [line.total, [...line.taxes]])).toEqual([[1800, [[19, { price: 1800, tax: 287 }]]]]);
    expect(lines[0]?.json).toMatchObject({ type: 'product', quantity: 2, states: ['is-physical'], price: { unitPrice: 9, totalPrice: 18 } });
  });

  it('reports a product that is gone, skips a parent with variants and keeps only product items', () => {
    const input = cartInput({
      data: {
        items: [
          { id: 'gone', type: 'product', referencedId: 'gone', quantity: 1 },
          { id: 'parent', type: 'product', referencedId: 'parent', quantity: 1 },
          { id: 'code', type: 'promotion', referencedId: 'TEN', quantity: 1 },
          { id: 'p1', type: 'product', referencedId: 'p1', quantity: 1 },
        ],
        addedCodes: [],
        blockedPromotionIds: [],
      },
      products: new Map([
        ['p1', cartProduct()],
        ['parent', cartProduct({ id: 'parent', hasVariants: true })],
      ]),
    });
    const { items, errors } = processProductLines(input);
    expect(errors.map((error) => [error.id, error.block])).toEqual([['product-not-foundgone', true]]);
    expect(items.map((item) => item.id)).toEqual(['p1']);
  });

  it('corrects a quantity to the product rules and drops an item that cannot be bought', () => {
    const input = cartInput({
      data: {
        items: [
          { id: 'p1', type: 'product', referencedId: 'p1', quantity: 500 },
          { id: 'p2', type: 'product', referencedId: 'p2', quantity: 1 },
        ],
        addedCodes: [],
        blockedPromotionIds: [],
      },
      products: new Map([
        ['p1', cartProduct()],
        ['p2', cartProduct({ id: 'p2', calculatedMaxPurchase: 0 })],
      ]),
    });
    const { items, errors } = processProductLines(input);
    expect(items).toEqual([{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 100 }]);
    expect(errors.map((error) => error.messageKey)).toEqual(['product-stock-reached', 'product-out-of-stock']);
  });
});

describe('the goods of a cart', () => {
  it('sums the lines, weighs them per tax rate and states the facts in the default currency', () => {
    const input = cartInput({
      data: {
        items: [
          { id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 },
          { id: 'e', type: 'product', referencedId: 'e', quantity: 1 },
        ],
        addedCodes: [],
        blockedPromotionIds: [],
      },
      products: new Map([
        ['p1', cartProduct()],
        ['e', cartProduct({ id: 'e', taxRate: 7, isDownload: true, price: { [EUR]: { gross: '5.00', net: '4.67' } } })],
      ]),
      price: { currencyId: EUR, defaultCurrencyId: EUR, currencyFactor: '2', decimals: 2, displayGross: true },
    });
    const goods = goodsOf(processProductLines(input).lines, input);
    expect(goods.total).toBe(2500);
    expect([...goods.taxWeights.keys()]).toEqual([19, 7]);
    expect(goods.physical.map((line) => line.item.id)).toEqual(['p1']);
    expect(goods.facts).toEqual({ countryIso: 'DE', goodsTotal: 12.5, hasPhysicalItems: true });
  });
});

describe('validateQuantity', () => {
  const rules = { minPurchase: 2, purchaseSteps: 2, maxPurchase: 20 };

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
