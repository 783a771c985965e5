// The storefront's locales and how they appear in URLs: the markets of the merchant's configuration
// (aisle.config.ts; the demo: en-GB without a prefix, pl-PL, and de-DE under Shopware's historic
// `/testde`, docs/product-rules.md §1). Read at call time, never at import: the configuration is installed when the
// server starts and when the browser first asks (lib/merchant/config.ts).
import { merchantConfig, type Market } from '../lib/merchant/config.ts';

/** A market's locale code (en-GB, pl-PL …), one of the Store API's languages. */
export type Locale = string;

function markets(): readonly Market[] {
  return merchantConfig().markets;
}

/** Every market's locale, in the configuration's order (language switcher, hreflang, sitemaps). */
export function locales(): Locale[] {
  return markets().map((market) => market.locale);
}

/** The locale of pages without a prefix: the market with prefix '', else the first one. */
export function defaultLocale(): Locale {
  const all = markets();
  return (all.find((market) => market.prefix === '') ?? all[0])?.locale ?? 'en-GB';
}

/** Whether some market has no prefix (else `/` leads to a market's home). */
export function hasUnprefixedMarket(): boolean {
  return markets().some((market) => market.prefix === '');
}

/** The language's own name, shown in the language switcher whatever the current locale is. */
export function localeLabel(locale: Locale): string {
  const market = markets().find((entry) => entry.locale === locale);
  if (market?.label) return market.label;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale.split('-')[0] ?? locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && markets().some((market) => market.locale === value);
}

/** URL prefix (without slashes) of a locale; '' means "no prefix". */
export function prefixForLocale(locale: Locale): string {
  return markets().find((market) => market.locale === locale)?.prefix ?? '';
}

/** The locale whose prefix is `prefix` (first path segment), or undefined when it is no locale prefix. */
export function localeForPrefix(prefix: string): Locale | undefined {
  if (prefix === '') return undefined;
  return markets().find((market) => market.prefix === prefix)?.locale;
}
