import { describe, expect, it } from 'vitest';
import { cartInput, cartProduct, EUR } from '../../../../test/support/cart-input.ts';
import type { CalculationInput } from '../types.ts';
import { addBusinessDays, deliveryWindow, processDeliveries, shippingCost } from './deliveries.ts';
import { goodsOf, processProductLines } from './product-lines.ts';

const goods = (input: CalculationInput) => goodsOf(processProductLines(input).lines, input);
const run = (input: CalculationInput) => processDeliveries(input, goods(input));

describe('the delivery processor', () => {
  it('ships the physical lines as one delivery, its cost split over their tax rates', () => {
    const result = run(cartInput());
    expect(result.shippingTotal).toBe(490);
    expect([...result.shippingTaxes]).toEqual([[19, { price: 490, tax: 78 }]]);
    expect(result.deliveries).toHaveLength(1);
    expect(result.deliveries[0]).toMatchObject({ positions: [{ identifier: 'p1', quantity: 2 }], shippingCosts: { totalPrice: 4.9 } });
    expect(result.errors).toEqual([]);
  });

  it('has no delivery for downloads alone', () => {
    expect(run(cartInput({ products: new Map([['p1', cartProduct({ isDownload: true })]]) }))).toEqual({
      deliveries: [],
      shippingTotal: 0,
      shippingTaxes: new Map(),
      errors: [],
    });
  });

  it('prices by quantity ranges, and ships free when every physical line does', () => {
    const byQuantity = cartInput({
      shipping: {
        ...cartInput().shipping,
        prices: [
          { calculation: 'quantity', start: 0, end: 1, price: { [EUR]: { gross: '3.00', net: '2.52' } } },
          { calculation: 'quantity', start: 2, end: null, price: { [EUR]: { gross: '6.00', net: '5.04' } } },
        ],
      },
    });
    expect(shippingCost(byQuantity, goods(byQuantity))).toBe(600);
    const free = cartInput({ products: new Map([['p1', cartProduct({ shippingFree: true })]]) });
    expect(shippingCost(free, goods(free))).toBe(0);
  });

  it('reports a method without a price for the cart, an inactive method once, and a country not shipped to', () => {
    const unpriced = cartInput({ shipping: { ...cartInput().shipping, prices: [] } });
    expect(run(unpriced).errors.map((error) => error.id)).toEqual(['shipping-method-blocked-Standard']);
    const inactive = cartInput({ shipping: { ...cartInput().shipping, active: false, prices: [] } });
    expect(run(inactive).errors.map((error) => error.id)).toEqual(['shipping-method-blocked-Standard']);
    const nowhere = cartInput({ shippingLocation: { ...cartInput().shippingLocation, shippingAvailable: false } });
    expect(run(nowhere).errors.map((error) => [error.id, error.block])).toEqual([['shipping-address-blocked-Germany', true]]);
  });
});

describe('delivery dates', () => {
  const days = (min: number, max: number, unit = 'day') => ({ id: 'x', name: '', min, max, unit });
  const date = (iso: string) => iso.slice(0, 10);

  it('counts business days: Friday plus one is Monday, a weekend start rolls to Monday first', () => {
    expect(date(addBusinessDays(new Date('2026-12-04T10:00:00Z'), 1).toISOString())).toBe('2026-12-07');
    expect(date(addBusinessDays(new Date('2026-12-05T10:00:00Z'), 0).toISOString())).toBe('2026-12-07');
    expect(date(addBusinessDays(new Date('2026-12-05T10:00:00Z'), 2).toISOString())).toBe('2026-12-09');
    expect(date(addBusinessDays(new Date('2026-12-07T10:00:00Z'), 3).toISOString())).toBe('2026-12-10');
  });

  it('takes the slowest of product and method, weeks as five business days', () => {
    const monday = new Date('2026-12-07T10:00:00Z');
    const window = deliveryWindow([days(1, 3), days(2, 2)], monday);
    expect([date(window.earliest), date(window.latest)]).toEqual(['2026-12-09', '2026-12-10']);
    const weeks = deliveryWindow([days(1, 2, 'week')], monday);
    expect([date(weeks.earliest), date(weeks.latest)]).toEqual(['2026-12-14', '2026-12-21']);
  });

  it('never gives a one-day window and falls back to 1–3 business days', () => {
    const friday = new Date('2026-12-04T10:00:00Z');
    const same = deliveryWindow([days(1, 1)], friday);
    expect([date(same.earliest), date(same.latest)]).toEqual(['2026-12-07', '2026-12-08']);
    const none = deliveryWindow([null], friday);
    expect([date(none.earliest), date(none.latest)]).toEqual(['2026-12-07', '2026-12-09']);
  });
});
