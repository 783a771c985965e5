// Markets with a host of their own (a sales channel domain per language): the request's host chooses
// its markets, links to a market on another host are absolute, and x-default is one for all hosts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig, installRequestOrigin } from '../../lib/merchant/config.ts';
import { alternateHref } from '../../i18n/alternates.ts';
import { pageMeta } from './meta.ts';
import { robotsTxt } from './robots.ts';
import { routeFitsMarkets } from '../../i18n/route-scope.ts';
import { defaultLocale, hasUnprefixedMarket, localeForPrefix, locales, marketOrigin, servedLocales } from '../../i18n/locales.ts';
import { localeFromPathname, splitLocalePath, switchLocale } from '../../i18n/paths.ts';
import { rootRedirectTarget } from '../../i18n/root-redirect.ts';

let origin: string | undefined;
const at = (value: string) => {
  origin = value;
};

beforeEach(() => {
  installRequestOrigin(() => origin);
  installMerchantConfig({
    ...DEMO_CONFIG,
    markets: [
      { locale: 'en-GB', prefix: '', label: 'English' },
      { locale: 'pl-PL', prefix: 'pl-PL', label: 'Polski' },
      { locale: 'de-DE', host: 'shop.example.de', prefix: '', label: 'Deutsch' },
    ],
    publicOrigin: 'https://shop.example.com',
  });
});
afterEach(() => {
  installMerchantConfig(DEMO_CONFIG);
  installRequestOrigin(() => undefined);
  origin = undefined;
});

describe('markets with a host of their own', () => {
  it('serve their host, and the markets without a host every other host', () => {
    at('https://shop.example.de');
    expect(servedLocales()).toEqual(['de-DE']);
    expect(localeFromPathname('/')).toBe('de-DE');
    expect(splitLocalePath('/Kleidung/')).toEqual({ locale: 'de-DE', barePath: '/Kleidung/' });
    // Another market's prefix is nothing on this host: a content path of the German market.
    expect(localeForPrefix('pl-PL')).toBeUndefined();
    expect(routeFitsMarkets(':market/account', { market: 'pl-PL' })).toBe(false);
    expect(hasUnprefixedMarket()).toBe(true);

    at('https://shop.example.com');
    expect(servedLocales()).toEqual(['en-GB', 'pl-PL']);
    expect(localeFromPathname('/')).toBe('en-GB');
    expect(localeFromPathname('/pl-PL/konto')).toBe('pl-PL');
    // Unknown hosts (an IP address, a health check) are the markets without a host; the host name is matched in any case.
    at('http://10.0.0.7:3000');
    expect(defaultLocale()).toBe('en-GB');
    at('https://SHOP.example.DE');
    expect(defaultLocale()).toBe('de-DE');
  });

  it('link to a market on another host with an absolute URL, with this request’s scheme and port', () => {
    at('https://shop.example.com');
    expect(marketOrigin('de-DE')).toBe('https://shop.example.de');
    expect(marketOrigin('pl-PL')).toBe('');
    expect(switchLocale('/pl-PL/search', '?q=shirt', 'de-DE')).toBe('https://shop.example.de/search?q=shirt');
    expect(alternateHref('/Clothing/', '', 'de-DE', { 'de-DE': '/Kleidung/' })).toBe('https://shop.example.de/Kleidung/');
    at('http://shop.example.de:8080');
    expect(switchLocale('/search', '', 'pl-PL')).toBe('https://shop.example.com/pl-PL/search');
    expect(switchLocale('/search', '', 'de-DE')).toBe('/search');
    at('http://shop.example.com:8080');
    expect(marketOrigin('de-DE')).toBe('http://shop.example.de:8080');
  });

  it('write hreflang alternates with each market’s host and one x-default for every host', () => {
    const alternates = (pageOrigin: string) => {
      at(pageOrigin);
      const links = pageMeta({ locale: defaultLocale(), pathname: '/search', origin: pageOrigin }) as Record<string, unknown>[];
      return Object.fromEntries(links.filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang, link.href]));
    };
    const expected = {
      'en-GB': 'https://shop.example.com/search',
      'pl-PL': 'https://shop.example.com/pl-PL/search',
      'de-DE': 'https://shop.example.de/search',
      'x-default': 'https://shop.example.com/search',
    };
    expect(alternates('https://shop.example.com')).toEqual(expected);
    expect(alternates('https://shop.example.de')).toEqual(expected);
    expect(locales()).toEqual(['en-GB', 'pl-PL', 'de-DE']);
  });

  it('redirect `/` and list robots rules within the host only', () => {
    at('https://shop.example.com');
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'de-DE,de' })).toBeNull();
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'pl' })).toBe('/pl-PL');
    expect(robotsTxt('https://shop.example.com')).toContain('Disallow: /pl-PL/account');
    at('https://shop.example.de');
    expect(rootRedirectTarget({ pathname: '/', localeCookie: undefined, acceptLanguage: 'pl' })).toBeNull();
    expect(robotsTxt('https://shop.example.de')).not.toContain('/pl-PL/');
  });

  it('in a shop whose markets all have a host, an unknown host gets the first market’s', () => {
    installMerchantConfig({
      ...DEMO_CONFIG,
      markets: [
        { locale: 'de-DE', host: 'shop.example.de', prefix: '' },
        { locale: 'en-GB', host: 'shop.example.com', prefix: '' },
      ],
    });
    at('http://localhost:3000');
    expect(servedLocales()).toEqual(['de-DE']);
    expect(marketOrigin('en-GB')).toBe('http://shop.example.com:3000');
  });
});
