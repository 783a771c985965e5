import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig } from '../../lib/merchant/config.ts';
import {
  changeQuery,
  DEFAULT_LIMIT,
  EMPTY_QUERY,
  hasActiveFilters,
  listingCriteria,
  listingHref,
  listingSearchParams,
  nextPage,
  pageWindow,
  parseListingQuery,
  resetFilters,
  toggleId,
  totalPages,
} from './listing-query.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);

describe('listing URL ⇄ state', () => {
  it('reads Shopware parameter names, pipes and repeated form fields alike', () => {
    const query = parseListingQuery(
      new URLSearchParams(
        `p=3&limit=20&order=price-asc&properties=${B}|${A}&properties=${C}&manufacturer=${A}&min-price=10&max-price=99.5&rating=4&shipping-free=1&search=shirt`,
      ),
    );
    expect(query).toEqual({
      search: 'shirt',
      page: 3,
      limit: 20,
      order: 'price-asc',
      manufacturer: [A],
      properties: [A, B, C],
      minPrice: 10,
      maxPrice: 99.5,
      rating: 4,
      shippingFree: true,
    });
  });

  it('falls back to defaults for nonsense instead of failing', () => {
    const query = parseListingQuery(
      new URLSearchParams('p=-2&limit=100000&order=<script>&properties=nope|1&min-price=abc&max-price=&rating=9&shipping-free=0'),
    );
    expect(query).toEqual({ ...EMPTY_QUERY, limit: 100, rating: 5 });
    expect(parseListingQuery(new URLSearchParams('')).limit).toBe(DEFAULT_LIMIT);
  });

  it('has no rating filter in a shop without reviews', () => {
    installMerchantConfig({ ...DEMO_CONFIG, features: { ...DEMO_CONFIG.features, reviews: false } });
    try {
      const query = parseListingQuery(new URLSearchParams('rating=4&min-price=5'));
      expect(query).toEqual({ ...EMPTY_QUERY, minPrice: 5 });
      expect(listingCriteria(query)).not.toHaveProperty('rating');
    } finally {
      installMerchantConfig(DEMO_CONFIG);
    }
  });

  it('writes a canonical query string without defaults and round-trips', () => {
    const query = { ...EMPTY_QUERY, page: 2, properties: [A, B], minPrice: 5, order: 'name-desc' };
    const params = listingSearchParams(query);
    expect(params.toString()).toBe(`order=name-desc&properties=${A}%7C${B}&min-price=5&p=2`);
    expect(parseListingQuery(params)).toEqual(query);
    expect(listingHref('/Clothing/', EMPTY_QUERY)).toBe('/Clothing/');
  });

  it('maps to Store API listing criteria with pipes', () => {
    expect(listingCriteria({ ...EMPTY_QUERY, search: 'tent', manufacturer: [A, B], shippingFree: true, maxPrice: 0 })).toEqual({
      p: 1,
      limit: DEFAULT_LIMIT,
      search: 'tent',
      manufacturer: `${A}|${B}`,
      'max-price': 0,
      'shipping-free': true,
    });
  });
});

describe('listing state changes', () => {
  const filtered = {
    ...EMPTY_QUERY,
    search: 'lamp',
    page: 4,
    order: 'price-asc',
    manufacturer: [A],
    properties: [B],
    minPrice: 1,
    maxPrice: 2,
    rating: 3,
    shippingFree: true,
  };

  it('resets the filters but keeps the search text, sorting and page size', () => {
    const reset = resetFilters(filtered);
    expect(reset).toEqual({ ...EMPTY_QUERY, search: 'lamp', order: 'price-asc' });
    expect(hasActiveFilters(reset)).toBe(false);
    expect(hasActiveFilters(filtered)).toBe(true);
  });

  it('goes back to page 1 on any change but paging', () => {
    expect(changeQuery(filtered, { order: 'name-asc' }).page).toBe(1);
    expect(changeQuery(filtered, { page: 5 }).page).toBe(5);
  });

  it('toggles ids', () => {
    expect(toggleId([A], B)).toEqual([A, B]);
    expect(toggleId([A, B], A)).toEqual([B]);
  });

  it('counts pages by rounding up and knows the next page', () => {
    expect(totalPages(37, 10)).toBe(4);
    expect(totalPages(0, 10)).toBe(0);
    expect(nextPage(3, 37, 10)).toBe(4);
    expect(nextPage(4, 37, 10)).toBeNull();
  });

  it('shows first, last and neighbours of the current page', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('never hides a single page behind a gap and keeps the window width at the ends', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('offers every page from 1 to the last, or a gap standing for at least two pages', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const entries = pageWindow(page, pages);
        expect(entries[0]).toBe(1);
        expect(entries[entries.length - 1]).toBe(pages);
        expect(entries).toContain(page);
        entries.forEach((entry, index) => {
          if (entry !== 'gap') return;
          const before = entries[index - 1] as number;
          const after = entries[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });
});
