import { describe, expect, it } from 'vitest';
import { moneyFormat } from './price-format.ts';
import { priceText, withPriceTexts } from './price-text.server.ts';
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

  it('gives every price view in loader data its text, also in streamed parts, and leaves the rest as it was', async () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const data = {
      cmsPage: { sections: [{ blocks: [{ slots: [{ data: { product: { name: 'Mug', price: { unitPrice: 9.5, from: false } } } }] }] }] },
      when,
      crossSellings: Promise.resolve([{ products: [{ price: { unitPrice: 3, from: true } as PriceView }] }]),
    };
    const out = withPriceTexts(data, moneyFormat('pl-PL', 'PLN'));
    expect(out.cmsPage.sections[0]?.blocks[0]?.slots[0]?.data.product.price).toEqual({ unitPrice: 9.5, from: false, unitText: '9,50\u00a0zł' });
    expect(out.when).toBe(when);
    expect((await out.crossSellings)[0]?.products[0]?.price.unitText).toBe('3,00\u00a0zł');
    // The input is not changed (page caches may hold it).
    expect('unitText' in (data.cmsPage.sections[0]?.blocks[0]?.slots[0]?.data.product.price ?? {})).toBe(false);
  });

  it('keeps an object shared by two parts of the data shared', () => {
    const filters = { price: { min: 1, max: 2 } };
    const out = withPriceTexts({ listing: { filters }, sidebar: { filters } }, moneyFormat('en-GB', 'EUR'));
    expect(out.listing.filters).toBe(out.sidebar.filters);
  });
});
