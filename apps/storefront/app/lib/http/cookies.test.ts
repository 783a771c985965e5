import { describe, expect, it } from 'vitest';
import { contextTokenCookie, readContextToken } from './cookies.ts';

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
