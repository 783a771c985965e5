// The one cache primitive: read-through with stale-while-revalidate in process, and values shared
// through Redis between instances (that part runs where Redis is reachable).
import { createConnection } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCacheStore, createLookupCache } from './cache-store.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const namespace = () => `test-cache-${process.pid}-${Math.random().toString(36).slice(2)}`;

describe('lookup cache in process', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once for concurrent requests and serves fresh entries without loading', async () => {
    const cache = createLookupCache({ namespace: namespace() });
    const load = vi.fn(async () => 1);
    expect(await Promise.all([cache.wrap('a', load, { freshMs: 1000 }), cache.wrap('a', load, { freshMs: 1000 })])).toEqual([1, 1]);
    expect(await cache.wrap('a', load, { freshMs: 1000 })).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves stale entries while refreshing them in the background, and reloads expired ones', async () => {
    const cache = createLookupCache({ namespace: namespace() });
    const ttl = { freshMs: 10, staleMs: 100 };
    let value = 1;
    const load = vi.fn(async () => value);
    await cache.wrap('a', load, ttl);
    value = 2;
    vi.advanceTimersByTime(50);
    expect(await cache.wrap('a', load, ttl)).toBe(1);
    // The refresh runs in the background; the clock stands still meanwhile.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.wrap('a', load, ttl)).toBe(2);
    value = 3;
    vi.advanceTimersByTime(500);
    expect(await cache.wrap('a', load, ttl)).toBe(3);
  });

  it('never keeps failures, keeps live objects and evicts the least recently used entry', async () => {
    const cache = createLookupCache({ namespace: namespace(), maxEntries: 2 });
    const ttl = { freshMs: 1000 };
    await expect(cache.wrap('x', () => Promise.reject(new Error('down')), ttl)).rejects.toThrow('down');
    expect(await cache.wrap('x', async () => 'up', ttl)).toBe('up');
    const live = new Map([['a', 1]]);
    expect(await cache.wrap('map', async () => live, ttl)).toBe(live);
    await cache.wrap('b', async () => 2, ttl);
    await cache.wrap('map', async () => new Map(), ttl);
    await cache.wrap('c', async () => 3, ttl);
    expect(await cache.wrap('map', async () => new Map(), ttl)).toBe(live);
    expect(await cache.wrap('b', async () => 8, ttl)).toBe(8);
  });

  it('keeps at most `maxBytes` of keys and values (as JSON) when given, and no entry larger than that', async () => {
    const cache = createLookupCache({ namespace: namespace(), maxEntries: 1000, maxBytes: 10_000 });
    const ttl = { freshMs: 60_000 };
    const answer = (index: number) => ({ index, text: 'x'.repeat(3000) });
    for (let index = 0; index < 10; index += 1) await cache.wrap(`k${index}`, async () => answer(index), ttl);
    // About three answers of 3 kB fit in 10 kB: the oldest were dropped, the newest are kept.
    const kept = await Promise.all(Array.from({ length: 10 }, async (_unused, index) => (await cache.get(`k${index}`)) !== undefined));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect(kept[9]).toBe(true);
    expect(kept[0]).toBe(false);
    const huge = await cache.wrap('huge', async () => ({ text: 'y'.repeat(20_000) }), ttl);
    expect(huge.text.length).toBe(20_000);
    expect(await cache.get('huge')).toBeUndefined();
  });
});

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe.skipIf(!(await reachable(REDIS_URL)))('lookup cache with Redis', () => {
  it('serves a value one instance loaded to another, and keeps `shared: false` values in the process', async () => {
    const name = namespace();
    const [first, second] = [createLookupCache({ namespace: name, redisUrl: REDIS_URL }), createLookupCache({ namespace: name, redisUrl: REDIS_URL })];
    const [own, other] = [
      createLookupCache({ namespace: `${name}-own`, redisUrl: REDIS_URL, shared: false }),
      createLookupCache({ namespace: `${name}-own`, redisUrl: REDIS_URL, shared: false }),
    ];
    try {
      expect(await first.wrap('nav', async () => ({ links: ['/a'] }), { freshMs: 60_000 })).toEqual({ links: ['/a'] });
      expect(await second.wrap('nav', async () => ({ links: ['/b'] }), { freshMs: 60_000 })).toEqual({ links: ['/a'] });
      await own.wrap('page', async () => 'one', { freshMs: 60_000 });
      expect(await other.wrap('page', async () => 'two', { freshMs: 60_000 })).toBe('two');
      // Clearing reaches Redis: the next reader loads again.
      await first.clear();
      expect(await createLookupCache({ namespace: name, redisUrl: REDIS_URL }).wrap('nav', async () => ({ links: ['/c'] }), { freshMs: 60_000 })).toEqual({
        links: ['/c'],
      });
    } finally {
      await Promise.all([first, second, own, other].map((cache) => cache.close()));
    }
  });

  it('shares whole values through the store', async () => {
    const name = namespace();
    const [a, b] = [createCacheStore({ namespace: name, redisUrl: REDIS_URL }), createCacheStore({ namespace: name, redisUrl: REDIS_URL })];
    try {
      await a.set('page', { body: 'x' }, 60_000);
      expect(await b.get('page')).toEqual({ body: 'x' });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('cache store in memory', () => {
  it('keeps at most `maxEntries` entries when given a count instead of a size', async () => {
    const store = createCacheStore({ namespace: namespace(), maxEntries: 2 });
    await store.set('a', 1, 60_000);
    await store.set('b', 2, 60_000);
    await store.set('c', 3, 60_000);
    expect(await store.get('a')).toBeUndefined();
    expect([await store.get('b'), await store.get('c')]).toEqual([2, 3]);
  });
});
