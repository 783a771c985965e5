// The product pages of line items (cart and orders): their SEO paths, read once per list through
// POST /seo-url (as the variant switch does), else the technical `/detail/{id}`, which redirects.
// With the page's locale the answer is kept a minute per set of products (ADR 0026: the cart page
// read the same paths on every view); SEO paths change only when the catalogue does.
import type { Locale } from '../../i18n/locales.ts';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { ProductPaths } from './product-links.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { ROUTE_NAMES, routeNameFilter } from '../../lib/store-api/seo-routes.ts';

const cache = lazyLookupCache('product-paths');
const PATHS_TTL = { freshMs: 60_000 };

async function readSeoPaths(api: StoreApiClient, ids: string[]): Promise<[string, string][]> {
  const { data } = await api.invoke('readSeoUrl post /seo-url', {
    body: {
      filter: [{ type: 'equalsAny', field: 'foreignKey', value: ids }, routeNameFilter(ROUTE_NAMES.detail)],
      limit: ids.length * 4,
    },
  });
  const paths = new Map<string, string>();
  for (const url of data.elements ?? []) {
    const seoPath = url.seoPathInfo?.replace(/^\/+/, '');
    if (seoPath && url.foreignKey && !paths.has(url.foreignKey) && url.isCanonical !== false) paths.set(url.foreignKey, `/${seoPath}`);
  }
  // Pairs, not a Map: the cache may keep them as JSON in Redis.
  return [...paths];
}

/**
 * SEO paths by product id; an unreachable Store API leaves the technical paths (never an error).
 * `locale` (the language the session reads in) lets the answer be shared for a minute.
 */
export async function productSeoPaths(api: StoreApiClient, productIds: ReadonlyArray<string | null | undefined>, locale?: Locale): Promise<ProductPaths> {
  const ids = [...new Set(productIds.filter(isShopwareId).map((id) => id.toLowerCase()))].sort();
  if (ids.length === 0) return new Map();
  try {
    const pairs = locale
      ? await cache.wrap(`${readConfig().endpoint}|${locale}|${ids.join(',')}`, () => readSeoPaths(api, ids), PATHS_TTL)
      : await readSeoPaths(api, ids);
    return new Map(pairs);
  } catch {
    // The technical paths work too.
    return new Map();
  }
}
