// Main and footer navigation trees from the Store API, reduced to the links the chrome renders.
import type { Schemas } from '../../lib/store-api/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { toNavigationLinks, type NavigationLink } from './links.ts';

// The navigation trees are the same for every visitor of a language, and every page shows them: a
// short-lived cache (shared by the instances with Redis) spares the Store API two calls per page view. Briefly stale menus
// after an edit are acceptable; cart, customer and checkout data are never cached.
const NAVIGATION_TTL_MS = 30_000;
const treeCache = lazyLookupCache('navigation');

type NavigationAlias = 'main-navigation' | 'footer-navigation';

async function readTree(api: StoreApiClient, alias: NavigationAlias, depth: number): Promise<Schemas['Category'][]> {
  const { data } = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: alias, rootId: alias },
    headers: { 'sw-include-seo-urls': true },
    body: { depth },
  });
  // An unconfigured footer navigation answers 204 without a body.
  return Array.isArray(data) ? data : [];
}

/**
 * Both trees, requested at once. The main navigation is critical (its failure fails the page); the
 * footer's is streamed after the first byte, so it never rejects: a failed read leaves the footer
 * without links (the page is already on its way).
 */
export function loadNavigation(api: StoreApiClient, locale: Locale, cacheKey: string): { main: Promise<NavigationLink[]>; footer: Promise<NavigationLink[]> } {
  // The header needs no layout ids (only the footer's terms and privacy pages are found by them).
  const main = treeCache
    .wrap(`${cacheKey}|main`, () => readTree(api, 'main-navigation', 2), { freshMs: NAVIGATION_TTL_MS })
    .then((tree) => toNavigationLinks(tree, locale, false));
  const footer = treeCache
    .wrap(`${cacheKey}|footer`, () => readTree(api, 'footer-navigation', 2), { freshMs: NAVIGATION_TTL_MS })
    .then((tree) => toNavigationLinks(tree, locale))
    .catch(() => []);
  return { main, footer };
}

/**
 * Every category of the main navigation (deeper than the header shows) and the footer's pages, for the
 * header search's suggestions; cached like the chrome's trees. A failure suggests none.
 */
export async function loadSearchableNavigation(
  api: StoreApiClient,
  locale: Locale,
  cacheKey: string,
): Promise<{ categories: NavigationLink[]; pages: NavigationLink[] }> {
  const [categories, pages] = await Promise.all([
    treeCache.wrap(`${cacheKey}|main-all`, () => readTree(api, 'main-navigation', 5), { freshMs: NAVIGATION_TTL_MS }),
    treeCache.wrap(`${cacheKey}|footer`, () => readTree(api, 'footer-navigation', 2), { freshMs: NAVIGATION_TTL_MS }),
  ]).catch(() => [[], []]);
  return { categories: toNavigationLinks(categories, locale, false), pages: toNavigationLinks(pages, locale, false) };
}
