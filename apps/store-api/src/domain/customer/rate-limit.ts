// Login throttling like Shopware's `rate_limiter.login` (time backoff): 10 attempts per 10 s, 15 per
// 30 s, 20 per 60 s per key. Pure apart from its store: the caller supplies the clock. The failure
// times live in an LRU of at most `maxEntries` keys (a flood of new keys evicts the least recently
// failing ones instead of growing memory without end), or in Redis shared by every engine.
import { createCacheStore, type CacheStore } from '@aisle/cache-store';

export interface Window {
  limit: number;
  seconds: number;
}

/** Per account and client IP (Shopware's windows). */
export const LOGIN_WINDOWS: readonly Window[] = [
  { limit: 10, seconds: 10 },
  { limit: 15, seconds: 30 },
  { limit: 20, seconds: 60 },
];

/**
 * Per client IP over all accounts: credential stuffing from one source. Counted, never refused: one
 * IP is often many shoppers (NAT, a mobile carrier, an office), and a window that answers 429 let
 * anyone's failures lock out everybody behind it (ADR 0015, addendum). Past the free failures each login
 * from the IP waits progressively longer instead (`clientDelayMs`).
 */
// The limit bounds what is kept per IP: the delay is at its maximum from 55 failures on.
export const CLIENT_WINDOWS: readonly Window[] = [{ limit: 60, seconds: 900 }];

/** Failures from one IP in CLIENT_WINDOWS that cost nothing; a busy NAT stays under it. */
const CLIENT_FREE_FAILURES = 30;
const CLIENT_MAX_DELAY_MS = 5000;

/** The progressive delay before a login from an IP with `failures` recent failures: 0, then +200 ms per failure, at most 5 s. */
export function clientDelayMs(failures: number): number {
  return Math.min(CLIENT_MAX_DELAY_MS, Math.max(0, failures - CLIENT_FREE_FAILURES) * 200);
}

export class RateLimiter {
  private readonly store: CacheStore;
  private readonly windows: readonly Window[];
  private readonly longestMs: number;

  /**
   * `store` holds the failure times per key: a bounded LRU of `maxEntries` keys in this process, or a
   * shared store (Redis) so that every engine of a fleet counts the same failures.
   */
  constructor(windows: readonly Window[] = LOGIN_WINDOWS, store: CacheStore | number = 20_000) {
    this.windows = windows;
    this.longestMs = Math.max(...windows.map((window) => window.seconds)) * 1000;
    this.store = typeof store === 'number' ? createCacheStore({ namespace: 'limiter', maxEntries: store }) : store;
  }

  /** Seconds to wait before the next attempt is allowed (0 = allowed now). */
  async waitSeconds(key: string, now: number): Promise<number> {
    const times = await this.prune(key, now);
    let wait = 0;
    for (const window of this.windows) {
      const inWindow = times.filter((time) => now - time < window.seconds * 1000);
      if (inWindow.length >= window.limit) {
        const oldest = inWindow[inWindow.length - window.limit] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + window.seconds * 1000 - now) / 1000));
      }
    }
    return wait;
  }

  /** How many failures of `key` the longest window holds. */
  async count(key: string, now: number): Promise<number> {
    return (await this.prune(key, now)).length;
  }

  async fail(key: string, now: number): Promise<void> {
    // Only as many times as the largest window can count are kept (bounded per key too).
    const keep = Math.max(...this.windows.map((window) => window.limit));
    await this.store.set(key, [...(await this.prune(key, now)), now].slice(-keep), this.longestMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }

  private async prune(key: string, now: number): Promise<number[]> {
    const kept = ((await this.store.get<number[]>(key)) ?? []).filter((time) => now - time < this.longestMs);
    if (kept.length === 0) await this.store.delete(key);
    return kept;
  }
}
