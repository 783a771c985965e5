// Cookie names and attributes in one place (docs/product-rules.md §9: context token and locale cookies live 365 days).
import { parseCookie, stringifySetCookie } from 'cookie';
import { createCookie, type Cookie } from 'react-router';

const CONTEXT_TOKEN_COOKIE = 'sw-context-token';
export const LOCALE_COOKIE = 'aisle-locale';
export const FLASH_COOKIE = 'aisle-flash';
/** '1' while the visitor's cart holds items, so pages of visitors with an empty cart need not read it. */
export const CART_COOKIE = 'aisle-cart';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}

// Shopware hands out 32 alphanumeric characters; anything that could not travel in a header (spaces,
// control or non-ASCII characters from a tampered cookie) is treated as no token at all.
const CONTEXT_TOKEN_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The visitor's context token, or undefined when the cookie is missing or malformed. */
export function readContextToken(header: string | null): string | undefined {
  const token = readCookie(header, CONTEXT_TOKEN_COOKIE);
  return token !== undefined && CONTEXT_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Secure when the storefront is served over https (see `servedOverHttps` in config.server.ts). */
export function contextTokenCookie(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: CONTEXT_TOKEN_COOKIE,
    value: token,
    httpOnly: true,
    maxAge: ONE_YEAR_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

// Every cookie of the shop takes `secure`: on an https shop none may travel over plain http, where
// anyone on the way could read or plant it (a planted flash or locale would be shown to the shopper).
export function localeCookie(locale: string, secure: boolean): string {
  return stringifySetCookie({ name: LOCALE_COOKIE, value: locale, maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'lax', secure });
}

// A short life is enough to survive the redirect after a form post. The flash is signed with the
// storefront's secret (ADR 0057): its message is shown in the shop's own style, so a cookie the shop
// did not write (planted by a sibling subdomain, a script or a forger) must never be read.
const FLASH_ATTRIBUTES = { httpOnly: true, path: '/', sameSite: 'lax', maxAge: 60 } as const;
let signedFlash: { secret: string; cookie: Cookie } | undefined;

/** The signed flash cookie; serialize it with `{ secure }` (see `servedOverHttps`). */
export function flashCookie(secret: string): Cookie {
  if (signedFlash?.secret !== secret) signedFlash = { secret, cookie: createCookie(FLASH_COOKIE, { ...FLASH_ATTRIBUTES, secrets: [secret] }) };
  return signedFlash.cookie;
}

/** Deletes the flash cookie once read, or when it was not the shop's. */
export function clearFlashCookie(secure: boolean): string {
  return stringifySetCookie({ name: FLASH_COOKIE, value: '', ...FLASH_ATTRIBUTES, maxAge: 0, secure });
}

export function cartCookie(filled: boolean, secure: boolean): string {
  return stringifySetCookie({
    name: CART_COOKIE,
    value: filled ? '1' : '',
    httpOnly: true,
    maxAge: filled ? ONE_YEAR_SECONDS : 0,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}
