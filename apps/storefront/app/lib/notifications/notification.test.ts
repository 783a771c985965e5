import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_TIMEOUT_MS, dismissDelay } from './notification.ts';

describe('notification timing', () => {
  it('hides after 2500 ms by default', () => {
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(2500);
    expect(dismissDelay({})).toBe(2500);
  });

  it('honours a custom timeout', () => {
    expect(dismissDelay({ timeout: 8000 })).toBe(8000);
  });

  it('keeps persistent notifications until dismissed', () => {
    expect(dismissDelay({ persistent: true })).toBeNull();
    expect(dismissDelay({ persistent: true, timeout: 1000 })).toBeNull();
  });
});
