// Document meta of content pages: title/description, canonical + hreflang, Open Graph and JSON-LD
// (Product with offers and rating on product pages, BreadcrumbList on category and product pages).
import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { breadcrumbJsonLd, plainText, productJsonLd, rootCurrency } from '../seo/json-ld.ts';
import { errorPageTitle, pageMeta, rootOrigin } from '../seo/meta.ts';
import type { ContentPage } from './content-page.server.ts';

interface Input {
  page: ContentPage | undefined;
  locale: Locale;
  pathname: string;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  error: unknown;
}

export function contentPageMeta({ page, locale, pathname, matches, error }: Input): MetaDescriptor[] {
  const origin = rootOrigin(matches) ?? '';
  const base = { locale, pathname, origin, barePaths: page?.alternates };
  const errorTitle = errorPageTitle(error, locale);
  if (errorTitle || !page) return pageMeta({ ...base, title: errorTitle });
  const home = { name: i18nFor(locale).t('breadcrumb.home'), href: homePath(locale) };
  if (page.kind === 'product') {
    const { product } = page;
    const crumbs = breadcrumbJsonLd(home, [...page.breadcrumbs, { name: product.card.name, href: product.card.href }], origin);
    return pageMeta({
      ...base,
      title: page.metaTitle,
      description: page.metaDescription || plainText(product.description, 160) || undefined,
      image: product.gallery[0]?.src,
      ogType: 'product',
      jsonLd: [productJsonLd(product, page.reviews, origin, rootCurrency(matches)), ...(crumbs ? [crumbs] : [])],
    });
  }
  const isHome = page.kind === 'category' && page.home;
  const crumbs = page.kind === 'category' ? breadcrumbJsonLd(home, page.breadcrumbs, origin) : null;
  return pageMeta({ ...base, title: isHome ? undefined : page.metaTitle || page.name, description: page.metaDescription, jsonLd: crumbs ? [crumbs] : [] });
}
