import { describe, expect, it } from 'vitest';
import { calculateCart, cartTotals, processPayment } from './calculator.ts';
import { processDeliveries } from './processors/deliveries.ts';
import { goodsOf, processProductLines } from './processors/product-lines.ts';
import { processPromotions } from './processors/promotions.ts';
import type { CalculationInput, PromotionDefinition } from './types.ts';
import { cartInput as input, cartProduct as product, EUR } from '../../../test/support/cart-input.ts';

type Cart = {
  price: { totalPrice: number; positionPrice: number; netPrice: number; calculatedTaxes: Array<{ tax: number; taxRate: number }> };
  lineItems: Array<{ type: string; quantity: number; price: { totalPrice: number } }>;
  deliveries: Array<{ shippingCosts: { totalPrice: number } }>;
};

describe('calculateCart', () => {
  it('adds shipping below the free-shipping threshold and sums taxes per rate', () => {
    const cart = calculateCart(input()).cart as unknown as Cart;
    expect(cart.price).toMatchObject({ positionPrice: 20, totalPrice: 24.9 });
    expect(cart.deliveries[0]?.shippingCosts.totalPrice).toBe(4.9);
    // Horizontal tax calculation: the taxes of the lines (3.19) and of shipping (0.78) are summed.
    expect(cart.price.calculatedTaxes).toEqual([expect.objectContaining({ taxRate: 19, tax: 3.97 })]);
    expect(cart.price.netPrice).toBe(20.93);
  });

  it('ships free from the threshold and for shipping-free products', () => {
    const many = input({ data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 5 }], addedCodes: [], blockedPromotionIds: [] } });
    expect((calculateCart(many).cart as unknown as Cart).price.totalPrice).toBe(50);
    const free = input({ products: new Map([['p1', product({ shippingFree: true })]]) });
    expect((calculateCart(free).cart as unknown as Cart).price.totalPrice).toBe(20);
  });

  it('corrects quantities and reports it', () => {
    const result = calculateCart(input({ products: new Map([['p1', product({ calculatedMaxPurchase: 1 })]]) }));
    expect(result.data.items[0]?.quantity).toBe(1);
    expect(result.errors.map((error) => error.messageKey)).toEqual(['product-stock-reached']);
  });

  it('computes net prices with tax on top for net customer groups', () => {
    const cart = calculateCart(input({ price: { currencyId: EUR, defaultCurrencyId: EUR, currencyFactor: 1, decimals: 2, displayGross: false } }))
      .cart as unknown as Cart;
    expect(cart.price).toMatchObject({ positionPrice: 16.8, netPrice: 20.92 });
    expect(cart.price.totalPrice).toBe(24.89);
  });

  it('applies code promotions once eligible and keeps the code until then', () => {
    const promotion: PromotionDefinition = {
      id: 'promo',
      name: 'Ten off',
      code: 'TEN',
      useCodes: true,
      priority: 1,
      preventCombination: false,
      exclusionIds: [],
      conditions: { minCartTotal: 30 },
      discounts: [{ id: 'disc', scope: 'cart', type: 'percentage', value: 10 }],
    };
    const base = input({
      codePromotions: new Map([['ten', promotion]]),
      data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 }], addedCodes: ['TEN'], blockedPromotionIds: [] },
    });
    const waiting = calculateCart(base);
    expect(waiting.errors.map((error) => error.messageKey)).toEqual(['promotion-not-eligible']);
    expect(waiting.data.addedCodes).toEqual(['TEN']);
    const eligible = calculateCart({ ...base, data: { ...base.data, items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 4 }] } });
    const cart = eligible.cart as unknown as Cart;
    expect(cart.lineItems.find((item) => item.type === 'promotion')?.price.totalPrice).toBe(-4);
    expect(cart.price.totalPrice).toBe(40.9);
    expect(eligible.errors.map((error) => error.messageKey)).toEqual(['promotion-discount-added']);
  });

  it('reports unknown codes and drops them; blocks unavailable methods', () => {
    const result = calculateCart(
      input({
        data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 1 }], addedCodes: ['NOPE'], blockedPromotionIds: [] },
        payment: { id: 'cod', name: 'Cash on delivery', active: true, availability: { maxCartTotal: 5 } },
      }),
    );
    expect(result.errors.map((error) => [error.messageKey, error.block])).toEqual([
      ['promotion-not-found', false],
      ['payment-method-blocked', true],
    ]);
    expect(result.data.addedCodes).toEqual([]);
  });

  it('excludes a second promotion when the first prevents combination', () => {
    const first: PromotionDefinition = {
      id: 'a',
      name: 'Alone',
      code: 'A',
      useCodes: true,
      priority: 2,
      preventCombination: true,
      exclusionIds: [],
      conditions: {},
      discounts: [{ id: 'da', scope: 'cart', type: 'absolute', value: 5 }],
    };
    const second: PromotionDefinition = {
      ...first,
      id: 'b',
      name: 'Other',
      code: 'B',
      priority: 1,
      preventCombination: false,
      discounts: [{ id: 'db', scope: 'cart', type: 'absolute', value: 3 }],
    };
    const result = calculateCart(
      input({
        codePromotions: new Map([
          ['a', first],
          ['b', second],
        ]),
        data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 }], addedCodes: ['A', 'B'], blockedPromotionIds: [] },
      }),
    );
    expect((result.cart as unknown as Cart).price.positionPrice).toBe(15);
    expect(result.errors.map((error) => error.messageKey)).toContain('promotion-excluded');
  });

  it('discounts shipping with a delivery-scope promotion', () => {
    const freeShipping: PromotionDefinition = {
      id: 'fs',
      name: 'Free shipping',
      code: 'SHIPFREE',
      useCodes: true,
      priority: 1,
      preventCombination: false,
      exclusionIds: [],
      conditions: {},
      discounts: [{ id: 'dfs', scope: 'delivery', type: 'percentage', value: 100 }],
    };
    const cart = calculateCart(
      input({
        codePromotions: new Map([['shipfree', freeShipping]]),
        data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 }], addedCodes: ['SHIPFREE'], blockedPromotionIds: [] },
      }),
    ).cart as unknown as Cart;
    expect(cart.price.totalPrice).toBe(20);
    expect(cart.deliveries.map((delivery) => delivery.shippingCosts.totalPrice)).toEqual([4.9, -4.9]);
  });
});

describe('the payment processor', () => {
  const facts = { countryIso: 'DE', goodsTotal: 20, hasPhysicalItems: false };

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

describe('the cart totals', () => {
  function totals(cart: CalculationInput) {
    const goods = goodsOf(processProductLines(cart).lines, cart);
    return cartTotals(goods, processPromotions(cart, goods, processDeliveries(cart, goods)), cart.price);
  }

  it('adds shipping to the goods; gross prices contain their tax', () => {
    const { price, transactionAmount } = totals(input());
    expect(price).toMatchObject({ positionPrice: 20, totalPrice: 24.9, netPrice: 20.93, taxStatus: 'gross' });
    expect(price.calculatedTaxes).toEqual([{ tax: 3.97, taxRate: 19, price: 24.9, apiAlias: 'cart_tax_calculated' }]);
    expect(transactionAmount.totalPrice).toBe(24.9);
  });

  it('puts the tax on top of net prices', () => {
    const { price } = totals(input({ price: { ...input().price, displayGross: false } }));
    expect(price).toMatchObject({ positionPrice: 16.8, netPrice: 20.92, totalPrice: 24.89, taxStatus: 'net' });
  });
});
