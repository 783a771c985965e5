import { describe, expect, it } from 'vitest';
import { CLIENT_WINDOWS, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows 10 failures in 10 s, then asks to wait until the oldest leaves the window', () => {
    const limiter = new RateLimiter();
    for (let second = 0; second < 10; second += 1) {
      expect(limiter.waitSeconds('ada', second * 100)).toBe(0);
      limiter.fail('ada', second * 100);
    }
    expect(limiter.waitSeconds('ada', 1000)).toBe(9);
    expect(limiter.waitSeconds('ada', 10_001)).toBe(0);
    expect(limiter.waitSeconds('bob', 1000)).toBe(0);
  });

  it('applies the longer windows and forgets after a success', () => {
    const limiter = new RateLimiter();
    for (let index = 0; index < 15; index += 1) limiter.fail('ada', index * 1500);
    expect(limiter.waitSeconds('ada', 22_500)).toBe(8);
    limiter.reset('ada');
    expect(limiter.waitSeconds('ada', 22_500)).toBe(0);
  });

  it('holds a bounded number of keys however many are tried', () => {
    const limiter = new RateLimiter(undefined, 1000);
    for (let index = 0; index < 30_000; index += 1) limiter.fail(`victim-${index}@example.com|198.51.100.7`, index);
    expect(limiter.size).toBe(1000);
    const heap = process.memoryUsage().heapUsed;
    for (let index = 0; index < 30_000; index += 1) limiter.fail(`other-${index}@example.com|198.51.100.7`, index);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(20 * 1024 * 1024);
  });

  it('limits one client IP over all accounts (credential stuffing)', () => {
    const perClient = new RateLimiter(CLIENT_WINDOWS);
    for (let index = 0; index < 30; index += 1) perClient.fail('198.51.100.99', index * 100);
    expect(perClient.waitSeconds('198.51.100.99', 3000)).toBeGreaterThan(0);
    expect(perClient.waitSeconds('198.51.100.100', 3000)).toBe(0);
  });
});
