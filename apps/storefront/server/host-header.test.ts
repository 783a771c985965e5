import { describe, expect, it } from 'vitest';
import { isUsableHost } from './host-header.ts';

describe('Host header check', () => {
  it('accepts host names, addresses and ports', () => {
    for (const host of ['localhost:3000', 'shop.example.com', '127.0.0.1', '[::1]:3000', 'xn--bcher-kva.example']) expect(isUsableHost(host), host).toBe(true);
  });

  it('refuses what no URL can be built from', () => {
    for (const host of [undefined, '', 'evil%00', 'a b', '[::1', 'host:99999999', '%']) expect(isUsableHost(host), String(host)).toBe(false);
  });
});
