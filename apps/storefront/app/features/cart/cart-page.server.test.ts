// The cart page's form target with a stand-in Store API: what it sends, and that no input (however
// malformed) becomes an error page.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { requestStateContext, storeApiContext, type RequestState } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { cartAction } from './cart-page.server.ts';

interface Call {
  operation: string;
  body: unknown;
}

function setUp(answer: unknown = engineCartFixture) {
  const calls: Call[] = [];
  const api = {
    invoke: async (operation: string, params?: { body?: unknown }) => {
      calls.push({ operation, body: params?.body });
      return { data: answer };
    },
  } as unknown as StoreApiClient;
  const state: RequestState = { locale: 'en-GB', setCookies: [], flash: [], outgoingFlash: [] };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  context.set(storeApiContext, { api, contextToken: () => undefined, tokenChanged: () => false });
  return { calls, state, context };
}

function post(fields: Record<string, string>): Request {
  return new Request('http://shop.test/checkout/cart', { method: 'POST', body: new URLSearchParams(fields) });
}

/** `data(...)` answers carry their payload and status; redirects are Responses. */
function refusal(result: unknown): { status: number | undefined; data: unknown } {
  const value = result as { data?: unknown; init?: { status?: number } | null };
  return { status: value.init?.status, data: value.data };
}

describe('cart page action', () => {
  it('answers a quantity that is no positive integer with the typed value, without asking the Store API', async () => {
    const { calls, context } = setUp();
    for (const quantity of ['abc', '0', '1.5', '-2', '']) {
      const result = await cartAction(post({ intent: 'quantity', lineId: 'abc123', quantity }), context);
      expect(refusal(result)).toEqual({
        status: 400,
        data: { intent: 'quantity', lineId: 'abc123', value: quantity, error: { key: 'messages.invalidLineItemQuantity' } },
      });
    }
    expect(calls).toEqual([]);
  });

  it('changes a quantity and flashes the corrections of the returned cart', async () => {
    const { calls, state, context } = setUp();
    const result = await cartAction(
      post({ intent: 'quantity', lineId: '6927db83bc53380863321ee31632e664', quantity: '20', redirectTo: '/pl-PL/checkout/cart' }),
      context,
    );
    expect(calls).toEqual([
      { operation: 'updateLineItem patch /checkout/cart/line-item', body: { items: [{ id: '6927db83bc53380863321ee31632e664', quantity: 20 }] } },
    ]);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/pl-PL/checkout/cart');
    expect(state.outgoingFlash.map((notification) => [notification.type, notification.message])).toEqual([
      ['warning', 'The product Decorative cotton cushion cover is only available 9 times.'],
    ]);
    // The chrome of the next pages will know that there is a cart to read.
    expect(state.setCookies).toEqual([expect.stringMatching(/^aisle-cart=1; Max-Age=31536000;/)]);
  });

  it('keeps an unknown promotion code in the answer', async () => {
    const { calls, context } = setUp(engineDownloadCartFixture);
    const result = await cartAction(post({ intent: 'promotion-add', code: ' NOPE42 ' }), context);
    expect(calls[0]).toEqual({ operation: 'addLineItem post /checkout/cart/line-item', body: { items: [{ type: 'promotion', referencedId: 'NOPE42' }] } });
    expect(refusal(result)).toEqual({
      status: 400,
      data: { intent: 'promotion-add', value: 'NOPE42', error: { key: 'messages.promotionNotFound', params: { code: 'NOPE42' } } },
    });
  });

  it('confirms an applied code', async () => {
    const { state, context } = setUp(engineCartFixture);
    const result = await cartAction(post({ intent: 'promotion-add', code: 'welcome10' }), context);
    expect((result as Response).status).toBe(303);
    expect(state.outgoingFlash[0]?.message).toBe('The promo code welcome10 has been applied.');
  });

  it('sends tampered forms back to the cart page without a Store API call', async () => {
    const { calls, context } = setUp();
    const attempts = [
      post({ intent: 'drop-everything' }),
      post({ intent: 'remove', lineId: '../../etc' }),
      post({ intent: 'promotion-add', code: '' }),
      post({ intent: 'quantity', lineId: 'a', quantity: '1', redirectTo: 'https://evil.test/' }),
      new Request('http://shop.test/checkout/cart', { method: 'POST', body: '{not a form', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    ];
    const statuses: Array<number | undefined> = [];
    for (const request of attempts) {
      const result = await cartAction(request, context);
      statuses.push(result instanceof Response ? result.status : refusal(result).status);
      if (result instanceof Response) expect(result.headers.get('Location')).toBe('/checkout/cart');
    }
    expect(statuses).toEqual([303, 303, 400, 303, 303]);
    expect(calls.map((call) => call.operation)).toEqual(['updateLineItem patch /checkout/cart/line-item']);
  });
});
