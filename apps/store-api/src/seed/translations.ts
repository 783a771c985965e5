// Builds translation maps (languageId → fields) from per-locale values.
import type { Translations } from '../domain/translation.ts';
import { LANGUAGE_IDS, LOCALE_CODES, type LocaleCode } from './demo-constants.ts';

export type PerLocale<T> = Record<LocaleCode, T>;

/** One translated field: tr('name', {en-GB, pl-PL, de-DE}). */
export function tr(field: string, values: PerLocale<unknown>): Translations {
  return Object.fromEntries(LOCALE_CODES.map((code) => [LANGUAGE_IDS[code], { [field]: values[code] }]));
}

/** Several fields per locale. */
export function trFields(values: PerLocale<Record<string, unknown>>): Translations {
  return Object.fromEntries(LOCALE_CODES.map((code) => [LANGUAGE_IDS[code], values[code]]));
}

/** The same three names in en/pl/de order, the common case. */
export function names(en: string, pl: string, de: string): PerLocale<string> {
  return { 'en-GB': en, 'pl-PL': pl, 'de-DE': de };
}

/** Builds a per-locale value from a function of the locale code. */
export function perLocale<T>(build: (code: LocaleCode) => T): PerLocale<T> {
  return { 'en-GB': build('en-GB'), 'pl-PL': build('pl-PL'), 'de-DE': build('de-DE') };
}
