// OWASP's "device cookies": a browser that signed in to an account carries a token that says so,
// signed with a server secret (HMAC-SHA256) and bound to that account's e-mail address. A sign-in that
// presents a valid token for the e-mail it names comes from a known device and is served in its own lane
// (lane.ts), never behind strangers' guesses. The token names the account only by a keyed digest of its
// e-mail, so a stolen cookie does not tell whose it is, yet a server can check the signature before it
// has read the form (isDeviceToken) and the account once it has (verifyDeviceToken).
// Format: `d1.<expiry seconds>.<nonce>.<account digest>.<mac>`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';
/** The Store API header that carries a device token: sent with a login, answered by a successful one. */
export const DEVICE_TOKEN_HEADER = 'aisle-device-token';
/** How long a device stays known without signing in again. */
export const DEVICE_TOKEN_SECONDS = 180 * 24 * 60 * 60;
const PATTERN = /^d1\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();
const accountDigest = (secret: string, email: string) => hmac(secret, `account|${email.trim().toLowerCase()}`).subarray(0, 16).toString('base64url');
const mac = (secret: string, account: string, expires: string, nonce: string) => hmac(secret, `${VERSION}|${account}|${expires}|${nonce}`);

/** A new device token for `email`, valid for DEVICE_TOKEN_SECONDS from `now` (milliseconds). */
export function signDeviceToken(secret: string, email: string, now: number = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + DEVICE_TOKEN_SECONDS);
  const nonce = randomBytes(12).toString('base64url');
  const account = accountDigest(secret, email);
  return [VERSION, expires, nonce, account, mac(secret, account, expires, nonce).toString('base64url')].join('.');
}

/** The token's parts when it is well-formed, unexpired and signed with `secret` (for whichever account). */
function signed(secret: string, token: string | undefined, now: number): { nonce: string; account: string } | undefined {
  const match = token === undefined ? null : PATTERN.exec(token);
  if (!match) return undefined;
  const [, expires = '', nonce = '', account = '', given = ''] = match;
  if (Number(expires) * 1000 <= now) return undefined;
  const expected = mac(secret, account, expires, nonce);
  const presented = Buffer.from(given, 'base64url');
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? { nonce, account } : undefined;
}

/** Whether `token` is a valid, unexpired device token signed with `secret`, for any account. */
export function isDeviceToken(secret: string, token: string | undefined, now: number = Date.now()): boolean {
  return signed(secret, token, now) !== undefined;
}

/**
 * The device's id (its nonce) when `token` is a valid, unexpired token signed with `secret` for
 * `email`; undefined for anything else (missing, malformed, forged, expired, another account's).
 */
export function verifyDeviceToken(secret: string, email: string, token: string | undefined, now: number = Date.now()): string | undefined {
  const parts = signed(secret, token, now);
  if (!parts || email.trim() === '') return undefined;
  const expected = Buffer.from(accountDigest(secret, email));
  const presented = Buffer.from(parts.account);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? parts.nonce : undefined;
}

/** A secret for a process that was given none: device tokens then last as long as the process. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');
