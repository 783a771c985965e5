import { describe, expect, it } from 'vitest';
import { cartCookie, clearFlashCookie, contextTokenCookie, flashCookie, localeCookie, readContextToken } from './cookies.ts';

describe('context token cookie', () => {
  it('is httpOnly, a year long, for the whole site, SameSite=Lax, Secure when served over https', () => {
    const plain = contextTokenCookie('abc', false);
    expect(plain).toBe('sw-context-token=abc; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(contextTokenCookie('abc', true)).toContain('; Secure');
  });

  it('reads a token that can travel in a header and ignores tampered ones', () => {
    expect(readContextToken('a=1; sw-context-token=Ab12Cd34')).toBe('Ab12Cd34');
    expect(readContextToken('sw-context-token=%C5%BC%0A')).toBeUndefined();
    expect(readContextToken('sw-context-token=a%20b')).toBeUndefined();
    expect(readContextToken(`sw-context-token=${'x'.repeat(300)}`)).toBeUndefined();
    expect(readContextToken(null)).toBeUndefined();
  });
});

describe('the other cookies of the shop', () => {
  const cookies = async (secure: boolean) => [
    localeCookie('pl-PL', secure),
    await flashCookie('s'.repeat(32)).serialize(['x'], { secure }),
    clearFlashCookie(secure),
    cartCookie(true, secure),
    cartCookie(false, secure),
  ];

  it('are Secure on an https shop, as the context token is', async () => {
    for (const cookie of await cookies(true)) expect(cookie, cookie).toMatch(/; Secure(;|$)/);
  });

  it('are not Secure on a plain http shop (a browser would drop them)', async () => {
    for (const cookie of await cookies(false)) expect(cookie, cookie).not.toContain('Secure');
  });

  it('keep the flash for a minute, httpOnly, and delete it with the same attributes', async () => {
    expect(await flashCookie('s'.repeat(32)).serialize(['x'], { secure: false })).toMatch(/^aisle-flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(clearFlashCookie(false)).toBe('aisle-flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
