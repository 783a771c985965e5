import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.ts';
import { i18nFor } from './i18n.ts';
import { locales, type Locale } from './locales.ts';
import enGB from './catalogues/en-GB.ts';
import plPL from './catalogues/pl-PL.ts';
import deDE from './catalogues/de-DE.ts';
import frFR, { missing as frenchMissing, type MissingMessages } from './catalogues/fr-FR.ts';
import { createTranslator } from './translator.ts';

const COMPLETE: Readonly<Record<Locale, Catalogue>> = { 'en-GB': enGB, 'pl-PL': plPL, 'de-DE': deDE };
const catalogueOf = (locale: Locale): Catalogue => COMPLETE[locale] ?? {};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(catalogue: Catalogue, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (typeof value === 'string') keys.add(path);
    else for (const nested of keysOf(value, `${path}.`)) keys.add(nested);
  }
  return keys;
}

/** Plural keys (path without suffix) → the plural forms the catalogue has for them. */
function pluralFormsOf(catalogue: Catalogue, prefix = '', forms = new Map<string, string[]>()): Map<string, string[]> {
  for (const [key, value] of Object.entries(catalogue)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (typeof value !== 'string') pluralFormsOf(value, `${prefix}${key}.`, forms);
    else if (plural?.[1]) {
      const path = `${prefix}${key.slice(0, plural.index)}`;
      forms.set(path, [...(forms.get(path) ?? []), plural[1]].sort());
    }
  }
  return forms;
}

describe('message catalogues', () => {
  it('are complete in every locale', () => {
    const reference = [...keysOf(enGB)].sort();
    for (const locale of locales()) expect([...keysOf(catalogueOf(locale))].sort(), locale).toEqual(reference);
  });

  it('have exactly the plural forms each language needs (CLDR categories, as i18next picks them)', () => {
    const pluralKeys = new Set(locales().flatMap((locale) => [...pluralFormsOf(catalogueOf(locale)).keys()]));
    expect(pluralKeys.size).toBeGreaterThan(10);
    for (const locale of locales()) {
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      const forms = pluralFormsOf(catalogueOf(locale));
      for (const key of pluralKeys) expect(forms.get(key) ?? [], `${locale}: ${key}`).toEqual(needed);
    }
  });

  it('translate with plural rules per language', () => {
    expect(i18nFor('en-GB').t('messages.rateLimitExceeded', { count: 1 })).toContain('1 second ');
    expect(i18nFor('en-GB').t('messages.rateLimitExceeded', { count: 30 })).toContain('30 seconds');
    expect(i18nFor('pl-PL').t('messages.rateLimitExceeded', { count: 2 })).toContain('2 sekundy');
    expect(i18nFor('pl-PL').t('messages.rateLimitExceeded', { count: 5 })).toContain('5 sekund ');
    expect(i18nFor('de-DE').t('error.404.title')).toBe('Seite nicht gefunden');
    expect(i18nFor('en-GB').t('header.openCategory', { name: 'Shoes' })).toBe('Show subcategories of Shoes');
    // @ts-expect-error a key the English catalogue lacks fails typecheck; at run time the key shows.
    expect(i18nFor('en-GB').t('no.such.key')).toBe('no.such.key');
  });

  it('show a language in progress in English where it has no message yet, and say which those are', () => {
    const french = createTranslator('fr-FR', frFR);
    expect(french.t('header.cart')).toBe('Panier');
    expect(french.t('error.404.title')).toBe('Page introuvable');
    expect(french.t('error.500.title')).toBe('Internal server error');
    expect(french.t('messages.rateLimitExceeded', { count: 2 })).toContain('2 seconds');
    expect(frenchMissing).toContain('error.500.title');
    expect(frenchMissing).toContain('messages.rateLimitExceeded_other');
    expect(frenchMissing).not.toContain('header.cart');
    const stillEnglish: MissingMessages = 'error.500.title';
    // @ts-expect-error `header.cart` is translated: the type of the missing messages leaves it out.
    const translated: MissingMessages = 'header.cart';
    expect([stillEnglish, translated]).toHaveLength(2);
  });
});
