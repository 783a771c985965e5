import { describe, expect, it } from 'vitest';
import { parseListingParams } from './listing-params.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('parseListingParams', () => {
  it('uses Shopware defaults and repairs out-of-range values', () => {
    expect(parseListingParams({})).toMatchObject({ page: 1, limit: 24, order: undefined, shippingFree: false, reduceAggregations: false });
    expect(parseListingParams({ p: '0', limit: '-5' })).toMatchObject({ page: 1, limit: 24 });
    expect(parseListingParams({ p: '3', limit: '500' })).toMatchObject({ page: 3, limit: 100 });
    // Arrays and booleans are not numbers (Number([4]) would be 4); fractions are truncated like PHP's (int).
    expect(parseListingParams({ p: [4], limit: true })).toMatchObject({ page: 1, limit: 24 });
    expect(parseListingParams({ p: '2.7', limit: '9.9' })).toMatchObject({ page: 2, limit: 9 });
  });

  it('splits pipe-joined ids and ignores malformed ones', () => {
    expect(parseListingParams({ properties: `${A}|${B}|nonsense`, manufacturer: [A] })).toMatchObject({ properties: [A, B], manufacturer: [A] });
  });

  it('reads price, rating, flags and the search term', () => {
    const params = parseListingParams({
      'min-price': '10',
      'max-price': '-1',
      rating: '3.7',
      'shipping-free': '1',
      'rating-filter': 'false',
      search: '  dress ',
      'reduce-aggregations': null,
    });
    expect(params).toMatchObject({ minPrice: 10, maxPrice: undefined, rating: 3, shippingFree: true, search: 'dress', reduceAggregations: true });
    expect(params.filters.rating).toBe(false);
  });
});
