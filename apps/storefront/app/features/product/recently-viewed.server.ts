// Cards of the products a shopper viewed last (ids from their browser), in the order given.
import type { RouterContextProvider } from 'react-router';
import { localeFromPathname } from '../../i18n/paths.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { toProductCard, type ProductCardView, type ViewContext } from '../product-data/index.ts';
import { parseRecentIds } from './recently-viewed.ts';
import { requestViewContext } from '../product-data/index.server.ts';

async function recentCards(api: StoreApiClient, idList: string, view: ViewContext): Promise<ProductCardView[]> {
  const ids = parseRecentIds(idList);
  if (ids.length === 0) return [];
  try {
    const { data } = await api.invoke('readProduct post /product', {
      headers: { 'sw-include-seo-urls': true },
      body: { ids, limit: ids.length, associations: { cover: { associations: { media: {} } } } },
    });
    const byId = new Map((data.elements ?? []).map((product) => [product.id, toProductCard(product, view)]));
    return ids.map((id) => byId.get(id)).filter((card): card is ProductCardView => card !== undefined);
  } catch (error) {
    // An aid: without the Store API the section stays away.
    if (!storeApiFailureOf(error)) throw error;
    return [];
  }
}

/** The resource route's answer for `?ids=a,b,c`. */
export async function loadRecentlyViewed(context: Readonly<RouterContextProvider>, url: URL): Promise<{ products: ProductCardView[] }> {
  const view = requestViewContext(context, localeFromPathname(url.pathname));
  return { products: await recentCards(context.get(storeApiContext).api, url.searchParams.get('ids') ?? '', view) };
}
