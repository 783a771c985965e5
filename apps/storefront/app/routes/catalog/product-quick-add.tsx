// Resource route of the quick-add dialog (fetched when a shopper opens it, never with the listing).
import { data } from 'react-router';
import { localeFromPathname } from '../../i18n/paths.ts';
import { moneyFormat } from '../../features/product/price-format.ts';
import { withPriceTexts } from '../../features/product/price-text.server.ts';
import { loadQuickAdd } from '../../features/product/quick-add.server.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { Route } from './+types/product-quick-add';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  if (!isShopwareId(params.productId)) return data({ product: null }, { status: 404 });
  const locale = localeFromPathname(url.pathname);
  try {
    const product = await loadQuickAdd(context.get(storeApiContext).api, params.productId.toLowerCase(), locale);
    return data(
      { product: product && withPriceTexts(product, moneyFormat(locale, context.get(sessionSummaryContext).currencyIso)) },
      { status: product ? 200 : 404 },
    );
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    return data({ product: null }, { status: failure.status === 404 ? 404 : 502 });
  }
}
