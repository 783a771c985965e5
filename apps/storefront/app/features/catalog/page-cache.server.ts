// Shared page data for anonymous visitors in the default context (ARCHITECTURE §3 "Caching"): the
// loaded and mapped page is the same for all of them per language and currency, so it is kept for
// 10 s and served stale up to 60 s while it is refreshed. Customers (own reviews, group prices) and
// visitors with another country (taxes) always load their own. STOREFRONT_PAGE_CACHE=0 turns it off.
import type { RouterContextProvider } from 'react-router';
import { readConfig } from '../../lib/config.server.ts';
import { sessionSummaryContext } from '../../lib/request-context.ts';
import { SwrCache } from '../../lib/swr-cache.ts';

export interface PageCache<T> {
  get(context: Readonly<RouterContextProvider>, key: string, load: () => Promise<T>): Promise<T>;
}

export function createPageCache<T>(maxEntries = 500): PageCache<T> {
  const cache = new SwrCache<T>({ freshMs: 10_000, staleMs: 60_000, maxEntries });
  return {
    get(context, key, load) {
      const summary = context.get(sessionSummaryContext);
      if (!summary.sharedCatalogue || process.env.STOREFRONT_PAGE_CACHE === '0') return load();
      return cache.get(`${readConfig().endpoint}|${summary.languageId ?? ''}|${summary.currencyId}|${key}`, load);
    },
  };
}
