// Search page and header suggestions through the Store API (`/search`, `/search-suggest`); result
// pages are kept in the page cache for anonymous visitors.
import { data as routeData, type RouterContextProvider } from 'react-router';
import { localeFromPathname } from '../../i18n/paths.ts';
import { readConfig } from '../../lib/config.server.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { createPageCache } from '../../lib/page-cache.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { listingCriteria, parseListingQuery, toListingView, type ListingQuery } from '../listing/index.ts';
import type { SearchPageData } from './search-page-view.ts';
import { toProductCard, type ViewContext } from '../product-data/index.ts';
import { loadColourSwatches, requestViewContext } from '../product-data/index.server.ts';
import { loadSearchableNavigation } from '../navigation/index.server.ts';
import { flattenLinks, matchDestinations } from './destinations.ts';
import type { SuggestResult } from './suggest.ts';
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from './suggest.ts';

/** Product links need SEO URLs; the search operations' typed headers lack the flag, the client is per request. */
function includeSeoUrls(api: StoreApiClient): void {
  api.defaultHeaders.apply({ 'sw-include-seo-urls': 'true' });
}

/** The correction a forgiving engine found the products through, if it differs from what was typed. */
function correctedTermOf(result: { extensions?: { search?: { correctedTerm: string } } }, term: string): string | undefined {
  const corrected = result.extensions?.search?.correctedTerm;
  return corrected && corrected.toLowerCase() !== term.toLowerCase() ? corrected : undefined;
}

const searchCache = createPageCache<SearchPageData>();

/** The search page for `url` (`?search=…` and the listing's parameters). */
export function loadSearchPage(context: Readonly<RouterContextProvider>, url: URL): Promise<SearchPageData> {
  const view = requestViewContext(context, localeFromPathname(url.pathname));
  return searchCache.get(context, `${url.pathname}${url.search}`, () =>
    searchPage(context.get(storeApiContext).api, parseListingQuery(url.searchParams), view),
  );
}

async function searchPage(api: StoreApiClient, query: ListingQuery, view: ViewContext): Promise<SearchPageData> {
  const term = query.search.trim();
  // The Store API answers a missing term with 400: without one there is nothing to search.
  if (!term) return { term: '', listing: null };
  try {
    includeSeoUrls(api);
    const { data } = await api.invoke('searchPage post /search', {
      body: { ...listingCriteria(query), search: term },
    });
    const swatches = await loadColourSwatches(api, data.elements ?? [], view);
    const correctedTerm = correctedTermOf(data, term);
    return { term, listing: toListingView(data, view, undefined, swatches), ...(correctedTerm ? { correctedTerm } : {}) };
  } catch (error) {
    throwPageError(error);
  }
}

/** The suggestions for `?search=`; a Store API failure shows none instead of an error page (they are an aid). */
export async function loadSuggestions(context: Readonly<RouterContextProvider>, url: URL) {
  const term = url.searchParams.get('search') ?? '';
  try {
    const locale = localeFromPathname(url.pathname);
    const summary = context.get(sessionSummaryContext);
    const navigationKey = `${readConfig().endpoint}|${summary.languageId ?? locale}`;
    return await suggestions(context.get(storeApiContext).api, term, requestViewContext(context, locale), navigationKey);
  } catch (error) {
    if (!storeApiFailureOf(error)) throw error;
    return routeData({ term: term.trim(), total: 0, products: [], categories: [], pages: [] }, { status: 200 });
  }
}

/** `navigationKey`: what the navigation trees are cached under (endpoint and language). */
async function suggestions(api: StoreApiClient, rawTerm: string, view: ViewContext, navigationKey: string): Promise<SuggestResult> {
  const { locale } = view;
  const term = rawTerm.trim().slice(0, 200);
  if (term.length < SUGGEST_MIN_LENGTH) return { term, total: 0, products: [], categories: [], pages: [] };
  includeSeoUrls(api);
  const [{ data }, navigation] = await Promise.all([
    // Suggestions show no filters: without the flag every keystroke would compute the filter options.
    api.invoke('searchSuggest post /search-suggest', { body: { search: term, limit: SUGGEST_LIMIT, 'no-aggregations': '' } }),
    loadSearchableNavigation(api, locale, navigationKey),
  ]);
  const products = (data.elements ?? []).map((product) => toProductCard(product, view));
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
