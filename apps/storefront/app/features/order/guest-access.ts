// The answers a guest gave to open an order from its mail (the order's e-mail address and billing
// postal code), kept in an httpOnly cookie for an hour so the page survives a reload and the redirect
// after the form. Only for that order's deep link code; the Store API checks the answers on every read.
import { parseCookie, stringifySetCookie } from 'cookie';

export const ORDER_ACCESS_COOKIE = 'aisle-order-access';
const MAX_AGE_SECONDS = 60 * 60;

export interface GuestAnswers {
  email: string;
  zipcode: string;
}

export function readGuestAnswers(cookieHeader: string | null, deepLinkCode: string): GuestAnswers | null {
  const raw = cookieHeader ? parseCookie(cookieHeader)[ORDER_ACCESS_COOKIE] : undefined;
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { code, email, zipcode } = value as Record<string, unknown>;
    if (code !== deepLinkCode || typeof email !== 'string' || typeof zipcode !== 'string') return null;
    return { email, zipcode };
  } catch {
    return null;
  }
}

/** `answers: null` deletes the cookie (wrong or stale answers). */
export function guestAnswersCookie(deepLinkCode: string, answers: GuestAnswers | null, secure: boolean): string {
  return stringifySetCookie({
    name: ORDER_ACCESS_COOKIE,
    value: answers ? JSON.stringify({ code: deepLinkCode, ...answers }) : '',
    httpOnly: true,
    maxAge: answers ? MAX_AGE_SECONDS : 0,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/** Shopware's deep link codes are 32 base64url characters; anything else cannot name an order. */
export function isDeepLinkCode(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
