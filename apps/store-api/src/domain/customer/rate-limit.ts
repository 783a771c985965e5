// Counts per key in windows (domain/throttle-windows.ts) on rate-limiter-flexible: one fixed-window
// counter per window and key. In Redis when the given store is a Redis store (RateLimiterRedis: one
// atomic increment per window, shared by every engine of a fleet, counted in this process while Redis
// is away); else in a bounded LRU of this process, where a flood of new keys evicts the least recently
// counted ones instead of growing memory without end (the library's RateLimiterMemory keeps every key,
// with a timer each, until its window ends, and reads only the wall clock).
import type { CacheStore, RedisAccess } from '@aisle/cache-store';
import { LRUCache } from 'lru-cache';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import StoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { CLIENT_WINDOWS, LOGIN_CLIENT_DELAY, LOGIN_WINDOWS, type Window } from '../throttle-windows.ts';

// The login test reads the per-IP windows from here.
export { CLIENT_WINDOWS };

/** The progressive delay before a login from an IP with `failures` recent failures (LOGIN_CLIENT_DELAY). */
export function clientDelayMs(failures: number): number {
  const { freeFailures, stepMs, maxMs } = LOGIN_CLIENT_DELAY;
  return Math.min(maxMs, Math.max(0, failures - freeFailures) * stepMs);
}

/** The caller's clock, handed through the library to the memory store (Redis keeps its own time). */
interface At {
  now?: number;
}

/** A count and the milliseconds left in its window: what RateLimiterRedis's script answers too. */
type Counted = [consumed: number, msBeforeNext: number];

/** rate-limiter-flexible's store contract over a bounded LRU of `{ points, expiresAt }`. */
class LruStore extends StoreAbstract {
  private readonly entries: LRUCache<string, { points: number; expiresAt: number }>;

  constructor(window: Window, keyPrefix: string, maxKeys: number) {
    const entries = new LRUCache<string, { points: number; expiresAt: number }>({ max: maxKeys });
    super({ storeClient: entries, keyPrefix, points: window.limit, duration: window.seconds });
    this.entries = entries;
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false, { now = Date.now() }: At = {}): Promise<Counted> {
    const kept = this.entries.get(rlKey);
    const entry = kept && !forceExpire && kept.expiresAt > now ? kept : { points: 0, expiresAt: now + msDuration };
    entry.points += points;
    this.entries.set(rlKey, entry);
    return [entry.points, entry.expiresAt - now];
  }

  async _get(rlKey: string, { now = Date.now() }: At = {}): Promise<Counted | null> {
    const entry = this.entries.get(rlKey);
    return entry && entry.expiresAt > now ? [entry.points, entry.expiresAt - now] : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    return this.entries.delete(rlKey);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, [consumed, msBeforeNext]: Counted): RateLimiterRes {
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, consumed === changedPoints);
  }
}

export class RateLimiter {
  private readonly counters: ReadonlyArray<{ window: Window; limiter: RateLimiterStoreAbstract }>;
  private readonly redis: RedisAccess | undefined;

  /**
   * `store`: a Redis store (its connection and namespace) so that every engine of a fleet counts the
   * same requests, or the bound on the keys this process keeps per window.
   */
  constructor(windows: readonly Window[] = LOGIN_WINDOWS, store: CacheStore | number = 20_000) {
    const maxKeys = typeof store === 'number' ? store : 20_000;
    const redis = typeof store === 'number' ? undefined : store.redis;
    this.redis = redis;
    this.counters = windows.map((window) => {
      const id = `${window.limit}/${window.seconds}s`;
      const memory = new LruStore(window, id, maxKeys);
      const limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            useRedisPackage: true,
            // Redis away: counted in this process at once, no request waits for a reconnect.
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
            keyPrefix: `${redis.namespace}:${id}`,
            points: window.limit,
            duration: window.seconds,
          })
        : memory;
      return { window, limiter };
    });
  }

  /** Seconds to wait before the next attempt is allowed (0 = allowed now). */
  async waitSeconds(key: string, now: number): Promise<number> {
    const counts = await this.each((limiter) => limiter.get(key, { now }));
    return Math.max(0, ...counts.map(({ window, count }) => (count && count.consumedPoints >= window.limit ? Math.ceil(count.msBeforeNext / 1000) : 0)));
  }

  /** How many failures of `key` the longest window holds. */
  async count(key: string, now: number): Promise<number> {
    const counts = await this.each((limiter) => limiter.get(key, { now }));
    const longest = counts.reduce((a, b) => (b.window.seconds > a.window.seconds ? b : a));
    return longest.count?.consumedPoints ?? 0;
  }

  /** Counts one for `key` in every window; true when this one filled a window (the next is refused). */
  async fail(key: string, now: number): Promise<boolean> {
    const counts = await this.each((limiter) => limiter.penalty(key, 1, { now }));
    return counts.some(({ window, count }) => count.consumedPoints === window.limit);
  }

  async reset(key: string): Promise<void> {
    await this.each((limiter) => limiter.delete(key));
  }

  private async each<T>(run: (limiter: RateLimiterStoreAbstract) => Promise<T>): Promise<Array<{ window: Window; count: T }>> {
    await this.redis?.ready();
    return Promise.all(this.counters.map(async ({ window, limiter }) => ({ window, count: await run(limiter) })));
  }
}
