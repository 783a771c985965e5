// Load-more fetches the page's own URL for the next page and takes the listing out of whatever the
// route returned (a search result or a CMS page with a listing slot). Pure.
import type { ListingView } from './listing-view.ts';

function isListing(value: unknown): value is ListingView {
  return (
    typeof value === 'object' && value !== null && 'products' in value && Array.isArray(value.products) && 'total' in value && typeof value.total === 'number'
  );
}

/** The first listing found in loader data (depth-first, bounded). */
export function findListing(data: unknown, depth = 0): ListingView | null {
  if (depth > 8 || typeof data !== 'object' || data === null) return null;
  if ('listing' in data && isListing(data.listing)) return data.listing;
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    const found = findListing(value, depth + 1);
    if (found) return found;
  }
  return null;
}
