import { describe, expect, it } from 'vitest';
import { encodeVitalsBeacon, pageTypeOf, parseVitalsBeacon, VITAL_SPECS, vitalRating, VITALS_MAX_BODY_BYTES } from './vitals.ts';

describe('Core Web Vitals beacons', () => {
  it('reads what the reporter sends, in the histograms’ units', () => {
    const body = encodeVitalsBeacon('product', { LCP: 1234.5, INP: 88, CLS: 0.02 });
    expect(parseVitalsBeacon(body)).toEqual({
      pageType: 'product',
      samples: [
        { name: 'LCP', value: 1.2345 },
        { name: 'INP', value: 0.088 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(parseVitalsBeacon('{"p":"home","m":{"CLS":0}}')).toEqual({ pageType: 'home', samples: [{ name: 'CLS', value: 0 }] });
  });

  it.each([
    ['not JSON', 'LCP=1200'],
    ['an array', '[]'],
    ['an unknown page type', '{"p":"admin","m":{"LCP":1000}}'],
    ['a page type of another spelling', '{"p":"Product","m":{"LCP":1000}}'],
    ['an unknown metric', '{"p":"home","m":{"FID":10}}'],
    ['no metric', '{"p":"home","m":{}}'],
    ['a value as text', '{"p":"home","m":{"LCP":"1000"}}'],
    ['a negative value', '{"p":"home","m":{"INP":-1}}'],
    ['an LCP of three minutes', '{"p":"home","m":{"LCP":180000}}'],
    ['a CLS beyond reason', '{"p":"home","m":{"CLS":25}}'],
    ['an extra field', '{"p":"home","m":{"LCP":1000},"u":"https://x"}'],
    ['a prototype key', '{"p":"home","m":{"__proto__":1}}'],
    ['a body over the cap', `{"p":"home","m":{"LCP":1000}}${' '.repeat(VITALS_MAX_BODY_BYTES)}`],
  ])('refuses %s whole', (_case, body) => {
    expect(parseVitalsBeacon(body)).toBeNull();
  });

  it('has Google’s limits among the buckets, so the share of good pages is one bucket over the count', () => {
    for (const spec of Object.values(VITAL_SPECS)) {
      expect(spec.buckets).toContain(spec.good);
      expect(spec.buckets).toContain(spec.poor);
      expect([...spec.buckets].sort((a, b) => a - b)).toEqual(spec.buckets);
      expect(spec.max).toBeGreaterThan(spec.buckets.at(-1) ?? 0);
    }
    expect([vitalRating('LCP', 2.5), vitalRating('LCP', 2.51), vitalRating('LCP', 4.01)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([vitalRating('INP', 0.2), vitalRating('INP', 0.5), vitalRating('INP', 0.501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([vitalRating('CLS', 0.1), vitalRating('CLS', 0.25), vitalRating('CLS', 0.3)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
});

describe('page types', () => {
  it('names the page from its leaf route, the catch-all by what it found', () => {
    expect(pageTypeOf('default/home', { kind: 'category' })).toBe('home');
    expect(pageTypeOf('market/home', null)).toBe('home');
    expect(pageTypeOf('default/catch-all', { kind: 'category' })).toBe('category');
    expect(pageTypeOf('market/catch-all', { kind: 'product' })).toBe('product');
    expect(pageTypeOf('default/catch-all', { kind: 'landing' })).toBe('content');
    expect(pageTypeOf('default/catch-all', undefined)).toBe('content');
    expect(pageTypeOf('default/search', {})).toBe('search');
    expect(pageTypeOf('default/checkout.cart', {})).toBe('cart');
    expect(pageTypeOf('default/checkout', {})).toBe('checkout');
    expect(pageTypeOf('default/checkout.success.paid', {})).toBe('checkout');
    expect(pageTypeOf('default/account.order.detail', {})).toBe('account');
    expect(pageTypeOf('market/login', {})).toBe('account');
    expect(pageTypeOf('default/accessibility', {})).toBe('other');
    expect(pageTypeOf('default/accountant', {})).toBe('other');
    expect(pageTypeOf('', undefined)).toBe('other');
  });
});
