// The product pages of line items (cart and orders): their SEO paths, read once per list through
// POST /seo-url (as the variant switch does), else the technical `/detail/{id}`, which redirects.
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { ProductPaths } from './product-links.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

/** SEO paths by product id; an unreachable Store API leaves the technical paths (never an error). */
export async function productSeoPaths(api: StoreApiClient, productIds: ReadonlyArray<string | null | undefined>): Promise<ProductPaths> {
  const ids = [...new Set(productIds.filter(isShopwareId).map((id) => id.toLowerCase()))];
  const paths = new Map<string, string>();
  if (ids.length === 0) return paths;
  try {
    const { data } = await api.invoke('readSeoUrl post /seo-url', {
      body: {
        filter: [
          { type: 'equalsAny', field: 'foreignKey', value: ids },
          { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
        ],
        limit: ids.length * 4,
      },
    });
    for (const url of data.elements ?? []) {
      const seoPath = url.seoPathInfo?.replace(/^\/+/, '');
      if (seoPath && url.foreignKey && !paths.has(url.foreignKey) && url.isCanonical !== false) paths.set(url.foreignKey, `/${seoPath}`);
    }
  } catch {
    // The technical paths work too.
  }
  return paths;
}
