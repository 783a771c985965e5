// The shared-cache rule: only cookie-less visitors in the default context get public pages.
import { describe, expect, it } from 'vitest';
import { sharedCacheable, varyHeader, type CachePolicyInput } from './cache-policy.ts';

const anonymous: CachePolicyInput = {
  method: 'GET',
  hasContextToken: false,
  hasFlash: false,
  cartRemembered: false,
  summary: { sharedCatalogue: true, defaultCurrency: true, loggedIn: false },
  status: 200,
  setsCookies: false,
};

describe('sharedCacheable', () => {
  it('shares an anonymous 200 read', () => {
    expect(sharedCacheable(anonymous)).toBe(true);
    expect(sharedCacheable({ ...anonymous, method: 'HEAD' })).toBe(true);
  });

  it.each<[string, Partial<CachePolicyInput>]>([
    ['a write', { method: 'POST' }],
    ['a visitor with a context', { hasContextToken: true }],
    ['a flash message', { hasFlash: true }],
    ['a filled cart', { cartRemembered: true }],
    ['a customer', { summary: { sharedCatalogue: false, defaultCurrency: true, loggedIn: true } }],
    ['another currency', { summary: { sharedCatalogue: true, defaultCurrency: false, loggedIn: false } }],
    ['a 404', { status: 404 }],
    ['a response setting a cookie', { setsCookies: true }],
  ])('keeps %s private', (_label, change) => {
    expect(sharedCacheable({ ...anonymous, ...change })).toBe(false);
  });

  it('varies the root by language', () => {
    expect(varyHeader('/')).toBe('Cookie, Accept-Language');
    expect(varyHeader('/pl-PL/')).toBe('Cookie');
  });
});
