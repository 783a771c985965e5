// Cards of the products a shopper viewed last (ids from their browser), in the order given.
import type { Locale } from '../../i18n/locales.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { toProductCard, type ProductCardView } from './product-view.ts';
import { parseRecentIds } from './recently-viewed.ts';

export async function loadRecentlyViewed(api: StoreApiClient, idList: string, locale: Locale): Promise<ProductCardView[]> {
  const ids = parseRecentIds(idList);
  if (ids.length === 0) return [];
  try {
    const { data } = await api.invoke('readProduct post /product', {
      headers: { 'sw-include-seo-urls': true },
      body: { ids, limit: ids.length, associations: { cover: { associations: { media: {} } } } },
    });
    const byId = new Map((data.elements ?? []).map((product) => [product.id, toProductCard(product, locale)]));
    return ids.map((id) => byId.get(id)).filter((card): card is ProductCardView => card !== undefined);
  } catch (error) {
    // An aid: without the Store API the section stays away.
    if (!storeApiFailureOf(error)) throw error;
    return [];
  }
}
