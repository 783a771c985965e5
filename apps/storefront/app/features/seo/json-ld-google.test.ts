// Structured data against Google's documented required and recommended properties: merchant listings (Product,
// Offer, OfferShippingDetails, MerchantReturnPolicy), product variants (ProductGroup), Organization and WebSite.
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures.ts';
import { DEMO_POLICIES } from '../../lib/merchant/config.ts';
import { toProductDetail, toReviews } from '../product-data/detail-view.ts';
import { viewContext } from '../product-data/view-context.ts';
import { organizationJsonLd, productJsonLd, websiteJsonLd } from './json-ld.ts';

type Json = Record<string, unknown>;
const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Json)[key] : undefined), data);
const missing = (data: unknown, paths: readonly string[]) => paths.filter((path) => at(data, path) === undefined || at(data, path) === '');

const MERCHANT_LISTING_REQUIRED = ['name', 'image', 'offers.price', 'offers.priceCurrency'];
const MERCHANT_LISTING_RECOMMENDED = [
  'description',
  'sku',
  'brand.name',
  'offers.availability',
  'offers.itemCondition',
  'offers.shippingDetails.shippingRate.value',
  'offers.shippingDetails.shippingRate.currency',
  'offers.shippingDetails.shippingDestination.addressCountry',
  'offers.shippingDetails.deliveryTime.handlingTime.minValue',
  'offers.shippingDetails.deliveryTime.handlingTime.maxValue',
  'offers.shippingDetails.deliveryTime.transitTime.minValue',
  'offers.shippingDetails.deliveryTime.transitTime.maxValue',
  'offers.hasMerchantReturnPolicy.applicableCountry',
  'offers.hasMerchantReturnPolicy.returnPolicyCategory',
  'offers.hasMerchantReturnPolicy.merchantReturnDays',
  'offers.hasMerchantReturnPolicy.returnMethod',
  'offers.hasMerchantReturnPolicy.returnFees',
];

const market = { country: 'DE', policies: DEMO_POLICIES };
const base = toProductDetail(productFixture, viewContext('en-GB', 'EUR'), (html) => html);
const product = { ...base, manufacturer: base.manufacturer ?? { name: 'Zephyrwing', image: null } };
const noReviews = toReviews([], 0, null, { locale: 'en-GB' });

describe('Product structured data for merchant listings', () => {
  it('has every required and recommended property, shipping and returns included', () => {
    const data = productJsonLd(product, noReviews, 'https://shop.test', 'EUR', market);
    expect(missing(data, MERCHANT_LISTING_REQUIRED)).toEqual([]);
    expect(missing(data, MERCHANT_LISTING_RECOMMENDED)).toEqual([]);
    expect(at(data, 'offers.shippingDetails')).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'DE' },
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: { unitCode: 'DAY' }, transitTime: { unitCode: 'DAY' } },
    });
    expect(at(data, 'offers.hasMerchantReturnPolicy')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'DE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it('charges shipping below the free-shipping threshold only, and names none in another currency', () => {
    const cheap = { ...product, price: { ...product.price, unitPrice: 10 }, shippingFree: false };
    expect(at(productJsonLd(cheap, noReviews, '', 'EUR', market), 'offers.shippingDetails.shippingRate.value')).toBe(4.9);
    expect(
      at(productJsonLd({ ...cheap, price: { ...cheap.price, unitPrice: 80 } }, noReviews, '', 'EUR', market), 'offers.shippingDetails.shippingRate.value'),
    ).toBe(0);
    expect(at(productJsonLd({ ...cheap, shippingFree: true }, noReviews, '', 'EUR', market), 'offers.shippingDetails.shippingRate.value')).toBe(0);
    expect(at(productJsonLd(cheap, noReviews, '', 'PLN', market), 'offers.shippingDetails')).toBeUndefined();
    const noReturns = { country: 'DE', policies: { ...DEMO_POLICIES, returns: { days: 0, freeReturns: false } } };
    expect(at(productJsonLd(cheap, noReviews, '', 'EUR', noReturns), 'offers.hasMerchantReturnPolicy.returnPolicyCategory')).toBe(
      'https://schema.org/MerchantReturnNotPermitted',
    );
  });

  it('marks a variant as part of its ProductGroup, with what the group varies by', () => {
    const variant = {
      ...product,
      parentId: 'parent-1',
      options: [
        { group: 'Colour', values: ['Navy'] },
        { group: 'Size', values: ['M'] },
        { group: 'Fit', values: ['Slim'] },
      ],
    };
    const data = productJsonLd(variant, noReviews, '', 'EUR', market);
    expect(data).toMatchObject({
      inProductGroupWithID: 'parent-1',
      color: 'Navy',
      size: 'M',
      isVariantOf: { '@type': 'ProductGroup', productGroupID: 'parent-1', variesBy: ['https://schema.org/color', 'https://schema.org/size'] },
    });
    expect(productJsonLd({ ...product, parentId: null }, noReviews, '', 'EUR', market)).not.toHaveProperty('isVariantOf');
  });
});

describe('Organization and WebSite', () => {
  it('name the shop, its address, logo and contact', () => {
    const data = organizationJsonLd({ name: 'Aisle', logo: '/logo.svg', contactEmail: 'service@aisle.example' }, 'https://shop.test');
    expect(missing(data, ['name', 'url', 'logo'])).toEqual([]);
    expect(data).toMatchObject({ '@type': 'Organization', url: 'https://shop.test/', logo: 'https://shop.test/logo.svg' });
  });

  it('offer the shop’s search as a SearchAction', () => {
    const data = websiteJsonLd('Aisle', 'https://shop.test/pl-PL', 'https://shop.test/pl-PL/search', 'pl-PL');
    expect(missing(data, ['name', 'url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'])).toEqual([]);
    expect(at(data, 'potentialAction.target.urlTemplate')).toBe('https://shop.test/pl-PL/search?search={search_term_string}');
    expect(at(data, 'potentialAction.query-input')).toBe('required name=search_term_string');
  });
});
