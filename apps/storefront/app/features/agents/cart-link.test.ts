import { describe, expect, it } from 'vitest';
import { CART_LINK_TTL_MS, cartLinkKey, openCartLink, sealCartLink } from './cart-link.ts';

const key = cartLinkKey('test-secret');
const now = Date.UTC(2026, 11, 7);

describe('cart links', () => {
  it('open to their token until they expire', () => {
    const sealed = sealCartLink('token-1', now, key);
    expect(sealed).not.toContain('token-1');
    expect(openCartLink(sealed, now + CART_LINK_TTL_MS, key)).toBe('token-1');
    expect(openCartLink(sealed, now + CART_LINK_TTL_MS + 1, key)).toBeNull();
  });

  it('refuse forged, damaged and foreign links', () => {
    const sealed = sealCartLink('token-1', now, key);
    const flipped = Buffer.from(sealed, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 1) ^ 1, flipped.length - 1);
    expect(openCartLink(flipped.toString('base64url'), now, key)).toBeNull();
    expect(openCartLink(sealed, now, cartLinkKey('other-secret'))).toBeNull();
    expect(openCartLink('not-a-link', now, key)).toBeNull();
    expect(openCartLink('', now, key)).toBeNull();
  });

  it('share one key between processes only with a secret', () => {
    expect(cartLinkKey('s').equals(cartLinkKey('s'))).toBe(true);
    expect(cartLinkKey('')).toBe(cartLinkKey(undefined));
  });
});
