import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceOf } from './device-cookie.ts';

const SECRET = 'storefront-secret-for-the-device-cookie-test';
const NOW = Date.UTC(2026, 11, 1);
const ENGINE = `d1.1900000000.AAAAAAAAAAAAAAAA.${'A'.repeat(22)}.${'B'.repeat(43)}`;

/** The Cookie header a browser sends back for a Set-Cookie line. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('device cookie', () => {
  it('is httpOnly, same-site only, Secure on https, and proves the device for its e-mail with the engine’s token behind it', () => {
    const cookie = deviceCookie(SECRET, 'anna@example.com', ENGINE, true, NOW);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain('anna');
    expect(deviceOf(`aisle-locale=en-GB; ${sentBack(cookie)}`, SECRET, 'Anna@Example.com', NOW)).toEqual({ known: true, engineToken: ENGINE });
    expect(deviceOf(sentBack(deviceCookie(SECRET, 'anna@example.com', undefined, false, NOW)), SECRET, 'anna@example.com', NOW)).toEqual({ known: true });
  });

  it('proves nothing for another e-mail, another secret, a forged value or no cookie', () => {
    const header = sentBack(deviceCookie(SECRET, 'anna@example.com', ENGINE, true, NOW));
    expect(deviceOf(header, SECRET, 'bert@example.com', NOW)).toEqual({ known: false });
    expect(deviceOf(header, 'another-secret-of-another-shop-0123456789', 'anna@example.com', NOW)).toEqual({ known: false });
    expect(deviceOf(`aisle-device=d1.1900000000.AAAAAAAAAAAAAAAA.${'A'.repeat(22)}.${'C'.repeat(43)}~${ENGINE}`, SECRET, 'anna@example.com', NOW)).toEqual({
      known: false,
    });
    expect(deviceOf(null, SECRET, 'anna@example.com', NOW)).toEqual({ known: false });
    expect(deviceOf(header, undefined, 'anna@example.com', NOW)).toEqual({ known: false });
  });

  it('does not hand on an engine token that could not travel in a header', () => {
    const header = sentBack(deviceCookie(SECRET, 'anna@example.com', 'bad token\r\n', true, NOW));
    expect(deviceOf(header, SECRET, 'anna@example.com', NOW)).toEqual({ known: true });
  });
});
