import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { requestStateContext, type RequestState } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { cartForChrome } from './chrome-cart.server.ts';

function apiAnswering(cart: unknown): { api: StoreApiClient; calls: string[] } {
  const calls: string[] = [];
  const api = {
    invoke: async (operation: string) => {
      calls.push(operation);
      return { data: cart };
    },
  } as unknown as StoreApiClient;
  return { api, calls };
}

const filled = new Request('http://shop.test/', { headers: { cookie: 'sw-context-token=abcdefghijklmnopqrstuvwxyz123456; aisle-cart=1' } });

function requestContext(): { context: RouterContextProvider; state: RequestState } {
  const state: RequestState = { locale: 'en-GB', setCookies: [], secureCookies: false, flash: [], outgoingFlash: [] };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  return { context, state };
}

describe('the cart of the page chrome', () => {
  it('does not ask the Store API when the cart is not known to hold items', async () => {
    const { api, calls } = apiAnswering(engineCartFixture);
    const empty = new Request('http://shop.test/', { headers: { cookie: 'sw-context-token=abcdefghijklmnopqrstuvwxyz123456' } });
    expect(await cartForChrome(requestContext().context, api, empty, 'en-GB')).toEqual({ count: 0, notifications: [], cart: null });
    expect(await cartForChrome(requestContext().context, api, new Request('http://shop.test/'), 'en-GB')).toEqual({ count: 0, notifications: [], cart: null });
    expect(calls).toEqual([]);
  });

  it('forgets a cart that turned out empty (ordered, logged out)', async () => {
    const { api } = apiAnswering({ ...engineDownloadCartFixture, lineItems: [] });
    const { context, state } = requestContext();
    expect((await cartForChrome(context, api, filled, 'en-GB')).count).toBe(0);
    expect(state.setCookies).toEqual([expect.stringMatching(/^aisle-cart=; Max-Age=0;/)]);
  });

  it('counts the items and shows one-time corrections of a plain read, localised', async () => {
    const { api, calls } = apiAnswering(engineCartFixture);
    const { context, state } = requestContext();
    const cart = await cartForChrome(context, api, filled, 'de-DE');
    expect(state.setCookies).toEqual([]);
    expect(calls).toEqual(['readCart get /checkout/cart']);
    expect(cart.count).toBe(9);
    expect(cart.notifications.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'warning', message: 'Das Produkt Decorative cotton cushion cover ist nur 9-mal verfügbar.' },
    ]);
  });

  it('leaves lasting conditions (an unknown code) to the call that caused them', async () => {
    const { api } = apiAnswering(engineDownloadCartFixture);
    expect((await cartForChrome(requestContext().context, api, filled, 'en-GB')).notifications).toEqual([]);
  });
});
