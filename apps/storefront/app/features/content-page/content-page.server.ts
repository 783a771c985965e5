// Loads what the catch-all route shows: a category (CMS page), a landing page or a product, kept
// in the page cache for anonymous visitors.
import type { Schemas } from '../../lib/store-api/types.ts';
import { getTranslatedProperty } from '@shopware/helpers';
import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath, splitLocalePath } from '../../i18n/paths.ts';
import { readConfig } from '../../lib/config.server.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { cmsPageProducts, prepareCmsPage } from '../cms/index.server.ts';
import { loadColourSwatches, requestViewContext } from '../product-data/index.server.ts';
import { listingCriteria, parseListingQuery, type ListingCriteria } from '../listing/index.ts';
import { loadProductPage, type ReviewLanguage } from './product-page.server.ts';
import { REVIEWS_PARAM, type ViewContext } from '../product-data/index.ts';
import type { ProductPageView } from './product-page-view.ts';
import { languageIds as readLanguageIds } from '../session/index.server.ts';
import { loadProductDeliveryPromise } from '../delivery/index.server.ts';
import { notFound, throwPageError } from '../../lib/http/error-responses.server.ts';
import type { Crumb } from '../navigation/index.ts';
import type { LocaleBarePaths } from '../../i18n/alternates.ts';
import { loadAlternates } from './alternates.server.ts';
import { createPageCache } from '../../lib/page-cache.server.ts';
import { canonicalRedirectPath, planPathLookup, routeOf, type PathLookup } from './path-lookup.ts';
import { ROUTE_NAMES } from '../../lib/store-api/seo-routes.ts';

type PageContent =
  | {
      kind: 'category';
      home: boolean;
      name: string;
      metaTitle: string | undefined;
      metaDescription: string | undefined;
      cmsPage: Schemas['CmsPage'] | null;
      breadcrumbs: Promise<Crumb[]>;
    }
  | { kind: 'landing'; name: string; metaTitle: string | undefined; metaDescription: string | undefined; cmsPage: Schemas['CmsPage'] | null }
  | ({ kind: 'product'; name: string; metaTitle: string; metaDescription: string | undefined } & ProductPageView);

/** The page plus its path in every locale (hreflang alternates and the language switcher). */
export type ContentPage = PageContent & { alternates?: LocaleBarePaths };

async function findSeoUrl(api: StoreApiClient, field: 'pathInfo' | 'seoPathInfo', value: string): Promise<Schemas['SeoUrl'] | undefined> {
  const { data } = await api.invoke('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field, value }], limit: 1 } });
  return data.elements[0];
}

async function lookupSeoUrl(api: StoreApiClient, lookup: PathLookup): Promise<Schemas['SeoUrl'] | undefined> {
  if (lookup.kind === 'technical') return findSeoUrl(api, 'pathInfo', lookup.pathInfo);
  if (lookup.kind !== 'seo') return undefined;
  return (await findSeoUrl(api, 'seoPathInfo', lookup.seoPathInfo)) ?? (await findSeoUrl(api, 'seoPathInfo', lookup.variant));
}

async function loadBreadcrumbs(api: StoreApiClient, categoryId: string, locale: Locale): Promise<Crumb[]> {
  try {
    const { data } = await api.invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: categoryId }, query: { type: 'category' } });
    return (Array.isArray(data) ? data : []).map((crumb) => ({
      name: getTranslatedProperty(crumb, 'name').trim(),
      href: localisePath(encodePath(`/${crumb.path.replace(/^\/+/, '')}`), locale),
    }));
  } catch {
    // Breadcrumbs are an aid (and experimental in Shopware): the page renders without them.
    return [];
  }
}

async function loadCategory(api: StoreApiClient, navigationId: string, view: ViewContext, home: boolean, criteria: ListingCriteria): Promise<PageContent> {
  // Listing parameters reach the page's product-listing slot (docs/store-api-behaviour.md §7.6).
  const { data: category } = await api.invoke('readCategory post /category/{navigationId}', {
    pathParams: { navigationId },
    headers: { 'sw-include-seo-urls': true },
    body: criteria,
  });
  // Streamed: the first byte does not wait for the trail (ContentPageView renders it through <Await>).
  const breadcrumbs = home ? Promise.resolve([]) : loadBreadcrumbs(api, category.id, view.locale);
  const swatches = category.cmsPage ? await loadColourSwatches(api, cmsPageProducts(category.cmsPage), view) : undefined;
  return {
    kind: 'category',
    home,
    name: getTranslatedProperty(category, 'name').trim(),
    metaTitle: getTranslatedProperty(category, 'metaTitle') || undefined,
    metaDescription: getTranslatedProperty(category, 'metaDescription') || undefined,
    cmsPage: category.cmsPage ? prepareCmsPage(category.cmsPage, view, swatches) : null,
    breadcrumbs,
  };
}

async function loadLandingPage(api: StoreApiClient, landingPageId: string, view: ViewContext, criteria: ListingCriteria): Promise<PageContent> {
  // The operation's typed headers lack it, but products in the page's elements need their SEO URLs.
  api.defaultHeaders.apply({ 'sw-include-seo-urls': 'true' });
  const { data: landingPage } = await api.invoke('readLandingPage post /landing-page/{landingPageId}', {
    pathParams: { landingPageId },
    body: criteria,
  });
  const swatches = landingPage.cmsPage ? await loadColourSwatches(api, cmsPageProducts(landingPage.cmsPage), view) : undefined;
  return {
    kind: 'landing',
    name: getTranslatedProperty(landingPage, 'name').trim(),
    metaTitle: getTranslatedProperty(landingPage, 'metaTitle') || undefined,
    metaDescription: getTranslatedProperty(landingPage, 'metaDescription') || undefined,
    cmsPage: landingPage.cmsPage ? prepareCmsPage(landingPage.cmsPage, view, swatches) : null,
  };
}

async function loadProduct(api: StoreApiClient, productId: string, view: ViewContext, language: ReviewLanguage): Promise<PageContent> {
  const page = await loadProductPage(api, productId, view, language);
  const { product } = page;
  return { kind: 'product', name: product.card.name, metaTitle: product.metaTitle, metaDescription: product.metaDescription || undefined, ...page };
}

interface ContentPageRequest {
  api: StoreApiClient;
  /** Path without the locale prefix, percent-encoded as in the URL. */
  barePath: string;
  view: ViewContext;
  /** Locale code → Store API language id, for the alternates. */
  languageIds: ReadonlyMap<string, string>;
  /** Distinguishes Store API endpoints in the alternates cache. */
  cacheKey: string;
  /** The URL's query: listing state of category and landing pages. */
  searchParams: URLSearchParams;
}

const pageCache = createPageCache<ContentPage>();

/** The catch-all route's page for `url`; throws redirects and error responses. */
export async function loadContentPage(context: Readonly<RouterContextProvider>, url: URL): Promise<ContentPage> {
  const { locale, barePath } = splitLocalePath(url.pathname);
  const { api } = context.get(storeApiContext);
  const { endpoint } = readConfig();
  const page = await pageCache.get(context, `${url.pathname}${url.search}`, async () => {
    // The language list is already loaded (and cached) by the session middleware; without it the
    // alternates fall back to technical paths.
    const languageIds = await readLanguageIds(api, endpoint).catch(() => new Map<string, string>());
    const view = requestViewContext(context, locale);
    return resolveContentPage({ api, barePath, view, languageIds, cacheKey: endpoint, searchParams: url.searchParams });
  });
  // The delivery promise is the session's (its country, today's dates): loaded per request, beside the
  // cached page, and streamed like the page's other aids (a failure shows no promise).
  if (page.kind !== 'product') return page;
  return { ...page, delivery: loadProductDeliveryPromise(context, page.product.card.id).catch(() => null) };
}

/** Resolves a path (without locale prefix) to its content; throws redirects and error responses. */
async function resolveContentPage({ api, barePath, view, languageIds, cacheKey, searchParams }: ContentPageRequest): Promise<ContentPage> {
  const { locale } = view;
  const lookup = planPathLookup(barePath);
  if (lookup.kind === 'invalid') notFound();
  const criteria = listingCriteria(parseListingQuery(searchParams));
  if (lookup.kind === 'home') return withPageErrors(() => loadCategory(api, 'home', view, true, criteria));
  const seoUrl = await withPageErrors(() => lookupSeoUrl(api, lookup));
  const canonical = canonicalRedirectPath(lookup, seoUrl);
  if (canonical) throw redirect(localisePath(encodePath(canonical), locale), 301);
  const route = routeOf(lookup, seoUrl);
  if (!route) notFound();
  const { routeName, foreignKey } = route;
  const [page, alternates] = await Promise.all([
    withPageErrors(() => {
      if (routeName === ROUTE_NAMES.navigation) return loadCategory(api, foreignKey, view, false, criteria);
      if (routeName === ROUTE_NAMES.landing) return loadLandingPage(api, foreignKey, view, criteria);
      return loadProduct(api, foreignKey, view, {
        languageId: languageIds.get(locale),
        all: searchParams.get(REVIEWS_PARAM) === 'all',
        tags: new Map([...languageIds].map(([code, id]) => [id, code])),
      });
    }),
    loadAlternates(api, route, languageIds, cacheKey),
  ]);
  return { ...page, alternates };
}

/** Store API failures of path lookups become 404/502/503 pages, never a 500 (see errors/status.ts). */
async function withPageErrors<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throwPageError(error, { lookup: true });
  }
}
