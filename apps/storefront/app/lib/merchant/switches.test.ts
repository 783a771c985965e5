import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig } from './config.ts';
import { switchedOffPart } from './switches.ts';

afterEach(() => installMerchantConfig(DEMO_CONFIG));

describe('switched-off parts', () => {
  it('leave every path on in the demo', () => {
    for (const path of ['/wishlist', '/product/review', '/account']) expect(switchedOffPart(path)).toBeUndefined();
  });

  it('take a part’s pages and form targets away, and nothing else', () => {
    installMerchantConfig({ ...DEMO_CONFIG, features: { ...DEMO_CONFIG.features, wishlist: false, reviews: false } });
    expect(switchedOffPart('/wishlist')).toBe('wishlist');
    expect(switchedOffPart('/wishlist/')).toBe('wishlist');
    expect(switchedOffPart('/product/review')).toBe('reviews');
    expect(switchedOffPart('/wishlists-of-the-world')).toBeUndefined();
    expect(switchedOffPart('/account')).toBeUndefined();
  });
});
