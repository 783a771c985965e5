// A fleet's limiter whose Redis is away keeps counting in this process (the library's insurance
// limiter) instead of letting every attempt through.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCacheStore } from '@aisle/cache-store';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter on an unreachable Redis', () => {
  it('counts in this process while Redis does not answer', async () => {
    // Nothing listens on port 1; each call gives up connecting after the store's 1 s timeout.
    const store = createCacheStore({ namespace: `aisle-test-${randomBytes(6).toString('hex')}`, redisUrl: 'redis://127.0.0.1:1', label: 'test' });
    try {
      const limiter = new RateLimiter([{ limit: 2, seconds: 60 }], store);
      expect(await limiter.fail('ada|198.51.100.1', Date.now())).toBe(false);
      expect(await limiter.fail('ada|198.51.100.1', Date.now())).toBe(true);
      expect(await limiter.waitSeconds('ada|198.51.100.1', Date.now())).toBeGreaterThan(50);
      expect(await limiter.waitSeconds('bob|198.51.100.1', Date.now())).toBe(0);
    } finally {
      await store.close();
    }
  }, 20_000);
});
