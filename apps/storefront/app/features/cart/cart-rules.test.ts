import { describe, expect, it } from 'vitest';
import { calculatedPriceFixture, cartFixture, engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import {
  appliedPromotionCodes,
  cartItemCount,
  holdsEarlierItems,
  isEmptyCart,
  isVirtualCart,
  savedPromotionCodes,
  shippingDiscount,
  shippingEstimate,
} from './cart-rules.ts';

const product = (id: string, quantity: number, states: ('is-physical' | 'is-download')[] = ['is-physical']) => ({
  id,
  referencedId: id,
  type: 'product' as const,
  good: true,
  quantity,
  states,
});
const promotion = (code: string) => ({ id: `p-${code}`, referencedId: code, type: 'promotion' as const, good: false, quantity: 1, states: [] });

describe('cart rules (docs/product-rules.md §3/§4)', () => {
  it('counts good items by quantity and ignores promotions', () => {
    expect(cartItemCount(cartFixture)).toBe(1);
    expect(cartItemCount(engineCartFixture)).toBe(9);
    expect(cartItemCount({ lineItems: [product('a', 2), product('b', 3), promotion('X')] })).toBe(5);
    expect(cartItemCount({ lineItems: [{ ...product('a', 2), good: false }] })).toBe(0);
  });

  it('is empty when the count of good items is zero or less', () => {
    expect(isEmptyCart({ lineItems: [] })).toBe(true);
    expect(isEmptyCart(null)).toBe(true);
    expect(isEmptyCart({ lineItems: [promotion('X')] })).toBe(true);
    expect(isEmptyCart(cartFixture)).toBe(false);
  });

  it('is virtual when it has items and every non-promotion item is a download', () => {
    expect(isVirtualCart(engineDownloadCartFixture)).toBe(true);
    expect(isVirtualCart({ lineItems: [product('a', 1, ['is-download']), promotion('X')] })).toBe(true);
    expect(isVirtualCart({ lineItems: [product('a', 1, ['is-download']), product('b', 1)] })).toBe(false);
    expect(isVirtualCart({ lineItems: [promotion('X')] })).toBe(false);
    expect(isVirtualCart({ lineItems: [] })).toBe(false);
    expect(isVirtualCart(cartFixture)).toBe(false);
  });

  it('lists the applied codes once, without automatic promotions', () => {
    expect(appliedPromotionCodes(engineCartFixture)).toEqual(['WELCOME10']);
    expect(appliedPromotionCodes(cartFixture)).toEqual([]);
    expect(appliedPromotionCodes({ lineItems: [promotion('A'), { ...promotion('A'), id: 'other' }, promotion('B')] })).toEqual(['A', 'B']);
  });

  it('lists codes that are saved but not applied yet', () => {
    expect(savedPromotionCodes(engineCartFixture)).toEqual([]);
    expect(savedPromotionCodes(cartFixture)).toEqual([]);
    const extensions = { 'cart-promotions': { addedCodes: ['WELCOME10', 'save5', ' ', 7], blockedPromotionIds: [] } };
    expect(savedPromotionCodes({ lineItems: [promotion('SAVE5')], extensions })).toEqual(['WELCOME10']);
    expect(savedPromotionCodes({ lineItems: [], extensions: null })).toEqual([]);
  });

  it('estimates shipping from the first delivery', () => {
    expect(shippingEstimate(cartFixture)).toBe(0);
    expect(shippingEstimate({ deliveries: [{ shippingCosts: calculatedPriceFixture(4.99) }, { shippingCosts: calculatedPriceFixture(-4.99) }] })).toBe(4.99);
    expect(shippingEstimate(engineDownloadCartFixture)).toBeNull();
  });

  it('sums the shipping discounts of delivery promotions', () => {
    const costs = (...totals: number[]) => ({ deliveries: totals.map((totalPrice) => ({ shippingCosts: calculatedPriceFixture(totalPrice) })) });
    expect(shippingDiscount(costs(4.9, -4.9))).toBe(-4.9);
    expect(shippingDiscount(costs(4.9))).toBe(0);
    expect(shippingDiscount(costs(-1, 2))).toBe(0);
    expect(shippingDiscount(cartFixture)).toBe(0);
  });

  it('tells when the cart after login holds products from an earlier visit', () => {
    expect(holdsEarlierItems({ lineItems: [product('a', 1)] }, { lineItems: [product('a', 1)] })).toBe(false);
    expect(holdsEarlierItems({ lineItems: [product('a', 1)] }, { lineItems: [product('a', 1), product('b', 1)] })).toBe(true);
    expect(holdsEarlierItems({ lineItems: [product('a', 1)] }, { lineItems: [product('a', 3)] })).toBe(true);
    expect(holdsEarlierItems({ lineItems: [] }, { lineItems: [promotion('X')] })).toBe(false);
  });
});
