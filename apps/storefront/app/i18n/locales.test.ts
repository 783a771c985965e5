import { describe, expect, it } from 'vitest';
import { preferredLocale, parseAcceptLanguage } from './accept-language.ts';
import { isLocale, localeForPrefix, prefixForLocale } from './locales.ts';
import { homePath, localiseHref, localisePath, splitLocalePath, switchLocale } from './paths.ts';
import { rootRedirectTarget } from './root-redirect.ts';

describe('locale ⇄ prefix mapping', () => {
  it('maps each locale to its URL prefix and back', () => {
    expect(prefixForLocale('en-GB')).toBe('');
    expect(prefixForLocale('pl-PL')).toBe('pl-PL');
    expect(prefixForLocale('de-DE')).toBe('testde');
    expect(localeForPrefix('pl-PL')).toBe('pl-PL');
    expect(localeForPrefix('testde')).toBe('de-DE');
    expect(localeForPrefix('de-DE')).toBeUndefined();
    expect(localeForPrefix('')).toBeUndefined();
  });

  it('recognises locales', () => {
    expect(isLocale('pl-PL')).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('links from shop content', () => {
  it('prefixes site-absolute paths once and leaves other links alone', () => {
    expect(localiseHref('/navigation/abc', 'pl-PL')).toBe('/pl-PL/navigation/abc');
    expect(localiseHref('/navigation/abc', 'en-GB')).toBe('/navigation/abc');
    expect(localiseHref('/testde/Kleidung/', 'pl-PL')).toBe('/testde/Kleidung/');
    expect(localiseHref('https://example.com/', 'de-DE')).toBe('https://example.com/');
    expect(localiseHref('//cdn.test/x', 'de-DE')).toBe('//cdn.test/x');
    expect(localiseHref('#top', 'de-DE')).toBe('#top');
    expect(localiseHref('mailto:a@b.test', 'pl-PL')).toBe('mailto:a@b.test');
  });
});

describe('localised paths', () => {
  it('splits a pathname into locale and bare path', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en-GB', barePath: '/' });
    expect(splitLocalePath('/pl-PL')).toEqual({ locale: 'pl-PL', barePath: '/' });
    expect(splitLocalePath('/pl-PL/')).toEqual({ locale: 'pl-PL', barePath: '/' });
    expect(splitLocalePath('/testde/Clothing/Shirts/')).toEqual({ locale: 'de-DE', barePath: '/Clothing/Shirts/' });
    expect(splitLocalePath('/testdeX/a')).toEqual({ locale: 'en-GB', barePath: '/testdeX/a' });
    expect(splitLocalePath('/account')).toEqual({ locale: 'en-GB', barePath: '/account' });
  });

  it('prefixes internal paths and leaves external URLs alone', () => {
    expect(localisePath('/', 'en-GB')).toBe('/');
    expect(localisePath('/', 'pl-PL')).toBe('/pl-PL');
    expect(localisePath('Clothing/', 'de-DE')).toBe('/testde/Clothing/');
    expect(localisePath('/account', 'pl-PL')).toBe('/pl-PL/account');
    expect(localisePath('https://example.com/x', 'pl-PL')).toBe('https://example.com/x');
    expect(localisePath('//cdn.example.com/x', 'pl-PL')).toBe('//cdn.example.com/x');
    expect(localisePath('mailto:shop@example.com', 'de-DE')).toBe('mailto:shop@example.com');
  });

  it('switches the locale of the current page and keeps the query', () => {
    expect(switchLocale('/pl-PL/search', '?q=shirt', 'de-DE')).toBe('/testde/search?q=shirt');
    expect(switchLocale('/testde', '', 'en-GB')).toBe('/');
    expect(switchLocale('/Clothing/', '', 'pl-PL')).toBe('/pl-PL/Clothing/');
    expect(homePath('de-DE')).toBe('/testde');
  });
});

describe('accept-language parsing', () => {
  it('reads two-letter codes with an optional region, ordered by quality', () => {
    expect(parseAcceptLanguage('de-AT, pl;q=0.9, en;q=0.8')).toEqual([
      { language: 'de', region: 'AT', quality: 1 },
      { language: 'pl', quality: 0.9 },
      { language: 'en', quality: 0.8 },
    ]);
    expect(parseAcceptLanguage('en;q=0.2, pl-pl;q=0.7')).toEqual([
      { language: 'pl', region: 'PL', quality: 0.7 },
      { language: 'en', quality: 0.2 },
    ]);
  });

  it('skips wildcards, three-letter codes, zero quality and garbage', () => {
    expect(parseAcceptLanguage('*, fil, zh-Hant-TW, de;q=0, ;;, pl')).toEqual([{ language: 'pl', quality: 1 }]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('picks the first storefront locale the visitor accepts', () => {
    expect(preferredLocale('pl-PL,pl;q=0.9,en-US;q=0.8')).toBe('pl-PL');
    expect(preferredLocale('de-CH')).toBe('de-DE');
    expect(preferredLocale('fr-FR, en;q=0.5, de;q=0.4')).toBe('en-GB');
    expect(preferredLocale('fr-FR')).toBeUndefined();
  });
});

describe('root redirect', () => {
  it('redirects a first visit to / into the visitor language when it is Polish or German', () => {
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'pl' })).toBe('/pl-PL');
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'de-DE,de' })).toBe('/testde');
  });

  it('stays for English, unknown languages, a chosen locale or other paths', () => {
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'en-US' })).toBeNull();
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'fr' })).toBeNull();
    expect(rootRedirectTarget({ pathname: '/', localeCookie: 'en-GB', acceptLanguage: 'pl' })).toBeNull();
    expect(rootRedirectTarget({ pathname: '/account', localeCookie: undefined, acceptLanguage: 'pl' })).toBeNull();
  });
});
