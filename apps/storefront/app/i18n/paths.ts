// Pure helpers that move paths between locales. A "bare" path is the path without its locale prefix.
import { defaultLocale, localeForPrefix, marketOrigin, prefixForLocale, type Locale } from './locales.ts';

export interface LocalisedPath {
  locale: Locale;
  /** Always starts with '/'. */
  barePath: string;
}

/** Splits a URL pathname into its locale and the path without the locale prefix. */
export function splitLocalePath(pathname: string): LocalisedPath {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = withSlash.indexOf('/', 1);
  const firstSegment = end === -1 ? withSlash.slice(1) : withSlash.slice(1, end);
  const locale = localeForPrefix(firstSegment);
  if (!locale) return { locale: defaultLocale(), barePath: withSlash };
  const rest = end === -1 ? '/' : withSlash.slice(end);
  return { locale, barePath: rest };
}

export function localeFromPathname(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/**
 * Prefixes an app-internal path with the locale's prefix. External URLs (with a scheme or
 * protocol-relative) are returned unchanged.
 */
export function localisePath(path: string, locale: Locale): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const prefix = prefixForLocale(locale);
  if (!prefix) return withSlash;
  return withSlash === '/' ? `/${prefix}` : `/${prefix}${withSlash}`;
}

/** A bare path in a market: site-absolute when the market is served on this host, else an absolute URL on its host. */
export function marketHref(barePath: string, locale: Locale): string {
  return `${marketOrigin(locale)}${localisePath(barePath, locale)}`;
}

/** The same page in another locale, keeping the query string (an absolute URL when that market has another host). */
export function switchLocale(pathname: string, search: string, target: Locale): string {
  const { barePath } = splitLocalePath(pathname);
  return `${marketHref(barePath, target)}${search}`;
}

/** The home page of a locale. */
export function homePath(locale: Locale): string {
  return localisePath('/', locale);
}

/**
 * A link from shop content (CMS image links, links in CMS text): site-absolute paths are written
 * without a locale and get the current one; external URLs, anchors and already prefixed paths stay.
 */
export function localiseHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (splitLocalePath(href).locale !== defaultLocale()) return href;
  return localisePath(href, locale);
}
