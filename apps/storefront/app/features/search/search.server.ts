// Search page and header suggestions through the Store API (`/search`, `/search-suggest`).
import type { Locale } from '../../i18n/locales.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { throwPageError } from '../errors/responses.server.ts';
import { listingCriteria, type ListingQuery } from '../listing/listing-query.ts';
import { toListingView, type ListingView } from '../listing/listing-view.ts';
import { toProductCard } from '../product/product-view.ts';
import { loadColourSwatches } from '../product/colour-swatches.server.ts';
import { loadSearchableNavigation } from '../navigation/navigation.server.ts';
import { flattenLinks, matchDestinations } from './destinations.ts';
import type { SuggestResult } from './suggest.ts';
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from './suggest.ts';

/** Product links need SEO URLs; the search operations' typed headers lack the flag, the client is per request. */
function includeSeoUrls(api: StoreApiClient): void {
  api.defaultHeaders.apply({ 'sw-include-seo-urls': 'true' });
}

export interface SearchPageData {
  term: string;
  listing: ListingView | null;
  /** The engine's correction of a misspelt term (Aisle's `extensions.search`; a real Shopware sends none). */
  correctedTerm?: string;
}

/** The correction a forgiving engine found the products through, if it differs from what was typed. */
function correctedTermOf(result: { extensions?: { search?: { correctedTerm: string } } }, term: string): string | undefined {
  const corrected = result.extensions?.search?.correctedTerm;
  return corrected && corrected.toLowerCase() !== term.toLowerCase() ? corrected : undefined;
}

export async function loadSearchPage(api: StoreApiClient, query: ListingQuery, locale: Locale): Promise<SearchPageData> {
  const term = query.search.trim();
  // The Store API answers a missing term with 400: without one there is nothing to search.
  if (!term) return { term: '', listing: null };
  try {
    includeSeoUrls(api);
    const { data } = await api.invoke('searchPage post /search', {
      body: { ...listingCriteria(query), search: term },
    });
    const swatches = await loadColourSwatches(api, data.elements ?? [], locale);
    const correctedTerm = correctedTermOf(data, term);
    return { term, listing: toListingView(data, locale, undefined, swatches), ...(correctedTerm ? { correctedTerm } : {}) };
  } catch (error) {
    throwPageError(error);
  }
}

/** `navigationKey`: what the navigation trees are cached under (endpoint and language). */
export async function loadSuggestions(api: StoreApiClient, rawTerm: string, locale: Locale, navigationKey: string): Promise<SuggestResult> {
  const term = rawTerm.trim().slice(0, 200);
  if (term.length < SUGGEST_MIN_LENGTH) return { term, total: 0, products: [], categories: [], pages: [] };
  includeSeoUrls(api);
  const [{ data }, navigation] = await Promise.all([
    api.invoke('searchSuggest post /search-suggest', { body: { search: term, limit: SUGGEST_LIMIT } }),
    loadSearchableNavigation(api, locale, navigationKey),
  ]);
  const products = (data.elements ?? []).map((product) => toProductCard(product, locale));
  // Names are matched as typed and, for a misspelt term, as the engine corrected it ("runing" → Running).
  const correctedTerm = correctedTermOf(data, term);
  return {
    term,
    total: typeof data.total === 'number' ? data.total : products.length,
    products: products.map(({ id, name, href, image, price }) => ({ id, name, href, image, price })),
    categories: matchDestinations(flattenLinks(navigation.categories), term, correctedTerm),
    pages: matchDestinations(flattenLinks(navigation.pages), term, correctedTerm),
  };
}
