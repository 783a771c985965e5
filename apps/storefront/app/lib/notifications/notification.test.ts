import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash } from './flash.server.ts';
import { DEFAULT_NOTIFICATION_TIMEOUT_MS, dismissDelay, type Notification } from './notification.ts';

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

describe('flash payload', () => {
  const notification: Notification = { id: 'n1', type: 'success', message: 'Saved' };

  it('round-trips notifications', () => {
    expect(decodeFlash(encodeFlash([notification]))).toEqual([notification]);
  });

  it('rejects tampered or malformed cookies', () => {
    expect(decodeFlash('not json')).toEqual([]);
    expect(decodeFlash(JSON.stringify([{ ...notification, type: 'evil' }]))).toEqual([]);
    expect(decodeFlash(undefined)).toEqual([]);
  });
});
