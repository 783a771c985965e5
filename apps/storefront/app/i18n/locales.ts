// The three storefront locales and how they appear in URLs. en-GB is the default and has no prefix;
// the German test locale keeps Shopware's historic `/testde` prefix (spec §1).

export const LOCALES = ['en-GB', 'pl-PL', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** URL prefix (without slashes) per locale; '' means "no prefix". */
const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = {
  'en-GB': '',
  'pl-PL': 'pl-PL',
  'de-DE': 'testde',
};

/** The language's own name, shown in the language switcher whatever the current locale is. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  'en-GB': 'English',
  'pl-PL': 'Polski',
  'de-DE': 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function prefixForLocale(locale: Locale): string {
  return LOCALE_PREFIXES[locale];
}

/** The locale whose prefix is `prefix` (first path segment), or undefined when it is no locale prefix. */
export function localeForPrefix(prefix: string): Locale | undefined {
  if (prefix === '') return undefined;
  return LOCALES.find((locale) => LOCALE_PREFIXES[locale] === prefix);
}
