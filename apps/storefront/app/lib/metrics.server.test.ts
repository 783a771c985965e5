import { describe, expect, it } from 'vitest';
import { requestKind, storefrontMetrics } from './metrics.server.ts';

describe('storefront metrics', () => {
  it('labels requests by kind, never by URL', () => {
    expect(requestKind('GET', '/pl-PL/Kategoria/')).toBe('page');
    expect(requestKind('GET', '/pl-PL/Kategoria/_.data')).toBe('data');
    expect(requestKind('POST', '/cart')).toBe('action');
    expect(requestKind('POST', '/cart.data')).toBe('data-action');
    expect(requestKind('GET', '/assets/entry-abc.js')).toBe('asset');
    expect(requestKind('GET', '/favicon.svg')).toBe('static');
  });

  it('is one registry per process', async () => {
    storefrontMetrics().htmlCache.inc({ result: 'hit' });
    expect(storefrontMetrics()).toBe(storefrontMetrics());
    expect(await storefrontMetrics().registry.metrics()).toMatch(/aisle_storefront_html_cache_lookups_total\{result="hit"\} [1-9]/);
  });
});
