// Login throttling like Shopware's `rate_limiter.login` (time backoff): 10 attempts per 10 s, 15 per
// 30 s, 20 per 60 s per key. Pure apart from its bounded store: the caller supplies the clock. The
// failure times live in an LRU of at most `maxKeys` keys, so a flood of new keys (e-mails, IPv6
// addresses) evicts the least recently failing keys instead of growing memory without end.
import { LRUCache } from 'lru-cache';

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

/** Per client IP over all accounts: credential stuffing from one source. */
export const CLIENT_WINDOWS: readonly Window[] = [
  { limit: 30, seconds: 60 },
  { limit: 100, seconds: 900 },
];

export class RateLimiter {
  private readonly attempts: LRUCache<string, number[]>;
  private readonly windows: readonly Window[];
  private readonly longestMs: number;

  constructor(windows: readonly Window[] = LOGIN_WINDOWS, maxKeys = 20_000) {
    this.windows = windows;
    this.longestMs = Math.max(...windows.map((window) => window.seconds)) * 1000;
    this.attempts = new LRUCache({ max: maxKeys });
  }

  /** Seconds to wait before the next attempt is allowed (0 = allowed now). */
  waitSeconds(key: string, now: number): number {
    const times = this.prune(key, now);
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

  fail(key: string, now: number): void {
    // Only as many times as the largest window can count are kept (bounded per key too).
    const keep = Math.max(...this.windows.map((window) => window.limit));
    this.attempts.set(key, [...this.prune(key, now), now].slice(-keep));
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  /** Keys currently held (for tests and diagnostics). */
  get size(): number {
    return this.attempts.size;
  }

  private prune(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((time) => now - time < this.longestMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }
}
