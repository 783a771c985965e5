// features/listing — product listings: URL ⇄ listing state ⇄ criteria, filters, sorting, pagination, load-more.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { listingCriteria, parseListingQuery } from './listing-query.ts';
export type { ListingCriteria, ListingQuery } from './listing-query.ts';
export { enabledFilters, toListingView } from './listing-view.ts';
export type { ListingFiltersView, ListingView } from './listing-view.ts';
export { ListingFilters } from './ListingFilters.tsx';
export { ProductListing } from './ProductListing.tsx';
