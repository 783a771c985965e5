// Document meta of content pages: title/description, canonical + hreflang and Open Graph. Their
// JSON-LD (Product with offers and rating, BreadcrumbList) is built from streamed data and follows
// in the body (seo/JsonLd.tsx, navigation/Breadcrumbs.tsx; ADR 0019).
import type { MetaDescriptor } from 'react-router';
import { homePath, localeFromPathname, localisePath } from '../../i18n/paths.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';
import { plainText, errorPageTitle, organizationJsonLd, pageMeta, rootOrigin, websiteJsonLd } from '../seo/index.ts';
import type { ContentPage } from './content-page.server.ts';

/** The route's meta arguments. */
interface Input {
  loaderData: ContentPage | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  error?: unknown;
}

export function contentPageMeta({ loaderData: page, location: { pathname }, matches, error }: Input): MetaDescriptor[] {
  const locale = localeFromPathname(pathname);
  const origin = rootOrigin(matches) ?? '';
  const base = { locale, pathname, origin, barePaths: page?.alternates };
  const errorTitle = errorPageTitle(error, locale);
  if (errorTitle || !page) return pageMeta({ ...base, title: errorTitle });
  if (page.kind === 'product') {
    const { product } = page;
    return pageMeta({
      ...base,
      title: page.metaTitle,
      description: page.metaDescription || plainText(product.description, 160) || undefined,
      image: product.gallery[0]?.src,
      ogType: 'product',
    });
  }
  const isHome = page.kind === 'category' && page.home;
  // The home page says who runs the shop and where its search is (Organization, WebSite with SearchAction).
  const brand = merchantConfig().brand;
  const jsonLd = isHome
    ? [organizationJsonLd(brand, origin), websiteJsonLd(brand.name, `${origin}${homePath(locale)}`, `${origin}${localisePath('/search', locale)}`, locale)]
    : [];
  return pageMeta({ ...base, title: isHome ? undefined : page.metaTitle || page.name, description: page.metaDescription, jsonLd });
}
