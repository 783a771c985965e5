// The catch-all route's pages (home, categories, landing pages, products) as Markdown: a route middleware
// answers `Accept: text/markdown` from the very page the HTML renders (loadContentPage, its page cache
// included), and marks the HTML answers `Vary: Accept`. Both representations are cached apart (accept.ts).
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { splitLocalePath } from '../../i18n/paths.ts';
import { featureOn } from '../../lib/merchant/config.ts';
import { loadContentPage } from '../content-page/index.server.ts';
import { wantsMarkdown } from './accept.ts';
import { contentMarkdown, productMarkdown, type MarkdownLabels } from './page-markdown.ts';

const MARKDOWN_HEADERS = { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept' };

/** The Markdown's words in the market's language (its message catalogue). */
export function markdownLabels(locale: string): MarkdownLabels {
  const { t } = i18nFor(locale);
  return {
    price: t('catalog.filter.price'),
    from: (price) => t('catalog.price.from', { price }),
    listPrice: t('catalog.price.listPrice'),
    available: t('catalog.stock.inStock'),
    soldOut: t('catalog.stock.soldOut'),
    deliveryTime: (time) => t('catalog.stock.deliveryTime', { time }),
    productNumber: t('catalog.product.number'),
    manufacturer: t('catalog.filter.manufacturer'),
    variants: t('catalog.cart.chooseVariant'),
    description: t('catalog.product.description'),
    properties: t('catalog.product.properties'),
    products: t('catalog.listing.products'),
    page: (page, pages) => `${t('catalog.pagination.page', { page })} / ${pages}`,
    next: t('catalog.pagination.next'),
    previous: t('catalog.pagination.previous'),
  };
}

/** The status of an error page a loader threw (`data(null, { status })`), if it is one. */
function thrownStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('init' in error)) return undefined;
  const { init } = error as { init?: { status?: unknown } | null };
  return typeof init?.status === 'number' ? init.status : undefined;
}

async function markdownPage(context: Readonly<RouterContextProvider>, url: URL): Promise<Response> {
  const page = await loadContentPage(context, url);
  const { locale } = splitLocalePath(url.pathname);
  const frame = { url: url.href, origin: url.origin, labels: markdownLabels(locale) };
  if (page.kind === 'product') {
    const body = productMarkdown({ ...frame, breadcrumbs: await page.breadcrumbs, product: page.product, configurator: page.configurator });
    return new Response(body, { headers: MARKDOWN_HEADERS });
  }
  const breadcrumbs = page.kind === 'category' ? await page.breadcrumbs : [];
  return new Response(contentMarkdown({ ...frame, breadcrumbs, name: page.name, cmsPage: page.cmsPage }), { headers: MARKDOWN_HEADERS });
}

/** Route middleware of the catch-all route: Markdown to those who ask for it, `Vary: Accept` on the HTML. */
export const pageMarkdown: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !featureOn('markdown')) return next();
  if (!wantsMarkdown(request.headers.get('accept'))) {
    const response = await next();
    response.headers.append('Vary', 'Accept');
    return response;
  }
  try {
    return await markdownPage(context, url);
  } catch (error) {
    // Redirects (a technical path to its SEO path) stay redirects; a missing page is a Markdown 404.
    const status = thrownStatus(error);
    if (status === undefined) throw error;
    return new Response(`# ${status}\n`, { status, headers: MARKDOWN_HEADERS });
  }
};
