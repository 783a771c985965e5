import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../../test/support/redis.ts';
import { createCacheStore } from '@aisle/cache-store';
import { DomainError } from './errors.ts';
import { Throttles } from './throttles.ts';

/** The 429's wait, or 0 when the request was counted. */
async function waitOf(attempt: Promise<void>): Promise<number> {
  try {
    await attempt;
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error.status).toBe(429);
    expect(error.problems[0]?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    return Number(error.problems[0]?.parameters?.seconds);
  }
}

describe('Throttles', () => {
  it('counts per address over all IPs (Shopware: 3 per 30 s) and answers the wait', async () => {
    let now = 0;
    const throttles = new Throttles(undefined, () => now);
    for (let index = 0; index < 3; index += 1) expect(await waitOf(throttles.consume('recovery', 'Ada@Example.com ', `198.51.100.${index}`))).toBe(0);
    expect(await waitOf(throttles.consume('recovery', 'ada@example.com', '198.51.100.9'))).toBe(30);
    now = 30_000;
    expect(await waitOf(throttles.consume('recovery', 'ada@example.com', '198.51.100.9'))).toBe(0);
    // Another kind of mail is counted on its own.
    expect(await waitOf(throttles.consume('newsletter', 'ada@example.com', '198.51.100.9'))).toBe(0);
  });

  it('counts per IP over all addresses (30 a minute), and a refused request is not counted', async () => {
    const throttles = new Throttles(undefined, () => 0);
    for (let index = 0; index < 30; index += 1) expect(await waitOf(throttles.consume('contact', `sender-${index}@example.com`, '192.0.2.1'))).toBe(0);
    expect(await waitOf(throttles.consume('contact', 'late@example.com', '192.0.2.1'))).toBe(60);
    expect(await waitOf(throttles.consume('contact', 'late@example.com', '192.0.2.2'))).toBe(0);
  });

  it.skipIf(!redisReachable)('counts together across engines in Redis', async () => {
    const namespace = `aisle-test-${randomBytes(6).toString('hex')}`;
    const stores = [createCacheStore({ namespace, redisUrl: REDIS_URL }), createCacheStore({ namespace, redisUrl: REDIS_URL })];
    try {
      const [one, two] = stores.map((store) => new Throttles(store, () => 0));
      await one!.consume('recovery', 'ada@example.com', '198.51.100.1');
      await two!.consume('recovery', 'ada@example.com', '198.51.100.2');
      await one!.consume('recovery', 'ada@example.com', '198.51.100.3');
      expect(await waitOf(two!.consume('recovery', 'ada@example.com', '198.51.100.4'))).toBeGreaterThan(0);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
