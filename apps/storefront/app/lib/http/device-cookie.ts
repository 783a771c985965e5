// The device cookie (ADR 0048, OWASP's "device cookies"): a browser that signed in to an account keeps
// a token signed with the storefront's secret for that e-mail, httpOnly and same-site only. A sign-in
// that brings it takes the known devices' lane (server/sign-in-gate.ts), so strangers' guesses never
// queue the owner out. The embedded engine issues a token of its own for the
// same purpose; it travels in the same cookie behind the storefront's and is handed back to the engine
// with the login. Against a real Shopware, which issues none, the storefront's half does the work.
import { DEVICE_TOKEN_SECONDS, isDeviceToken, signDeviceToken, verifyDeviceToken } from '@aisle/login-lanes';
import { stringifySetCookie } from 'cookie';
import { readCookie } from './cookies.ts';

const DEVICE_COOKIE = 'aisle-device';
const SEPARATOR = '~';
const ENGINE_TOKEN = /^[\w.-]{1,200}$/;

export interface Device {
  /** The browser signed in to this account before (a valid device token of the storefront). */
  known: boolean;
  /** The engine's own device token, to hand back to it with the login. */
  engineToken?: string;
}

function read(cookieHeader: string | null): { own?: string; engineToken?: string } {
  const [own, engineToken] = readCookie(cookieHeader, DEVICE_COOKIE)?.split(SEPARATOR) ?? [];
  return { own, engineToken };
}

/** Whether the browser signed in from here before, to whichever account (before the form is read). */
export function hasDeviceCookie(cookieHeader: string | null, secret: string, now: number = Date.now()): boolean {
  return isDeviceToken(secret, read(cookieHeader).own, now);
}

/** What the browser's cookies prove for a sign-in as `email`. */
export function deviceOf(cookieHeader: string | null, secret: string | undefined, email: string, now: number = Date.now()): Device {
  const { own, engineToken } = read(cookieHeader);
  if (!secret || !verifyDeviceToken(secret, email, own, now)) return { known: false };
  return engineToken !== undefined && ENGINE_TOKEN.test(engineToken) ? { known: true, engineToken } : { known: true };
}

/** The cookie after a successful sign-in as `email`: a fresh token, and the engine's if it sent one. */
export function deviceCookie(secret: string, email: string, engineToken: string | undefined, secure: boolean, now: number = Date.now()): string {
  const own = signDeviceToken(secret, email, now);
  const value = engineToken !== undefined && ENGINE_TOKEN.test(engineToken) ? `${own}${SEPARATOR}${engineToken}` : own;
  return stringifySetCookie({ name: DEVICE_COOKIE, value, httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: DEVICE_TOKEN_SECONDS });
}
