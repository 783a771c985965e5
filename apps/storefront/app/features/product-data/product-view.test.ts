import { describe, expect, it } from 'vitest';
import { mediaFixture, productDetailFixture, productFixture } from '../../../test/fixtures.ts';
import { cardPrice, cardPriceView, detailPriceView, imageView, productHref, tierViews, toProductCard } from './product-view.ts';
import { moneyFormat } from './price-format.ts';
import { viewContext } from './view-context.ts';

describe('product views from the real Product fixture', () => {
  it('makes a card with the SEO link, srcset from the thumbnails and the reference price', () => {
    const card = toProductCard(productFixture, viewContext('pl-PL', 'EUR'));
    expect(card.name).toBe('Cigar Special 40%');
    expect(card.href).toBe('/pl-PL/Cigar-Special-40/SW10044');
    // Cards stop at 800 w (CARD_MAX_THUMBNAIL_WIDTH): the 1920 w thumbnail stays out of listings.
    expect(card.image?.srcSet).toMatch(/_800x800.jpg 800w, .* 400w$/);
    expect(card.image?.alt).toBe('Cigar Special 40%');
    // Real Shopware marks this price as a range (calculatedCheapestPrice.hasRange): 'from'.
    expect(card.price).toMatchObject({ unitPrice: 14.45, from: true });
    // Cards leave out what they do not have (no list price, no tiers).
    expect(card.price).not.toHaveProperty('listPrice');
    expect(card.price).not.toHaveProperty('tiers');
    expect(card.price.reference).toEqual({ price: 72.25, purchaseUnit: 0.2, referenceUnit: 1, unitName: 'litre' });
    expect(card.topseller).toBe(false);
  });

  it('links to /detail/{id} without SEO URLs, percent-encoding SEO paths', () => {
    expect(productHref({ id: 'abc', seoUrls: [] }, 'en-GB')).toBe('/detail/abc');
    expect(
      productHref(
        {
          id: 'abc',
          seoUrls: [
            { id: 'u1', foreignKey: 'abc', languageId: 'l1', pathInfo: '/detail/abc', routeName: 'frontend.detail.page', seoPathInfo: 'Koszula lniana/SW1' },
          ],
        },
        'de-DE',
      ),
    ).toBe('/testde/Koszula%20lniana/SW1');
  });

  it('reads numbers sent as strings and ignores media without URL', () => {
    expect(imageView(mediaFixture({ url: '', thumbnails: [] }), 'x')).toBeNull();
    expect(imageView(mediaFixture({ url: 'https://cdn.test/a.jpg', metaData: { width: 10, height: 20 } }), 'x')).toMatchObject({ width: 10, height: 20 });
  });
});

describe('tier prices (ProductTierPrices fixture)', () => {
  const { product } = productDetailFixture;
  const euro = moneyFormat('en-GB', 'EUR');

  it("labels the last tier 'from {qty}' and the others 'to {qty}'", () => {
    expect(tierViews(product.calculatedPrices)).toEqual([
      { quantity: 2, unitPrice: 22.95, label: 'to' },
      { quantity: 4, unitPrice: 21.95, label: 'to' },
      { quantity: 5, unitPrice: 20.95, label: 'from' },
    ]);
    expect(tierViews([product.calculatedPrice])).toEqual([]);
  });

  it('shows the current price on the product page and the cheapest tier as "from" on cards', () => {
    expect(detailPriceView(product, euro)).toMatchObject({ unitPrice: 22.95, from: false });
    expect(cardPrice(product)).toEqual({ unitPrice: 20.95, from: true });
  });

  it('shows a list price only when it is higher than the price', () => {
    const reduced = {
      ...product,
      calculatedPrice: { ...product.calculatedPrice, listPrice: { price: 30, percentage: 23.5, apiAlias: 'cart_list_price' as const } },
    };
    expect(detailPriceView(reduced, euro)).toMatchObject({ listPrice: 30, percentage: 23.5 });
  });
});

describe('price texts of the mapped views', () => {
  const { product } = productDetailFixture;

  it("formats the card's price for the view's locale and currency, after the price's own fields", () => {
    const card = toProductCard(productFixture, viewContext('pl-PL', 'PLN'));
    expect(card.price).toEqual({
      unitPrice: 14.45,
      from: true,
      reference: { price: 72.25, purchaseUnit: 0.2, referenceUnit: 1, unitName: 'litre' },
      unitText: '14,45\u00a0zł',
      referenceText: '72,25\u00a0zł',
    });
    // The hydration data keeps its order: the texts follow the numbers.
    expect(Object.keys(card.price)).toEqual(['unitPrice', 'from', 'reference', 'unitText', 'referenceText']);
  });

  it("formats the product page's price with its list price and every tier", () => {
    const reduced = {
      ...product,
      calculatedPrice: { ...product.calculatedPrice, listPrice: { price: 30, percentage: 23.5, apiAlias: 'cart_list_price' as const } },
    };
    expect(detailPriceView(reduced, moneyFormat('en-GB', 'EUR'))).toMatchObject({
      unitText: '€22.95',
      listText: '€30.00',
      tierTexts: ['€22.95', '€21.95', '€20.95'],
    });
    expect(cardPriceView(product, moneyFormat('de-DE', 'EUR'))).toEqual({ unitPrice: 20.95, from: true, unitText: '20,95\u00a0€' });
  });
});
