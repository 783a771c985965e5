// What the search page renders, shared by its loader (search.server.ts) and its component (SearchPage.tsx).
import type { ListingView } from '../listing/index.ts';

export interface SearchPageData {
  term: string;
  listing: ListingView | null;
  /** The engine's correction of a misspelt term (Aisle's `extensions.search`; a real Shopware sends none). */
  correctedTerm?: string;
}
