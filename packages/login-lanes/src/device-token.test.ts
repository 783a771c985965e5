import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_SECONDS, isDeviceToken, signDeviceToken, verifyDeviceToken } from './device-token.ts';

const SECRET = 'test-secret-of-the-shop';
const NOW = Date.UTC(2026, 11, 1);

describe('device tokens', () => {
  it('verifies for the e-mail it was signed for, in any case and spacing, and names the device', () => {
    const token = signDeviceToken(SECRET, 'Anna@Example.com', NOW);
    const device = verifyDeviceToken(SECRET, ' anna@example.COM ', token, NOW + 1000);
    expect(device).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(token).not.toContain('anna');
    expect(signDeviceToken(SECRET, 'anna@example.com', NOW)).not.toBe(token);
  });

  it('refuses another account, another secret, an expired token and a tampered one', () => {
    const token = signDeviceToken(SECRET, 'anna@example.com', NOW);
    expect(verifyDeviceToken(SECRET, 'bert@example.com', token, NOW)).toBeUndefined();
    expect(verifyDeviceToken('another-secret', 'anna@example.com', token, NOW)).toBeUndefined();
    expect(verifyDeviceToken(SECRET, 'anna@example.com', token, NOW + DEVICE_TOKEN_SECONDS * 1000)).toBeUndefined();
    const [version, expires, nonce, account, mac] = token.split('.');
    const later = String(Number(expires) + 1000);
    expect(verifyDeviceToken(SECRET, 'anna@example.com', [version, later, nonce, account, mac].join('.'), NOW)).toBeUndefined();
    const flipped = `${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
    expect(verifyDeviceToken(SECRET, 'anna@example.com', [version, expires, nonce, account, flipped].join('.'), NOW)).toBeUndefined();
    // Another account's digest under this token's signature.
    const bert = signDeviceToken(SECRET, 'bert@example.com', NOW).split('.')[3];
    expect(verifyDeviceToken(SECRET, 'bert@example.com', [version, expires, nonce, bert, mac].join('.'), NOW)).toBeUndefined();
  });

  it('tells a signed token from anything else before the account is known', () => {
    const token = signDeviceToken(SECRET, 'anna@example.com', NOW);
    expect(isDeviceToken(SECRET, token, NOW)).toBe(true);
    expect(isDeviceToken('another-secret', token, NOW)).toBe(false);
    expect(isDeviceToken(SECRET, token, NOW + DEVICE_TOKEN_SECONDS * 1000)).toBe(false);
    expect(isDeviceToken(SECRET, undefined, NOW)).toBe(false);
  });

  it('refuses missing and malformed tokens and an empty e-mail', () => {
    for (const token of [undefined, '', 'd1', 'd1.1.2.3', 'd2.9999999999.AAAAAAAAAAAAAAAA.' + 'A'.repeat(22) + '.' + 'A'.repeat(43), 'x'.repeat(5000)]) {
      expect(verifyDeviceToken(SECRET, 'anna@example.com', token, NOW)).toBeUndefined();
    }
    expect(verifyDeviceToken(SECRET, '', signDeviceToken(SECRET, '', NOW), NOW)).toBeUndefined();
  });
});
