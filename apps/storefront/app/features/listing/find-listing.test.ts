import { describe, expect, it } from 'vitest';
import { findListing } from './find-listing.ts';

describe('findListing', () => {
  it('finds the listing of a search page and inside a prepared CMS page', () => {
    const listing = { products: [], total: 3 };
    expect(findListing({ term: 'x', listing })).toBe(listing);
    expect(
      findListing({ kind: 'category', cmsPage: { sections: [{ blocks: [{ slots: [{ data: { apiAlias: 'aisle_product_listing', listing } }] }] }] } }),
    ).toBe(listing);
    expect(findListing({ listing: null })).toBeNull();
    expect(findListing(undefined)).toBeNull();
  });
});
