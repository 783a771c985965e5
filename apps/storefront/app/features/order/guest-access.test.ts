import { describe, expect, it } from 'vitest';
import { isDeepLinkCode } from './guest-access.ts';

const CODE = 'Ab3_dE-fGhIjKlMnOpQrStUvWxYz0123';

describe('deep link codes', () => {
  it('knows a deep link code when it sees one', () => {
    expect(isDeepLinkCode(CODE)).toBe(true);
    expect(isDeepLinkCode('../etc/passwd')).toBe(false);
    expect(isDeepLinkCode('short')).toBe(false);
  });
});
