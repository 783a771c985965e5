import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig } from '../lib/merchant/config.ts';
import { routeFitsMarkets } from './route-scope.ts';

afterEach(() => installMerchantConfig(DEMO_CONFIG));

describe('the markets’ dynamic prefix', () => {
  it('takes configured prefixes and leaves other first segments to the unprefixed market’s content pages', () => {
    expect(routeFitsMarkets('/account', {})).toBe(true);
    expect(routeFitsMarkets(':market/account', { market: 'pl-PL' })).toBe(true);
    expect(routeFitsMarkets(':market/account', { market: 'testde' })).toBe(true);
    expect(routeFitsMarkets(':market/account', { market: 'de-DE' })).toBe(false);
    expect(routeFitsMarkets(':market', { market: 'Clothing' })).toBe(true);
    expect(routeFitsMarkets(':market/*', { market: 'Clothing', '*': 'Men/' })).toBe(true);
  });

  it('follows the configuration installed at start', () => {
    installMerchantConfig({
      ...DEMO_CONFIG,
      markets: [
        { locale: 'de-DE', prefix: 'de' },
        { locale: 'en-GB', prefix: 'en' },
      ],
    });
    expect(routeFitsMarkets(':market/account', { market: 'de' })).toBe(true);
    expect(routeFitsMarkets(':market/account', { market: 'pl-PL' })).toBe(false);
    // No market without a prefix: a first segment that is none is no page at all.
    expect(routeFitsMarkets(':market/*', { market: 'Clothing', '*': 'Men/' })).toBe(false);
  });
});
