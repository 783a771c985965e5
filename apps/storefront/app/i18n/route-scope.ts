// The two copies of every route (routes.ts) and the check of the dynamic one: a first segment that is
// no market's prefix is a page of the unprefixed market when the route is its home or catch-all
// (`/Clothing` is a category), and no page otherwise (`/Clothing/checkout` is 404).
import { hasUnprefixedMarket, localeForPrefix } from './locales.ts';

export const ROUTE_SCOPES = ['default', 'market'] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

/** The dynamic first segment of the `market/*` routes. */
export const MARKET_PARAM = 'market';

/** Patterns of the `market/*` routes that are content pages of the unprefixed market as well. */
const CONTENT_PATTERNS = new Set([`:${MARKET_PARAM}`, `:${MARKET_PARAM}/*`]);

/** Whether the matched route (its pattern and params) belongs to a configured market. */
export function routeFitsMarkets(pattern: string, params: Readonly<Record<string, string | undefined>>): boolean {
  const segment = params[MARKET_PARAM];
  if (segment === undefined) return true;
  if (localeForPrefix(segment) !== undefined) return true;
  // React Router joins the matched paths with or without a leading slash, depending on its version.
  return hasUnprefixedMarket() && CONTENT_PATTERNS.has(pattern.replace(/^\//, ''));
}
