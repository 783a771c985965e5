// Shipping costs before checkout: /shipping-cost/product/{id} and /shipping-cost/cart (Shopware 6.7.11).
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { CURRENCY_IDS } from '../src/seed/demo-constants.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { contractErrors } from './support/schema.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

interface ShippingCost {
  shippingCost: { totalPrice: number };
  deliveryDate: { earliest: string; latest: string };
  shippingMethod: {
    id: string;
    technicalName: string;
    deliveryTime?: { min: number; max: number; unit: string };
    prices: Array<{ calculation: number; quantityStart: number; currencyPrice: Array<{ gross: number; currencyId: string }> }>;
  };
}

const costs = (body: unknown) => body as ShippingCost[];
const byMethod = (list: ShippingCost[]) => Object.fromEntries(list.map((cost) => [cost.shippingMethod.technicalName, cost.shippingCost.totalPrice]));
const weekday = (iso: string) => new Date(iso).getUTCDay();

describe('shipping costs before checkout', () => {
  it("prices a product alone under each method of the context's country, with business-day windows and the price rows", async () => {
    const response = await call(engine.app, `/shipping-cost/product/${T.redSmall}`);
    expect(response.status).toBe(200);
    expect(contractErrors('/shipping-cost/product/{productId}', 'GET', 200, response.body)).toEqual([]);
    const list = costs(response.body);
    expect(byMethod(list)).toEqual({ shipping_standard: 4.9, shipping_express: 9.9 });
    for (const cost of list) {
      expect(cost.deliveryDate.latest > cost.deliveryDate.earliest).toBe(true);
      expect([0, 6]).not.toContain(weekday(cost.deliveryDate.earliest));
      expect([0, 6]).not.toContain(weekday(cost.deliveryDate.latest));
    }
    const standard = list.find((cost) => cost.shippingMethod.technicalName === 'shipping_standard');
    expect(standard?.shippingMethod.deliveryTime).toMatchObject({ min: 1, max: 3, unit: 'day' });
    // The free range: from a cart price of 50.
    expect(standard?.shippingMethod.prices.map((row) => [row.calculation, row.quantityStart, row.currencyPrice[0]?.gross])).toEqual([
      [2, 0, 4.9],
      [2, 50, 0],
    ]);
    // From €50 on the product alone ships free.
    expect(byMethod(costs((await call(engine.app, `/shipping-cost/product/${T.tiered}`)).body)).shipping_standard).toBe(0);
  });

  it('follows the context: another country drops the courier, another currency converts prices and thresholds', async () => {
    const { token } = await call(engine.app, '/context', { method: 'PATCH', body: { countryId: idFor('country:GB') } });
    expect(byMethod(costs((await call(engine.app, `/shipping-cost/product/${T.redSmall}`, { token })).body))).toEqual({ shipping_standard: 4.9 });
    const pln = await call(engine.app, '/context', { method: 'PATCH', body: { currencyId: CURRENCY_IDS.PLN } });
    const list = costs((await call(engine.app, `/shipping-cost/product/${T.redSmall}`, { token: pln.token })).body);
    const standard = list.find((cost) => cost.shippingMethod.technicalName === 'shipping_standard');
    expect(standard?.shippingCost.totalPrice).toBe(21.07); // 4.90 × 4.3
    expect(standard?.shippingMethod.prices[1]?.quantityStart).toBe(215); // 50 × 4.3
  });

  it('prices the current cart under each method without changing the cart or the chosen method', async () => {
    const empty = await call(engine.app, '/shipping-cost/cart');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const added = await call(engine.app, '/checkout/cart/line-item', {
      body: { items: [{ id: T.redSmall, referencedId: T.redSmall, type: 'product', quantity: 1 }] },
    });
    const token = added.token;
    const before = await call(engine.app, '/checkout/cart', { token });
    const response = await call(engine.app, '/shipping-cost/cart', { token });
    expect(contractErrors('/shipping-cost/cart', 'GET', 200, response.body)).toEqual([]);
    expect(byMethod(costs(response.body))).toEqual({ shipping_standard: 4.9, shipping_express: 9.9 });
    expect(byMethod(costs((await call(engine.app, '/shipping-cost/cart', { token, method: 'POST', body: {} })).body))).toEqual({
      shipping_standard: 4.9,
      shipping_express: 9.9,
    });
    const after = await call(engine.app, '/checkout/cart', { token });
    const kept = (cart: unknown) => {
      const { lineItems, price, deliveries } = cart as { lineItems: unknown; price: unknown; deliveries: Array<{ shippingMethod: { id: string } }> };
      return { lineItems, price, method: deliveries[0]?.shippingMethod.id };
    };
    expect(kept(after.body)).toEqual(kept(before.body));
    // A delivery promotion counts: free shipping takes the whole cost off.
    await call(engine.app, '/checkout/cart/line-item', { token, body: { items: [{ type: 'promotion', referencedId: 'FREESHIP' }] } });
    expect(byMethod(costs((await call(engine.app, '/shipping-cost/cart', { token })).body))).toEqual({ shipping_standard: 0, shipping_express: 0 });
  });

  it('answers an unknown product with 404 and a malformed id with 400', async () => {
    const unknown = await call(engine.app, `/shipping-cost/product/${idFor('nothing')}`);
    expect(unknown.status).toBe(404);
    expect((await call(engine.app, '/shipping-cost/product/not-an-id')).status).toBe(400);
  });
});
