import { describe, expect, it } from 'vitest';
import { engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
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

const withToken = new Request('http://shop.test/', { headers: { cookie: 'sw-context-token=abcdefghijklmnopqrstuvwxyz123456' } });

describe('the cart of the page chrome', () => {
  it('does not ask the Store API for visitors without a context token', async () => {
    const { api, calls } = apiAnswering(engineCartFixture);
    expect(await cartForChrome(api, new Request('http://shop.test/'), 'en-GB')).toEqual({ count: 0, notifications: [] });
    expect(calls).toEqual([]);
  });

  it('counts the items and shows one-time corrections of a plain read, localised', async () => {
    const { api, calls } = apiAnswering(engineCartFixture);
    const cart = await cartForChrome(api, withToken, 'de-DE');
    expect(calls).toEqual(['readCart get /checkout/cart']);
    expect(cart.count).toBe(9);
    expect(cart.notifications.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'warning', message: 'Das Produkt Decorative cotton cushion cover ist nur 9-mal verfügbar.' },
    ]);
  });

  it('leaves lasting conditions (an unknown code) to the call that caused them', async () => {
    const { api } = apiAnswering(engineDownloadCartFixture);
    expect((await cartForChrome(api, withToken, 'en-GB')).notifications).toEqual([]);
  });
});
