// Shared page data for anonymous visitors in the default context (docs/caches.md, docs/architecture.md §3): the
// loaded and mapped page is the same for all of them per language and currency, so it is kept for
// 10 s and served stale up to 60 s while it is refreshed. Customers (own reviews, group prices) and
// visitors with another country (taxes) always load their own. STOREFRONT_PAGE_CACHE=0 turns it off.
// In this process only: loader data need not be JSON, and it is read on every such page view
// (instances share whole anonymous pages through the HTML cache instead).
import type { RouterContextProvider } from 'react-router';
import { createLookupCache } from '@aisle/cache-store';
import { readConfig } from './config.server.ts';
import { sessionSummaryContext } from './request-context.ts';

export interface PageCache<T> {
  get(context: Readonly<RouterContextProvider>, key: string, load: () => Promise<T>): Promise<T>;
}

const PAGE_TTL = { freshMs: 10_000, staleMs: 60_000 };

export function createPageCache<T>(maxEntries = 500): PageCache<T> {
  const cache = createLookupCache({ namespace: 'page-data', maxEntries, shared: false });
  return {
    get(context, key, load) {
      const summary = context.get(sessionSummaryContext);
      if (!summary.sharedCatalogue || process.env.STOREFRONT_PAGE_CACHE === '0') return load();
      // The tax state too: a sales channel whose default group shows net prices must never share a page
      // with gross visitors (and the reverse), whatever else the session has in common.
      return cache.wrap(`${readConfig().endpoint}|${summary.languageId ?? ''}|${summary.currencyId}|${summary.taxState}|${key}`, load, PAGE_TTL);
    },
  };
}
