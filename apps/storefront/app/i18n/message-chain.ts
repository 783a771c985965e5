// Where a locale's messages come from, in order: its own catalogue and the merchant's messages for it,
// then the market's `fallback`, then a catalogue of its language (de-AT → de-DE, fr-CA → fr-FR), then
// English. A regional market (de-AT, its own Store API language) thus reads German, not English, without
// a catalogue of its own; its formats (dates, numbers, currency) stay its own locale's.
export const REFERENCE_LOCALE = 'en-GB';

/** The locale with a catalogue that speaks `locale`'s language: the language's own country first (de-DE), else any. */
function sameLanguage(locale: string, catalogues: readonly string[]): string | undefined {
  const language = locale.split('-')[0] ?? locale;
  const own = catalogues.find((code) => code === `${language}-${language.toUpperCase()}`);
  return own ?? catalogues.find((code) => code.split('-')[0] === language);
}

/** The locales whose messages `locale` shows, most specific first; always ends with en-GB. */
export function messageChain(locale: string, catalogues: readonly string[], fallback?: string): string[] {
  const chain = [locale, fallback, fallback && sameLanguage(fallback, catalogues), sameLanguage(locale, catalogues), REFERENCE_LOCALE];
  return [...new Set(chain.filter((code): code is string => Boolean(code)))];
}
