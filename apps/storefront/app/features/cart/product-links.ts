// Product links of line items: the SEO path read for the product (product-links.server.ts), else the
// technical `/detail/{id}`, which redirects to it.
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

/** SEO paths (`/Shirts/Oxford-shirt/AI1001`) by product id. */
export type ProductPaths = ReadonlyMap<string, string>;

/** The storefront path of a product in `locale`, or null for anything that is not a product id. */
export function productPath(productId: string | null | undefined, paths: ProductPaths, locale: Locale): string | null {
  if (!isShopwareId(productId)) return null;
  const id = productId.toLowerCase();
  return localisePath(encodePath(paths.get(id) ?? `/detail/${id}`), locale);
}
