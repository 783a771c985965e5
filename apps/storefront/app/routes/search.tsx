import { createPageCache } from '../features/catalog/page-cache.server.ts';
import { loadSearchPage, type SearchPageData } from '../features/search/search.server.ts';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { parseListingQuery } from '../features/listing/listing-query.ts';
import { pageMeta, rootOrigin } from '../features/seo/meta.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { localeFromPathname } from '../i18n/paths.ts';
import { moneyFormat } from '../features/product/price-format.ts';
import { withPriceTexts } from '../features/product/price-text.server.ts';
import { sessionSummaryContext, storeApiContext } from '../lib/request-context.ts';
import type { Route } from './+types/search';

const searchCache = createPageCache<SearchPageData>();

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const money = moneyFormat(locale, context.get(sessionSummaryContext).currencyIso);
  return searchCache.get(context, `${url.pathname}${url.search}`, async () =>
    withPriceTexts(await loadSearchPage(context.get(storeApiContext).api, parseListingQuery(url.searchParams), locale), money),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPathname(location.pathname);
  const t = i18nFor(locale).t;
  const term = loaderData?.term;
  return [
    ...pageMeta({
      locale,
      pathname: location.pathname,
      origin: rootOrigin(matches),
      title: term ? t('catalog.search.resultsFor', { term }) : t('pages.search'),
    }),
    // Result pages are endless variations of one page: keep them out of search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
