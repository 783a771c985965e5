// /llms.txt of a market (each market's prefix has its own, in its language): the categories of its main
// navigation, the footer's pages, the shop's key pages and the machine-readable endpoints.
import type { RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { localeLabel, servedLocales, type Locale } from '../../i18n/locales.ts';
import { localisePath, splitLocalePath } from '../../i18n/paths.ts';
import { readConfig } from '../../lib/config.server.ts';
import { configuredText, featureOn, merchantConfig } from '../../lib/merchant/config.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { NavigationLink } from '../navigation/index.ts';
import { loadNavigation } from '../navigation/index.server.ts';
import { feedPath, llmsPath, MCP_PATH } from './links.ts';
import { llmsTxt, type LlmsLink } from './llms-txt.ts';
import { absoluteUrl } from './markdown-text.ts';

const TEXT_HEADERS = { 'content-type': 'text/markdown; charset=utf-8' };

function toLlmsLinks(links: readonly NavigationLink[], origin: string): LlmsLink[] {
  return links.flatMap((link): LlmsLink[] => {
    const children = toLlmsLinks(link.children ?? [], origin);
    if (!link.href) return children;
    return [{ name: link.name, href: absoluteUrl(origin, link.href), ...(children.length > 0 ? { children } : {}) }];
  });
}

export async function loadLlmsTxt(context: Readonly<RouterContextProvider>, url: URL): Promise<Response> {
  const { locale } = splitLocalePath(url.pathname);
  const { api } = context.get(storeApiContext);
  const summary = context.get(sessionSummaryContext);
  const { t } = i18nFor(locale);
  const navigation = loadNavigation(api, locale, `${readConfig().endpoint}|${summary.languageId ?? locale}`);
  const [main, footer] = await Promise.all([navigation.main.catch(() => []), navigation.footer]);
  const at = (path: string, target: Locale = locale) => absoluteUrl(url.origin, localisePath(path, target));
  const pages: LlmsLink[] = [
    { name: t('pages.search'), href: `${at('/search')}?search=`, note: 'append the search term' },
    { name: t('pages.checkoutCart'), href: at('/checkout/cart') },
    ...toLlmsLinks(footer, url.origin),
  ];
  const machine: LlmsLink[] = [
    ...(featureOn('productFeed')
      ? [
          {
            name: 'Product feed',
            href: absoluteUrl(url.origin, feedPath(locale)),
            note: 'Google Merchant Center RSS 2.0, every product with price and availability',
          },
        ]
      : []),
    ...(featureOn('mcp')
      ? [
          {
            name: 'MCP server',
            href: absoluteUrl(url.origin, MCP_PATH),
            note: 'Streamable HTTP: search products, read a product, list categories, fill a cart',
          },
        ]
      : []),
    { name: 'Sitemap', href: absoluteUrl(url.origin, '/sitemap.xml') },
  ];
  const body = llmsTxt({
    shopName: merchantConfig().brand.name,
    summary: configuredText(merchantConfig().brand.description, locale) ?? t('meta.description'),
    market: `${localeLabel(locale)} (${locale}), prices in ${summary.currencyIso}`,
    markdown: featureOn('markdown'),
    categories: toLlmsLinks(main, url.origin),
    pages,
    machine,
    otherMarkets: servedLocales()
      .filter((other) => other !== locale)
      .map((other) => ({ name: localeLabel(other), href: absoluteUrl(url.origin, llmsPath(other)) })),
  });
  return new Response(body, { headers: TEXT_HEADERS });
}
