// Document metadata: title/description (defaults name the product), canonical URL and hreflang
// alternates for the three locales plus x-default (pure; used by every route's meta export).
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { configuredText, merchantConfig } from '../../lib/merchant/config.ts';
import { defaultLocale, locales, type Locale } from '../../i18n/locales.ts';
import { hasTranslatedStatus, MAINTENANCE_MARKER } from '../../lib/http/error-status.ts';
import { alternateHref, type LocaleBarePaths } from '../../i18n/alternates.ts';

export interface PageMetaInput {
  locale: Locale;
  pathname: string;
  /** Absolute origin for canonical/alternate URLs; relative URLs are used when unknown. */
  origin?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  /** Page-specific SEO text may be absent; alternates are only for pages that exist in every locale. */
  alternates?: boolean;
  /** Translated paths of the page per locale (content pages); other locales swap the prefix. */
  barePaths?: LocaleBarePaths | undefined;
  /** Open Graph: the page's picture and kind (`website` unless said otherwise). */
  image?: string | undefined;
  ogType?: 'website' | 'product';
  /** Structured data (schema.org objects), rendered as JSON-LD scripts. */
  jsonLd?: readonly object[];
}

export function pageMeta({
  locale,
  pathname,
  origin = '',
  title,
  description,
  alternates = true,
  barePaths,
  image,
  ogType = 'website',
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const t = i18nFor(locale).t;
  const brand = merchantConfig().brand;
  const productName = configuredText(brand.title, locale) ?? t('meta.title');
  const fullTitle = title ? `${title} | ${productName}` : productName;
  const text = description || (configuredText(brand.description, locale) ?? t('meta.description'));
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: `${origin}${pathname}` },
    { property: 'og:title', content: title || productName },
    { property: 'og:description', content: text },
    { property: 'og:type', content: ogType },
    { property: 'og:url', content: `${origin}${pathname}` },
    { property: 'og:site_name', content: productName },
    { property: 'og:locale', content: locale.replace('-', '_') },
  ];
  if (image) descriptors.push({ property: 'og:image', content: image });
  for (const data of jsonLd) descriptors.push({ 'script:ld+json': data });
  if (alternates) {
    // A market on another host is an absolute URL already; x-default is the same on every host (the
    // default of the markets without a host).
    for (const target of locales()) {
      descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: target, href: absolute(origin, alternateHref(pathname, '', target, barePaths)) });
    }
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absolute(origin, alternateHref(pathname, '', defaultLocale(null), barePaths)),
    });
  }
  return descriptors;
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href}`;
}

/** The origin the root loader saw, for routes building their own meta. */
export function rootOrigin(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof root === 'object' && root !== null && 'origin' in root && typeof root.origin === 'string') return root.origin;
  return undefined;
}

/** Document title for an error page: the translated status title, or the maintenance title. */
export function errorPageTitle(error: unknown, locale: Locale): string | undefined {
  if (!isRouteErrorResponse(error)) return error ? i18nFor(locale).t('error.default.title') : undefined;
  const t = i18nFor(locale).t;
  if (error.status === 503 && error.data === MAINTENANCE_MARKER) return t('maintenance.title');
  return hasTranslatedStatus(error.status) ? t(`error.${error.status}.title`) : t('error.title');
}
