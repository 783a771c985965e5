import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestStateContext, type RequestState } from '../request-context.ts';
import { decodeFlash, encodeFlash, flash, flashFailure } from './flash.server.ts';

function requestContext(locale: RequestState['locale']): { context: RouterContextProvider; state: RequestState } {
  const state: RequestState = { locale, setCookies: [], secureCookies: false, flash: [], outgoingFlash: [] };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  return { context, state };
}

describe('flash notifications', () => {
  it('queues the message in the request locale, with ids that never repeat and survive the cookie', () => {
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
    expect(decodeFlash(encodeFlash(state.outgoingFlash))).toEqual(state.outgoingFlash);
  });

  it('carries the side cart mark of the add-to-cart confirmation across the redirect, and nothing else in its place', () => {
    const { context, state } = requestContext('en-GB');
    const added = { productId: '0a1b2c3d4e5f60718293a4b5c6d7e8f9', quantity: 2 };
    flash(context, 'success', 'cart.added', { name: 'Linen shirt' }, { sideCart: true, added });
    expect(state.outgoingFlash[0]).toMatchObject({ type: 'success', message: 'Linen shirt has been added to the cart.', sideCart: true, added });
    expect(decodeFlash(encodeFlash(state.outgoingFlash))).toEqual(state.outgoingFlash);
    // A forged cookie cannot smuggle another value in.
    expect(decodeFlash(JSON.stringify([{ ...state.outgoingFlash[0], sideCart: 'yes' }]))).toEqual([]);
    expect(decodeFlash(JSON.stringify([{ ...state.outgoingFlash[0], added: { productId: '<script>', quantity: 1 } }]))).toEqual([]);
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
