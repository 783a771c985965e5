import { describe, expect, it } from 'vitest';
import { isShopwareId } from './ids.ts';

describe('isShopwareId', () => {
  it('accepts 32 hex digits in either case and nothing else', () => {
    expect(isShopwareId('0189a1b2c3d4e5f60718293a4b5c6d7e')).toBe(true);
    expect(isShopwareId('0189A1B2C3D4E5F60718293A4B5C6D7E')).toBe(true);
    expect(isShopwareId('0189a1b2-c3d4-e5f6-0718-293a4b5c6d7e')).toBe(false);
    expect(isShopwareId('0189a1b2c3d4e5f60718293a4b5c6d7')).toBe(false);
    expect(isShopwareId('zz89a1b2c3d4e5f60718293a4b5c6d7e')).toBe(false);
    expect(isShopwareId(undefined)).toBe(false);
  });
});
