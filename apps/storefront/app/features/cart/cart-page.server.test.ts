// The cart page's form target with a stand-in Store API: what it sends, and that no input (however
// malformed) becomes an error page.
import { ApiClientError } from '@shopware/api-client';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { requestStateContext, storeApiContext, type RequestState } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { cartAction } from './cart-page.server.ts';

interface Call {
  operation: string;
  body: unknown;
}

/** A stand-in Store API answering every call with `answer`, or failing it with `failure`. */
function setUp(answer: unknown = engineCartFixture, failure?: unknown) {
  const calls: Call[] = [];
  const api = {
    invoke: async (operation: string, params?: { body?: unknown }) => {
      calls.push({ operation, body: params?.body });
      if (failure !== undefined) throw failure;
      return { data: answer };
    },
  } as unknown as StoreApiClient;
  const state: RequestState = { locale: 'en-GB', setCookies: [], secureCookies: false, flash: [], outgoingFlash: [] };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  context.set(storeApiContext, { api, contextToken: () => undefined, tokenChanged: () => false, deviceToken: () => undefined });
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

  describe('promotion codes whatever their content', () => {
    const apiError = (status: number, code = 'FRAMEWORK__UNKNOWN') =>
      new ApiClientError(Object.assign(new Response(null, { status }), { _data: { errors: [{ status: String(status), code, title: 'x', detail: 'x' }] } }));
    const networkError = Object.assign(new Error('[POST] "/checkout/cart/line-item": <no response> fetch failed'), { name: 'FetchError' });
    const hostile = ['x"y', 'a}', 'back\\slash', "it's", '{{code}}', '<script>', '%00', 'ó'.repeat(100)];

    it.each([
      ['a 500 of the Store API', apiError(500)],
      ['a 502', apiError(502)],
      ['no answer', networkError],
      ['an error that is no Store API answer', new TypeError('boom')],
    ])('answers %s with the typed code and a message to try again, never an error page', async (_name, failure) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const code of hostile) {
        const { context } = setUp(engineCartFixture, failure);
        const result = await cartAction(post({ intent: 'promotion-add', code }), context);
        expect(refusal(result)).toEqual({ status: 400, data: { intent: 'promotion-add', value: code, error: { key: 'cart.promotion.unavailable' } } });
      }
    });

    it('says what a refusal of the visitor means', async () => {
      const { context } = setUp(engineCartFixture, apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED'));
      const result = await cartAction(post({ intent: 'promotion-add', code: 'x"y' }), context);
      expect(refusal(result).data).toMatchObject({ value: 'x"y', error: { key: 'messages.rateLimitExceeded' } });
    });

    it('keeps the maintenance page when the shop is closed', async () => {
      const { context } = setUp(engineCartFixture, apiError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE'));
      await expect(cartAction(post({ intent: 'promotion-add', code: 'x"y' }), context)).rejects.toMatchObject({ init: { status: 503 } });
    });

    it('answers control characters and pages of text without asking the Store API', async () => {
      const { calls, context } = setUp();
      const nul = await cartAction(post({ intent: 'promotion-add', code: 'WELCOME\u000010' }), context);
      expect(refusal(nul)).toMatchObject({ status: 400, data: { value: 'WELCOME\u000010', error: { key: 'messages.promotionNotFound' } } });
      const long = await cartAction(post({ intent: 'promotion-add', code: 'A'.repeat(100_000) }), context);
      expect(refusal(long)).toEqual({
        status: 400,
        data: { intent: 'promotion-add', value: 'A'.repeat(100), error: { key: 'cart.promotion.tooLong', params: { max: 100 } } },
      });
      expect(calls).toEqual([]);
    });
  });
});
