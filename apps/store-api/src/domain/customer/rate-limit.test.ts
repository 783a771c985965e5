import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

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
});
