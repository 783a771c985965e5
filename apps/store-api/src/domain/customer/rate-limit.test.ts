import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../../../test/support/redis.ts';
import { createCacheStore } from '@aisle/cache-store';
import { CLIENT_WINDOWS, clientDelayMs, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows 10 failures in 10 s, then asks to wait until the oldest leaves the window', async () => {
    const limiter = new RateLimiter();
    for (let second = 0; second < 10; second += 1) {
      expect(await limiter.waitSeconds('ada', second * 100)).toBe(0);
      await limiter.fail('ada', second * 100);
    }
    expect(await limiter.waitSeconds('ada', 1000)).toBe(9);
    expect(await limiter.waitSeconds('ada', 10_001)).toBe(0);
    expect(await limiter.waitSeconds('bob', 1000)).toBe(0);
  });

  it('applies the longer windows and forgets after a success', async () => {
    const limiter = new RateLimiter();
    for (let index = 0; index < 15; index += 1) await limiter.fail('ada', index * 1500);
    expect(await limiter.waitSeconds('ada', 22_500)).toBe(8);
    await limiter.reset('ada');
    expect(await limiter.waitSeconds('ada', 22_500)).toBe(0);
  });

  it('holds a bounded number of keys however many are tried', async () => {
    const limiter = new RateLimiter(undefined, 1000);
    for (let index = 0; index < 10; index += 1) await limiter.fail('first|198.51.100.7', index);
    expect(await limiter.waitSeconds('first|198.51.100.7', 10)).toBeGreaterThan(0);
    for (let index = 0; index < 30_000; index += 1) await limiter.fail(`victim-${index}@example.com|198.51.100.7`, index);
    // The least recently failing key made room.
    expect(await limiter.waitSeconds('first|198.51.100.7', 10)).toBe(0);
    // The bound is the configured 1,000 keys (not a heap figure, which depends on the collector):
    // a throttled key survives 500 newer ones and is gone after 1,000.
    for (let index = 0; index < 10; index += 1) await limiter.fail('kept|198.51.100.7', index);
    for (let index = 0; index < 500; index += 1) await limiter.fail(`newer-${index}@example.com|198.51.100.7`, index);
    expect(await limiter.waitSeconds('kept|198.51.100.7', 10)).toBeGreaterThan(0);
    for (let index = 0; index < 10; index += 1) await limiter.fail('dropped|198.51.100.7', index);
    for (let index = 0; index < 1000; index += 1) await limiter.fail(`other-${index}@example.com|198.51.100.7`, index);
    expect(await limiter.waitSeconds('dropped|198.51.100.7', 10)).toBe(0);
  });

  it('counts one client IP over all accounts (credential stuffing) to slow it down progressively, not to refuse it', async () => {
    const perClient = new RateLimiter(CLIENT_WINDOWS);
    for (let index = 0; index < 40; index += 1) await perClient.fail('198.51.100.99', index * 100);
    expect(await perClient.count('198.51.100.99', 4000)).toBe(40);
    expect(await perClient.count('198.51.100.100', 4000)).toBe(0);
    expect([0, 30, 31, 40, 55, 500].map(clientDelayMs)).toEqual([0, 0, 200, 2000, 5000, 5000]);
  });

  it.skipIf(!redisReachable)('counts failures of several engines together in Redis', async () => {
    const namespace = `aisle-test-${randomBytes(6).toString('hex')}`;
    const stores = [createCacheStore({ namespace, redisUrl: REDIS_URL }), createCacheStore({ namespace, redisUrl: REDIS_URL })];
    try {
      const [one, two] = stores.map((store) => new RateLimiter(undefined, store));
      for (let index = 0; index < 5; index += 1) await one!.fail('ada|198.51.100.1', index);
      for (let index = 5; index < 10; index += 1) await two!.fail('ada|198.51.100.1', index);
      expect(await one!.waitSeconds('ada|198.51.100.1', 20)).toBeGreaterThan(0);
      await two!.reset('ada|198.51.100.1');
      expect(await one!.waitSeconds('ada|198.51.100.1', 20)).toBe(0);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
