// Home page and catch-all: whatever the path resolves to via the Store API's SEO URLs.
import { ContentPageView } from '../features/catalog/ContentPageView.tsx';
import { loadContentPage, type ContentPage as ContentPageData } from '../features/catalog/content-page.server.ts';
import { createPageCache } from '../features/catalog/page-cache.server.ts';
import { contentPageMeta } from '../features/catalog/content-page-meta.ts';
import { localeFromPathname, splitLocalePath } from '../i18n/paths.ts';
import { languageIds } from '../features/session/context.server.ts';
import { readConfig } from '../lib/config.server.ts';
import { moneyFormat } from '../features/product/price-format.ts';
import { withPriceTexts } from '../features/product/price-text.server.ts';
import { sessionSummaryContext, storeApiContext } from '../lib/request-context.ts';
import type { Route } from './+types/content-page';

const pageCache = createPageCache<ContentPageData>();

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, barePath } = splitLocalePath(url.pathname);
  const { api } = context.get(storeApiContext);
  const { endpoint } = readConfig();
  return pageCache.get(context, `${url.pathname}${url.search}`, async () => {
    // The language list is already loaded (and cached) by the session middleware; without it the
    // alternates fall back to technical paths.
    const languages = await languageIds(api, endpoint).catch(() => new Map<string, string>());
    const page = await loadContentPage({ api, barePath, locale, languageIds: languages, cacheKey: endpoint, searchParams: url.searchParams });
    return withPriceTexts(page, moneyFormat(locale, context.get(sessionSummaryContext).currencyIso));
  });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, error }) =>
  contentPageMeta({ page: loaderData, locale: localeFromPathname(location.pathname), pathname: location.pathname, matches, error });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
