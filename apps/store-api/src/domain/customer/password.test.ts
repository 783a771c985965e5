import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time, at OWASP parameters', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('x', null)).toBe(false);
  }, 30_000);

  it('still verifies hashes made with the old parameters, and asks for a rehash', async () => {
    const salt = randomBytes(16);
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync('correct horse', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses absurd stored parameters instead of allocating them', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  }, 30_000);
});
