// Shopware ids: 32 lower-case hex characters, no dashes.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors } from './errors.ts';

const UUID_PATTERN = /^[0-9a-f]{32}$/;

export function newId(): string {
  return randomUUID().replaceAll('-', '');
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The id itself, or Shopware's FRAMEWORK__INVALID_UUID (400) naming what was sent. */
export function requireUuid(value: unknown): string {
  if (!isUuid(value)) throw errors.invalidUuid(String(value ?? ''));
  return value;
}

/** A stable id derived from a name, so seeds and tests can refer to rows by meaning. */
export function idFor(name: string): string {
  return createHash('md5').update(name).digest('hex');
}

/** Context tokens are 32 random alphanumeric characters, as Shopware makes them up. */
export function newContextToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += alphabet[byte % alphabet.length];
  return token;
}
