// The storefront's locales and how they appear in URLs: the markets of the merchant's configuration
// (aisle.config.ts; the demo: en-GB without a prefix, pl-PL, and de-DE under Shopware's historic
// `/testde`, docs/product-rules.md §1). A market may have a host of its own (a sales channel domain per language): a
// request to that host serves its markets only; every other host serves the markets without one.
// Read at call time, never at import: the configuration is installed when the server starts and when
// the browser first asks (lib/merchant/config.ts), and the host is the request's.
import { merchantConfig, requestOrigin, type Market } from '../lib/merchant/config.ts';

/** A market's locale code (en-GB, pl-PL …), one of the Store API's languages. */
export type Locale = string;

function allMarkets(): readonly Market[] {
  return merchantConfig().markets;
}

function hostnameOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The markets a host serves: those configured for it; on any other host those without a host (or, in a
 * shop whose markets all have one, the first market's host's). `null`: the markets without a host, as if
 * the request named none of the configured hosts.
 */
function servedMarkets(host: string | null = hostnameOf(requestOrigin()) ?? null): readonly Market[] {
  const all = allMarkets();
  const own = host === null ? [] : all.filter((market) => market.host === host);
  if (own.length > 0) return own;
  const hostless = all.filter((market) => market.host === undefined);
  if (hostless.length > 0) return hostless;
  return all.filter((market) => market.host === all[0]?.host);
}

/** Every market's locale, in the configuration's order (language switcher, hreflang alternates). */
export function locales(): Locale[] {
  return allMarkets().map((market) => market.locale);
}

/** The locales this request's host serves (its sitemaps and robots.txt, the root redirect). */
export function servedLocales(): Locale[] {
  return servedMarkets().map((market) => market.locale);
}

/** The locale of pages without a prefix on this host: its market with prefix '', else its first one. */
export function defaultLocale(host?: string | null): Locale {
  const served = servedMarkets(host);
  return (served.find((market) => market.prefix === '') ?? served[0])?.locale ?? 'en-GB';
}

/** Whether this host has a market without a prefix (else `/` leads to a market's home). */
export function hasUnprefixedMarket(): boolean {
  return servedMarkets().some((market) => market.prefix === '');
}

/**
 * The origin of a market on another host than this request's (`https://shop.example.de`, with this
 * request's scheme and port), '' when the market is served here: links to it are then site-absolute.
 */
export function marketOrigin(locale: Locale): string {
  const current = requestOrigin();
  const served = servedMarkets();
  if (served.some((market) => market.locale === locale)) return '';
  const market = allMarkets().find((entry) => entry.locale === locale);
  if (!market) return '';
  if (market.host === undefined) return merchantConfig().publicOrigin ?? '';
  let url: URL;
  try {
    url = new URL(current ?? `https://${market.host}`);
  } catch {
    url = new URL(`https://${market.host}`);
  }
  url.hostname = market.host;
  return url.origin;
}

/** The language's own name, shown in the language switcher whatever the current locale is. */
export function localeLabel(locale: Locale): string {
  const market = allMarkets().find((entry) => entry.locale === locale);
  if (market?.label) return market.label;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale.split('-')[0] ?? locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && allMarkets().some((market) => market.locale === value);
}

/** URL prefix (without slashes) of a locale; '' means "no prefix". */
export function prefixForLocale(locale: Locale): string {
  return allMarkets().find((market) => market.locale === locale)?.prefix ?? '';
}

/** The locale whose prefix is `prefix` (first path segment) on this host, or undefined when it is no locale prefix here. */
export function localeForPrefix(prefix: string): Locale | undefined {
  if (prefix === '') return undefined;
  return servedMarkets().find((market) => market.prefix === prefix)?.locale;
}
