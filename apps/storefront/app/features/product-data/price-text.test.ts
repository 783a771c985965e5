import { describe, expect, it } from 'vitest';
import { moneyFormat } from './price-format.ts';
import { priceText } from './price-text.ts';
import type { PriceView } from './product-view.ts';

const price: PriceView = {
  unitPrice: 1234.5,
  from: true,
  listPrice: 1500,
  reference: { price: 24.69, purchaseUnit: 0.5, referenceUnit: 1, unitName: 'kg' },
  tiers: [
    { quantity: 10, unitPrice: 1234.5, label: 'to' },
    { quantity: 11, unitPrice: 1100, label: 'from' },
  ],
};

describe('price texts', () => {
  it('formats unit, list, reference and tier prices for the locale and currency', () => {
    expect(priceText(price, moneyFormat('en-GB', 'EUR'))).toEqual({
      unitText: '€1,234.50',
      listText: '€1,500.00',
      referenceText: '€24.69',
      tierTexts: ['€1,234.50', '€1,100.00'],
    });
    expect(priceText({ unitPrice: 5, from: false }, moneyFormat('de-DE', 'EUR'))).toEqual({ unitText: '5,00\u00a0€' });
  });
});
