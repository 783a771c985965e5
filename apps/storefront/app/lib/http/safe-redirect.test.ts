import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirectPath('/pl-PL/Clothing/?p=2', '/')).toBe('/pl-PL/Clothing/?p=2');
  });

  it('rejects other sites and odd values', () => {
    for (const value of ['https://evil.test/', '//evil.test/', '/\\evil.test', 'relative', '/a\r\nSet-Cookie: x', null, 42]) {
      expect(safeRedirectPath(value, '/home')).toBe('/home');
    }
  });
});
