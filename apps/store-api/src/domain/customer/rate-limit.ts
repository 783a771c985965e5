// Login throttling like Shopware's `rate_limiter.login` (time backoff): 10 attempts per 10 s, 15 per
// 30 s, 20 per 60 s per key (e-mail + client IP). Pure: the caller supplies the clock.
export interface Window {
  limit: number;
  seconds: number;
}

export const LOGIN_WINDOWS: readonly Window[] = [
  { limit: 10, seconds: 10 },
  { limit: 15, seconds: 30 },
  { limit: 20, seconds: 60 },
];

export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly windows: readonly Window[];

  constructor(windows: readonly Window[] = LOGIN_WINDOWS) {
    this.windows = windows;
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
    this.attempts.set(key, [...this.prune(key, now), now]);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private prune(key: string, now: number): number[] {
    const longest = Math.max(...this.windows.map((window) => window.seconds)) * 1000;
    const kept = (this.attempts.get(key) ?? []).filter((time) => now - time < longest);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }
}
