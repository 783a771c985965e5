import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './active-filters.ts';
import { EMPTY_QUERY } from './listing-query.ts';
import type { ListingFiltersView } from './listing-view.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const M = 'c'.repeat(32);

const filters: ListingFiltersView = {
  manufacturers: [{ id: M, name: 'Acme' }],
  properties: [
    {
      id: 'g',
      name: 'Colour',
      options: [
        { id: A, name: 'Red' },
        { id: B, name: 'Blue' },
      ],
    },
  ],
  price: { min: 1, max: 100 },
  maxRating: 5,
  shippingFree: true,
  enabled: ['manufacturer', 'price', 'rating', 'shipping-free', 'properties'],
};

describe('activeFilterChips', () => {
  it('names every active choice and removes only that one, back on page 1', () => {
    const query = { ...EMPTY_QUERY, page: 3, manufacturer: [M], properties: [A, B], minPrice: 10, rating: 4, shippingFree: true };
    const chips = activeFilterChips(query, filters);
    expect(chips.map((chip) => chip.label)).toEqual([
      { kind: 'option', name: 'Acme' },
      { kind: 'option', name: 'Red' },
      { kind: 'option', name: 'Blue' },
      { kind: 'min-price', value: 10 },
      { kind: 'rating', value: 4 },
      { kind: 'shipping-free' },
    ]);
    const red = chips[1];
    expect(red?.without.properties).toEqual([B]);
    expect(red?.without.manufacturer).toEqual([M]);
    expect(red?.without.page).toBe(1);
    expect(chips[3]?.without.minPrice).toBeNull();
    expect(chips[3]?.without.rating).toBe(4);
  });

  it('offers nothing without filters and skips ids the listing does not name', () => {
    expect(activeFilterChips(EMPTY_QUERY, filters)).toEqual([]);
    expect(activeFilterChips({ ...EMPTY_QUERY, properties: ['d'.repeat(32)] }, filters)).toEqual([]);
  });
});
