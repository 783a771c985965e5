// Resource route of "Recently viewed": the cards of the ids the browser keeps (`?ids=a,b,c`).
import { localeFromPathname } from '../../i18n/paths.ts';
import { moneyFormat } from '../../features/product/price-format.ts';
import { withPriceTexts } from '../../features/product/price-text.server.ts';
import { loadRecentlyViewed } from '../../features/product/recently-viewed.server.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { Route } from './+types/product-recent';

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const products = await loadRecentlyViewed(context.get(storeApiContext).api, url.searchParams.get('ids') ?? '', locale);
  return { products: withPriceTexts(products, moneyFormat(locale, context.get(sessionSummaryContext).currencyIso)) };
}
