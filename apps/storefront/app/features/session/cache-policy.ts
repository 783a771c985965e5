// Which pages a shared cache (CDN, reverse proxy, the storefront's own full-page cache) may keep
// (docs/architecture.md §3, docs/caches.md): reads by visitors without a context token, in the default context,
// that answer 200 and set no cookie. Everyone else gets private pages, as Shopware's own storefront
// does once a context holds something.
import type { SessionSummary } from '../../lib/request-context.ts';

/** Fresh for a minute in shared caches, then served stale for five while one request refreshes it. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

export interface CachePolicyInput {
  method: string;
  /** The visitor sent a context token cookie. */
  hasContextToken: boolean;
  hasFlash: boolean;
  cartRemembered: boolean;
  summary: Pick<SessionSummary, 'sharedCatalogue' | 'defaultCurrency' | 'loggedIn'>;
  status: number;
  setsCookies: boolean;
}

/** Same page for every visitor in the default context (also what stale-if-down may keep). */
export function isAnonymousPage(input: Omit<CachePolicyInput, 'hasContextToken' | 'setsCookies'>): boolean {
  const read = input.method === 'GET' || input.method === 'HEAD';
  const { summary } = input;
  return read && input.status === 200 && summary.sharedCatalogue && summary.defaultCurrency && !summary.loggedIn && !input.cartRemembered && !input.hasFlash;
}

export function sharedCacheable(input: CachePolicyInput): boolean {
  return !input.hasContextToken && !input.setsCookies && isAnonymousPage(input);
}

/** `/` answers by Accept-Language (the root redirect) as well as by cookies. */
export function varyHeader(pathname: string): string {
  return pathname === '/' ? 'Cookie, Accept-Language' : 'Cookie';
}
