import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig } from '../../lib/merchant/config.ts';
import { searchFixture } from '../../../test/fixtures.ts';
import { enabledFilters, listingFilters, toListingView } from './listing-view.ts';
import { viewContext } from '../product-data/view-context.ts';

describe('listing view from the real Search fixture', () => {
  const view = toListingView(searchFixture, viewContext('en-GB', 'EUR'));

  it('maps products, paging and sortings (by priority)', () => {
    expect(view.products.map((product) => product.name)).toEqual(['»Arctic Rose« IKARIMI® salmon filet']);
    expect(view).toMatchObject({ total: 1, page: 1, limit: 15, sorting: 'score' });
    expect(view.sortings.map((sorting) => sorting.key)).toContain('price-asc');
    // Every card's price carries its text, formatted for the view's locale and currency.
    expect(view.products.map((product) => product.price.unitText)).toEqual(view.products.map((product) => `€${product.price.unitPrice.toFixed(2)}`));
  });

  it('reads aggregation numbers sent as strings and leaves out property buckets without names', () => {
    expect(view.filters.price).toEqual({ min: 39.9, max: 39.9 });
    expect(view.filters.shippingFree).toBe(true);
    expect(view.filters.maxRating).toBeNull();
    expect(view.filters.manufacturers.map((option) => option.name)).toEqual(['Deutsche See']);
    expect(view.filters.properties).toEqual([]);
  });

  it('offers property groups with their options in position order and colour swatches', () => {
    const filters = listingFilters({
      properties: {
        entities: [
          {
            id: 'g2',
            name: 'Size',
            position: 2,
            filterable: true,
            options: [
              { id: 'o2', name: 'M', position: 2 },
              { id: 'o1', name: 'S', position: 1 },
            ],
          },
          {
            id: 'g1',
            name: 'Colour',
            position: 1,
            filterable: true,
            options: [{ id: 'o3', name: 'Red', colorHexCode: '#ff0000', translated: { name: 'Rot' } }],
          },
          { id: 'g3', name: 'Hidden', position: 0, filterable: false, options: [{ id: 'o4', name: 'x' }] },
        ],
      },
    });
    expect(filters.properties).toEqual([
      { id: 'g1', name: 'Colour', options: [{ id: 'o3', name: 'Rot', color: '#ff0000' }] },
      {
        id: 'g2',
        name: 'Size',
        options: [
          { id: 'o1', name: 'S' },
          { id: 'o2', name: 'M' },
        ],
      },
    ]);
  });

  it('enables the filters the CMS listing element names', () => {
    expect(enabledFilters({ filters: { value: 'price-filter,property-filter' } })).toEqual(['price', 'properties']);
    expect(enabledFilters(null)).toHaveLength(5);
  });

  it('offers no rating filter in a shop without reviews', () => {
    const aggregations = { rating: { max: 4.5 }, price: { min: 1, max: 9 } };
    expect(listingFilters(aggregations).enabled).toContain('rating');
    installMerchantConfig({ ...DEMO_CONFIG, features: { ...DEMO_CONFIG.features, reviews: false } });
    try {
      expect(listingFilters(aggregations).enabled).toEqual(['manufacturer', 'price', 'shipping-free', 'properties']);
    } finally {
      installMerchantConfig(DEMO_CONFIG);
    }
  });
});
