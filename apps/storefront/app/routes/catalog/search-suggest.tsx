// Resource route of the header's suggest search (fetched by SuggestSearch with JavaScript).
import { data } from 'react-router';
import { loadSuggestions } from '../../features/search/search.server.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { moneyFormat } from '../../features/product/price-format.ts';
import { withPriceTexts } from '../../features/product/price-text.server.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { readConfig } from '../../lib/config.server.ts';
import type { Route } from './+types/search-suggest';

export async function loader({ context, url }: Route.LoaderArgs) {
  const term = url.searchParams.get('search') ?? '';
  try {
    const locale = localeFromPathname(url.pathname);
    const summary = context.get(sessionSummaryContext);
    const navigationKey = `${readConfig().endpoint}|${summary.languageId ?? locale}`;
    const suggestions = await loadSuggestions(context.get(storeApiContext).api, term, locale, navigationKey);
    return withPriceTexts(suggestions, moneyFormat(locale, context.get(sessionSummaryContext).currencyIso));
  } catch (error) {
    // Suggestions are an aid: a failure shows none instead of an error page.
    if (!storeApiFailureOf(error)) throw error;
    return data({ term: term.trim(), total: 0, products: [], categories: [], pages: [] }, { status: 200 });
  }
}
