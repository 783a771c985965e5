import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/store-api/types.ts';
import { FEED_TAIL, feedHead, feedItemXml, plainText, shippingCostFrom, toFeedItem, type FeedContext } from './feed.ts';

const context: FeedContext = {
  origin: 'https://shop.test',
  currencyIso: 'EUR',
  country: 'DE',
  shippingMethod: 'Standard',
  shippingCost: (price) => (price >= 50 ? 0 : 4.9),
  href: (product) => `/p/${product.productNumber}`,
};

const product = (fields: Partial<Schemas['Product']> = {}): Schemas['Product'] =>
  ({
    id: 'v1',
    parentId: 'p1',
    productNumber: 'SW-1.2',
    childCount: 0,
    available: true,
    translated: { name: 'Bike helmet', description: '<p>Light &amp; <strong>safe</strong>.</p><p>Tested.</p>' },
    calculatedPrice: { unitPrice: 39.9, listPrice: { price: 49.9 } },
    cover: { media: { url: '/media/helmet.webp' } },
    manufacturer: { translated: { name: 'Velocita' } },
    options: [{ translated: { name: 'White' } }, { translated: { name: 'M' } }],
    ean: '4006381333931',
    ...fields,
  }) as unknown as Schemas['Product'];

describe('product feed items', () => {
  it('carry every field Google requires, a sale price, the variant group and shipping', () => {
    expect(toFeedItem(product(), context)).toEqual({
      id: 'SW-1.2',
      title: 'Bike helmet – White, M',
      description: 'Light & safe. Tested.',
      link: 'https://shop.test/p/SW-1.2',
      imageLink: 'https://shop.test/media/helmet.webp',
      price: '49.90 EUR',
      salePrice: '39.90 EUR',
      availability: 'in_stock',
      brand: 'Velocita',
      gtin: '4006381333931',
      mpn: null,
      itemGroupId: 'p1',
      shipping: { country: 'DE', service: 'Standard', price: '4.90 EUR' },
    });
  });

  it('leave parents of variants out and mark sold-out products', () => {
    expect(toFeedItem(product({ childCount: 3 }), context)).toBeNull();
    const item = toFeedItem(product({ available: false, shippingFree: true, calculatedPrice: { unitPrice: 10 } as Schemas['CalculatedPrice'] }), context);
    expect(item).toMatchObject({ availability: 'out_of_stock', price: '10.00 EUR', salePrice: null, shipping: { price: '0.00 EUR' } });
  });

  it('escape XML and say when a product has no identifier', () => {
    const xml = feedItemXml({ ...toFeedItem(product({ ean: undefined }), context)!, title: 'Tom & <Jerry> "mugs"' });
    expect(xml).toContain('<title>Tom &#38; &#60;Jerry&#62; &#34;mugs&#34;</title>');
    expect(xml).toContain('<g:identifier_exists>no</g:identifier_exists>');
    expect(xml).toContain('<g:item_group_id>p1</g:item_group_id>');
    expect(xml).toContain('<g:shipping><g:country>DE</g:country><g:service>Standard</g:service><g:price>4.90 EUR</g:price></g:shipping>');
    expect(feedHead({ title: 'A', link: 'https://shop.test/', description: 'd' })).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(FEED_TAIL).toBe('</channel>\n</rss>\n');
  });

  it('read plain text out of HTML', () => {
    expect(plainText('<h2>Big</h2><p>5 &lt; 6 &#8211; ok&nbsp;now</p>')).toBe('Big 5 < 6 – ok now');
  });
});

describe('shipping cost from the price matrix', () => {
  const row = (start: number, end: number | undefined, gross: number, extra: Partial<Schemas['ShippingMethodPrice']> = {}) =>
    ({
      id: `${start}`,
      shippingMethodId: 's',
      calculation: 2,
      quantityStart: start,
      quantityEnd: end,
      currencyPrice: [{ currencyId: 'eur', gross, net: gross, linked: true }],
      ...extra,
    }) as Schemas['ShippingMethodPrice'];

  it('takes the rule-less price row whose range holds the price, in the currency', () => {
    const cost = shippingCostFrom([row(0, 49.99, 4.9), row(50, undefined, 0), row(0, undefined, 1, { ruleId: 'r' })], 'eur');
    expect(cost(20)).toBe(4.9);
    expect(cost(80)).toBe(0);
    expect(shippingCostFrom([row(0, undefined, 4.9)], 'gbp')(20)).toBeNull();
    expect(shippingCostFrom([], 'eur')(20)).toBeNull();
  });
});
