// Counts per key in windows (domain/throttle-windows.ts) on rate-limiter-flexible: one fixed-window
// counter per window and key. In Redis when the given store is a Redis store (RateLimiterRedis: one
// atomic increment per window, shared by every engine of a fleet, counted in this process while Redis
// is away); else in a bounded LRU of this process, where a flood of new keys evicts the least recently
// counted ones instead of growing memory without end (the library's RateLimiterMemory keeps every key,
// with a timer each, until its window ends, and reads only the wall clock).
import type { CacheStore, RedisAccess } from '@aisle/cache-store';
import { LRUCache } from 'lru-cache';
import { RateLimiterCompatibleAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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

/**
 * A window's counter in a bounded LRU of `{ points, expiresAt }`, on the library's exported base for limiters of
 * one's own (RateLimiterCompatibleAbstract): RateLimiterRedis takes it as its insurance. Only what the throttles
 * and the insurance call (`get`, `penalty`, `delete`) is implemented; the base's other methods throw.
 */
class LruLimiter extends RateLimiterCompatibleAbstract {
  override readonly keyPrefix: string;
  // Set by RateLimiterRedis to its own when it takes this one as insurance; neither is used here.
  override blockDuration = 0;
  override execEvenly = false;
  private readonly entries: LRUCache<string, { points: number; expiresAt: number }>;
  private readonly window: Window;

  constructor(window: Window, keyPrefix: string, maxKeys: number) {
    super();
    this.keyPrefix = keyPrefix;
    this.window = window;
    this.entries = new LRUCache({ max: maxKeys });
  }

  override async get(key: string | number, { now = Date.now() }: At = {}): Promise<RateLimiterRes | null> {
    const entry = this.entries.get(String(key));
    return entry && entry.expiresAt > now ? this.result(entry.points, entry.expiresAt - now, 0) : null;
  }

  /** Counts `points` for `key`, starting a new window when none is running; never refuses (the caller decides). */
  override async penalty(key: string | number, points = 1, { now = Date.now() }: At = {}): Promise<RateLimiterRes> {
    const kept = this.entries.get(String(key));
    const entry = kept && kept.expiresAt > now ? kept : { points: 0, expiresAt: now + this.window.seconds * 1000 };
    entry.points += points;
    this.entries.set(String(key), entry);
    return this.result(entry.points, entry.expiresAt - now, points);
  }

  override async delete(key: string | number): Promise<boolean> {
    return this.entries.delete(String(key));
  }

  /** The library's answer for a count, as its stores build it. */
  private result(consumed: number, msBeforeNext: number, changedPoints: number): RateLimiterRes {
    return new RateLimiterRes(Math.max(this.window.limit - consumed, 0), msBeforeNext, consumed, consumed === changedPoints);
  }
}

export class RateLimiter {
  private readonly counters: ReadonlyArray<{ window: Window; limiter: RateLimiterRedis | LruLimiter }>;
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
      const memory = new LruLimiter(window, id, maxKeys);
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

  private async each<T>(run: (limiter: RateLimiterRedis | LruLimiter) => Promise<T>): Promise<Array<{ window: Window; count: T }>> {
    await this.redis?.ready();
    return Promise.all(this.counters.map(async ({ window, limiter }) => ({ window, count: await run(limiter) })));
  }
}
