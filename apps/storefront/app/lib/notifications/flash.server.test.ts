import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestStateContext, type RequestState } from '../request-context.ts';
import { flashCookie } from '../http/cookies.ts';
import type { Notification } from './notification.ts';
import { flash, flashFailure, readFlash, writeFlash } from './flash.server.ts';

const SECRET = 'a-storefront-secret-of-32-characters';

/** The round trip of a response's Set-Cookie to the next request's Cookie header. */
async function carried(notifications: Parameters<typeof writeFlash>[0], secret = SECRET): Promise<string> {
  const setCookie = await writeFlash(notifications, secret, false);
  return setCookie.slice(0, setCookie.indexOf(';'));
}

function requestContext(locale: RequestState['locale']): { context: RouterContextProvider; state: RequestState } {
  const state: RequestState = { locale, setCookies: [], secureCookies: false, flash: [], outgoingFlash: [] };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  return { context, state };
}

describe('flash notifications', () => {
  it('queues the message in the request locale, with ids that never repeat and survive the cookie', async () => {
    const { context, state } = requestContext('de-DE');
    flash(context, 'success', 'notifications.currencyChanged');
    flash(context, 'success', 'notifications.currencyChanged');
    flash(context, 'info', 'messages.cartMerged', {}, { persistent: true });
    expect(state.outgoingFlash.map(({ type, persistent }) => [type, persistent ?? false])).toEqual([
      ['success', false],
      ['success', false],
      ['info', true],
    ]);
    expect(state.outgoingFlash[0]?.message).toBe('Die Währung wurde geändert.');
    expect(new Set(state.outgoingFlash.map((item) => item.id)).size).toBe(3);
    expect(await readFlash(await carried(state.outgoingFlash), SECRET)).toEqual(state.outgoingFlash);
  });

  it('carries the side cart mark of the add-to-cart confirmation across the redirect, and nothing else in its place', async () => {
    const { context, state } = requestContext('en-GB');
    const added = { productId: '0a1b2c3d4e5f60718293a4b5c6d7e8f9', quantity: 2 };
    flash(context, 'success', 'cart.added', { name: 'Linen shirt' }, { sideCart: true, added });
    expect(state.outgoingFlash[0]).toMatchObject({ type: 'success', message: 'Linen shirt has been added to the cart.', sideCart: true, added });
    expect(await readFlash(await carried(state.outgoingFlash), SECRET)).toEqual(state.outgoingFlash);
    // Even a cookie signed with the secret (one of an earlier release) cannot bring another shape in.
    const otherShape = await flashCookie(SECRET).serialize([{ ...state.outgoingFlash[0], sideCart: 'yes' }], { secure: false });
    expect(await readFlash(otherShape.slice(0, otherShape.indexOf(';')), SECRET)).toEqual([]);
  });

  it('shows nothing of a cookie the shop did not sign: forged, tampered with, or signed with another secret', async () => {
    const { context, state } = requestContext('en-GB');
    flash(context, 'success', 'notifications.currencyChanged');
    const genuine = await carried(state.outgoingFlash);
    expect(await readFlash(genuine, SECRET)).toHaveLength(1);

    const forgedMessage = [{ id: 'x', type: 'danger', message: 'Your account is locked. Call 0900 123.' }];
    // The unsigned JSON the shop wrote before its flash was signed, and the same in the signed cookie's encoding.
    expect(await readFlash(`aisle-flash=${encodeURIComponent(JSON.stringify(forgedMessage))}`, SECRET)).toEqual([]);
    const encoded = btoa(JSON.stringify(forgedMessage));
    expect(await readFlash(`aisle-flash=${encodeURIComponent(encoded)}`, SECRET)).toEqual([]);
    // The genuine signature under another message.
    const signature = decodeURIComponent(genuine).slice(decodeURIComponent(genuine).lastIndexOf('.'));
    expect(await readFlash(`aisle-flash=${encodeURIComponent(encoded + signature)}`, SECRET)).toEqual([]);
    // Signed, but by another shop (or before the secret changed).
    expect(await readFlash(await carried(state.outgoingFlash, 'another-secret-of-thirty-two-chars'), SECRET)).toEqual([]);
    expect(await readFlash(null, SECRET)).toEqual([]);
    expect(await readFlash('aisle-flash=', SECRET)).toEqual([]);
  });

  it('carries the last five notifications with their timeouts, and no shape the shop does not write', async () => {
    const notifications: Notification[] = Array.from({ length: 7 }, (_, index) => ({ id: `n${index}`, type: 'success', message: 'Saved', timeout: 8000 }));
    expect((await readFlash(await carried(notifications), SECRET)).map((item) => item.id)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    const evil = await flashCookie(SECRET).serialize([{ id: 'n1', type: 'evil', message: 'Saved' }], { secure: false });
    expect(await readFlash(evil.slice(0, evil.indexOf(';')), SECRET)).toEqual([]);
  });

  it('words a Store API failure as the message catalogue does', () => {
    const { context, state } = requestContext('en-GB');
    const entry = { code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', status: '429', meta: { parameters: { seconds: 3 } } };
    flashFailure(context, { status: 429, errors: [entry] }, new Request('http://shop.test/'));
    expect(state.outgoingFlash.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'danger', message: 'Too many requests. Please wait 3 seconds before trying again.' },
    ]);
  });
});
