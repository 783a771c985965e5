// The device cookie (ADR 0048, OWASP's "device cookies"): a browser that signed in to an account keeps
// a token signed with the storefront's secret for that e-mail, httpOnly and same-site only. A sign-in
// for the same e-mail that brings it takes the known devices' lane (sign-in-lanes.server.ts), so
// strangers' guesses never queue the owner out. The embedded engine issues a token of its own for the
// same purpose; it travels in the same cookie behind the storefront's and is handed back to the engine
// with the login. Against a real Shopware, which issues none, the storefront's half does the work.
import { DEVICE_TOKEN_SECONDS, signDeviceToken, verifyDeviceToken } from '@aisle/login-lanes';
import { stringifySetCookie } from 'cookie';
import { readCookie } from '../../lib/http/cookies.ts';

const DEVICE_COOKIE = 'aisle-device';
const SEPARATOR = '~';
const ENGINE_TOKEN = /^[\w.-]{1,200}$/;

export interface Device {
  /** The browser signed in to this account before (a valid device token of the storefront). */
  known: boolean;
  /** The engine's own device token, to hand back to it with the login. */
  engineToken?: string;
}

/** What the browser's cookies prove for a sign-in as `email`. */
export function deviceOf(cookieHeader: string | null, secret: string | undefined, email: string, now: number = Date.now()): Device {
  const value = readCookie(cookieHeader, DEVICE_COOKIE);
  if (!value || !secret) return { known: false };
  const [own, engineToken] = value.split(SEPARATOR);
  if (!verifyDeviceToken(secret, email, own, now)) return { known: false };
  return engineToken !== undefined && ENGINE_TOKEN.test(engineToken) ? { known: true, engineToken } : { known: true };
}

/** The cookie after a successful sign-in as `email`: a fresh token, and the engine's if it sent one. */
export function deviceCookie(secret: string, email: string, engineToken: string | undefined, secure: boolean, now: number = Date.now()): string {
  const own = signDeviceToken(secret, email, now);
  const value = engineToken !== undefined && ENGINE_TOKEN.test(engineToken) ? `${own}${SEPARATOR}${engineToken}` : own;
  return stringifySetCookie({ name: DEVICE_COOKIE, value, httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: DEVICE_TOKEN_SECONDS });
}
