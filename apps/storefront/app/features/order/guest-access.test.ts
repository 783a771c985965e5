import { describe, expect, it } from 'vitest';
import { guestAnswersCookie, isDeepLinkCode, readGuestAnswers } from './guest-access.ts';

const CODE = 'Ab3_dE-fGhIjKlMnOpQrStUvWxYz0123';

describe('guest answers cookie', () => {
  it('reads back what it wrote, for the same order only', () => {
    const cookie = guestAnswersCookie(CODE, { email: 'grace@example.com', zipcode: '10115' }, false);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
    const header = cookie.split(';')[0] ?? '';
    expect(readGuestAnswers(header, CODE)).toEqual({ email: 'grace@example.com', zipcode: '10115' });
    expect(readGuestAnswers(header, 'another-code-0000000000000000000')).toBeNull();
  });

  it('ignores broken values and deletes with null', () => {
    expect(readGuestAnswers('aisle-order-access=%7Bnope', CODE)).toBeNull();
    expect(readGuestAnswers(null, CODE)).toBeNull();
    expect(guestAnswersCookie(CODE, null, true)).toMatch(/Max-Age=0.*Secure/);
  });

  it('knows a deep link code when it sees one', () => {
    expect(isDeepLinkCode(CODE)).toBe(true);
    expect(isDeepLinkCode('../etc/passwd')).toBe(false);
    expect(isDeepLinkCode('short')).toBe(false);
  });
});
