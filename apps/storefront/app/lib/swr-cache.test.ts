import { describe, expect, it, vi } from 'vitest';
import { SwrCache } from './swr-cache.ts';

function setup(maxEntries = 10) {
  let now = 0;
  const cache = new SwrCache<number>({ freshMs: 10, staleMs: 100, maxEntries, now: () => now });
  return { cache, tick: (ms: number) => (now += ms) };
}

describe('SwrCache', () => {
  it('loads once for concurrent requests and serves fresh entries without loading', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 1);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves stale entries while refreshing them in the background, and reloads expired ones', async () => {
    const { cache, tick } = setup();
    let value = 1;
    const load = vi.fn(async () => value);
    await cache.get('a', load);
    value = 2;
    tick(50);
    expect(await cache.get('a', load)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe(2);
    value = 3;
    tick(500);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('never caches failures and evicts the least recently used entry', async () => {
    const { cache } = setup(2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 9);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 9)).toBe(1);
    expect(await cache.get('b', async () => 8)).toBe(8);
  });
});
