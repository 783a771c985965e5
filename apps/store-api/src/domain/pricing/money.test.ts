import { describe, expect, it } from 'vitest';
import { calculatedPrice, calculatedTierPrices, fromMinor, multiply, priceForQuantity, taxFromGross, taxFromNet, toMinor } from './money.ts';
import type { PriceContext, PriceMap } from './price-context.ts';

const EUR = 'eur';
const PLN = 'pln';
const euro: PriceContext = { currencyId: EUR, defaultCurrencyId: EUR, currencyFactor: 1, decimals: 2, displayGross: true };
const price: PriceMap = { [EUR]: { gross: '19.99', net: '16.80', linked: true, listPrice: { gross: '24.99', net: '21.00' } } };

describe('money', () => {
  it('parses decimal strings exactly and rounds half away from zero', () => {
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('2.675')).toBe(268);
    expect(toMinor('-1.005')).toBe(-101);
    expect(toMinor('7')).toBe(700);
    expect(fromMinor(1999)).toBe(19.99);
  });

  it('multiplies by decimal factors without float drift', () => {
    expect(multiply(1999, '4.3')).toBe(8596); // 85.957 → 85.96
    expect(multiply(1000, 0.86)).toBe(860);
    expect(multiply(1, '0.5')).toBe(1);
  });

  it('computes taxes from gross and net amounts', () => {
    expect(taxFromGross(1999, 19)).toBe(319); // 19.99 − 16.80
    expect(taxFromGross(1445, 7)).toBe(95);
    expect(taxFromNet(1680, 19)).toBe(319);
    expect(taxFromGross(500, 0)).toBe(0);
  });
});

describe('calculatedPrice', () => {
  it('computes gross unit and total prices with the contained tax', () => {
    const result = calculatedPrice(price, 3, 19, euro);
    expect(result).toMatchObject({ unitPrice: 19.99, quantity: 3, totalPrice: 59.97 });
    expect(result.calculatedTaxes[0]).toMatchObject({ tax: 9.58, taxRate: 19, price: 59.97 });
    expect(result.listPrice).toMatchObject({ price: 24.99, discount: -5, percentage: 20.01 });
  });

  it('shows net prices with tax on top for net customer groups', () => {
    const result = calculatedPrice(price, 1, 19, { ...euro, displayGross: false });
    expect(result).toMatchObject({ unitPrice: 16.8, totalPrice: 16.8 });
    expect(result.calculatedTaxes[0]?.tax).toBe(3.19);
  });

  it('converts by the currency factor unless the currency has its own price', () => {
    const zloty = { ...euro, currencyId: PLN, currencyFactor: '4.3' };
    expect(calculatedPrice(price, 1, 19, zloty).unitPrice).toBe(85.96);
    const own: PriceMap = { ...price, [PLN]: { gross: '79.00', net: '66.39', linked: false } };
    expect(calculatedPrice(own, 1, 19, zloty).unitPrice).toBe(79);
  });

  it('adds a reference price per reference unit', () => {
    const result = calculatedPrice({ [EUR]: { gross: '2.50', net: '2.34' } }, 1, 7, euro, { purchaseUnit: 0.5, referenceUnit: 1, unitName: 'litre' });
    expect(result.referencePrice).toMatchObject({ price: 5, unitName: 'litre', purchaseUnit: 0.5, referenceUnit: 1 });
  });
});

describe('tier prices', () => {
  const tiers = [
    { quantityStart: 10, quantityEnd: 49, price: { [EUR]: { gross: '17.00', net: '14.29' } } },
    { quantityStart: 1, quantityEnd: 9, price: { [EUR]: { gross: '19.99', net: '16.80' } } },
    { quantityStart: 50, quantityEnd: null, price: { [EUR]: { gross: '15.00', net: '12.61' } } },
  ];

  it('lists tiers with their last quantity, the open tier with its first', () => {
    expect(calculatedTierPrices(tiers, 19, euro).map((tier) => [tier.quantity, tier.unitPrice])).toEqual([
      [9, 19.99],
      [49, 17],
      [50, 15],
    ]);
  });

  it('picks the tier that contains the quantity', () => {
    expect(priceForQuantity(price, tiers, 12)[EUR]?.gross).toBe('17.00');
    expect(priceForQuantity(price, tiers, 500)[EUR]?.gross).toBe('15.00');
  });
});
