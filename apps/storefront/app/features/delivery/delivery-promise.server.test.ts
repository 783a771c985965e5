// Loading the promise with a stand-in Store API: the session's country and method, and nothing (no error)
// when the Store API lacks the shipping-cost routes (Shopware before 6.7.11 answers 404).
import { ApiClientError } from '@shopware/api-client';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestStateContext, sessionSummaryContext, storeApiContext, type SessionSummary } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { loadCartDeliveryPromise, loadProductDeliveryPromise } from './delivery-promise.server.ts';

const EUR = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
const COUNTRIES = [
  { id: 'de', iso: 'DE', name: 'Germany', translated: { name: 'Germany' } },
  { id: 'at', iso: 'AT', name: 'Austria', translated: { name: 'Austria' } },
];
const method = (id: string) => ({ id, name: id, technicalName: id, translated: { name: id }, prices: [] });
const COSTS = [
  { shippingCost: { totalPrice: 4.9 }, deliveryDate: { earliest: '2026-12-08T09:00:00Z', latest: '2026-12-10T09:00:00Z' }, shippingMethod: method('standard') },
  { shippingCost: { totalPrice: 9.9 }, deliveryDate: { earliest: '2026-12-08T09:00:00Z', latest: '2026-12-09T09:00:00Z' }, shippingMethod: method('express') },
];
const notFound = () =>
  new ApiClientError(
    Object.assign(new Response(null, { status: 404 }), { _data: { errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', title: 'x', detail: 'x' }] } }),
  );

function setUp(options: { routes: boolean; loggedIn?: boolean }) {
  const operations: string[] = [];
  const api = {
    invoke: async (operation: string) => {
      operations.push(operation);
      if (operation.startsWith('readCountry')) return { data: { elements: COUNTRIES } };
      if (!options.routes) throw notFound();
      return { data: COSTS };
    },
  } as unknown as StoreApiClient;
  const summary: SessionSummary = {
    languageId: `language-${options.routes}-${options.loggedIn ?? false}`,
    currencyId: EUR,
    currencyIso: 'EUR',
    navigationCategoryId: 'home',
    loggedIn: options.loggedIn ?? false,
    sharedCatalogue: true,
    taxState: 'gross',
    defaultCurrency: true,
    countryId: 'at',
    shippingMethodId: 'express',
  };
  const context = new RouterContextProvider();
  context.set(requestStateContext, { locale: 'en-GB', setCookies: [], secureCookies: false, flash: [], outgoingFlash: [] });
  context.set(storeApiContext, { api, contextToken: () => undefined, tokenChanged: () => false, deviceToken: () => undefined });
  context.set(sessionSummaryContext, summary);
  return { context, operations };
}

describe('loading the delivery promise', () => {
  it("promises the first method on a product page and the session's in the cart, for the session's country", async () => {
    const { context, operations } = setUp({ routes: true });
    expect(await loadProductDeliveryPromise(context, 'p1')).toMatchObject({
      country: 'Austria',
      cost: '€4.90',
      countries: [{ name: 'Austria' }, { name: 'Germany' }],
    });
    expect(await loadCartDeliveryPromise(context)).toMatchObject({ country: 'Austria', cost: '€9.90' });
    expect(operations).toContain('readShippingCostByProduct get /shipping-cost/product/{productId}');
    expect(operations).toContain('readShippingCostsByCart get /shipping-cost/cart');
  });

  it('offers a signed-in customer no country choice (their address decides)', async () => {
    const { context } = setUp({ routes: true, loggedIn: true });
    expect((await loadCartDeliveryPromise(context))?.countries).toEqual([]);
  });

  it('shows nothing, without an error, against a Shopware without the shipping-cost routes', async () => {
    const { context } = setUp({ routes: false });
    expect(await loadProductDeliveryPromise(context, 'p1')).toBeNull();
    expect(await loadCartDeliveryPromise(context)).toBeNull();
  });
});
