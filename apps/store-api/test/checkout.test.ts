// Cart, checkout, payment and orders through the engine on the test's own catalogue.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { latestMail } from '../src/domain/mail/mailer.ts';
import { CURRENCY_IDS } from '../src/seed/demo-constants.ts';
import { registeredCustomer, registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Errors = { errors: Array<{ code: string; status: string }> };
type Cart = {
  token: string;
  price: { totalPrice: number; positionPrice: number };
  lineItems: Array<{ id: string; type: string; quantity: number; referencedId: string; price: { totalPrice: number } }>;
  errors: Record<string, { messageKey: string; level: number; parameters: Record<string, unknown> }> | [];
  deliveries: Array<{ shippingCosts: { totalPrice: number } }>;
};
type Order = {
  id: string;
  orderNumber: string;
  amountTotal: number;
  stateMachineState: { technicalName: string };
  transactions: Array<{ stateMachineState: { technicalName: string }; paymentMethodId: string }>;
  lineItems: Array<{ type: string; quantity: number }>;
};

const errorKeys = (cart: Cart) => Object.values(cart.errors).map((error) => error.messageKey);
const add = (token: string | undefined, items: unknown[]) => call(engine.app, '/checkout/cart/line-item', { token, body: { items } });
const product = (id: string, quantity: number) => ({ id, referencedId: id, type: 'product', quantity });

describe('cart', () => {
  it('adds products, stacks quantities, adds shipping below €50 and validates against the schema', async () => {
    const first = await add(undefined, [product(T.simple, 1)]);
    expect(first.status).toBe(200);
    expect(contractErrors('/checkout/cart/line-item', 'POST', 200, first.body)).toEqual([]);
    const second = await add(first.token, [product(T.simple, 2)]);
    const cart = second.body as Cart;
    expect(cart.lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([[T.simple, 3]]);
    // T-1 is shipping-free: no shipping costs
    expect(cart.price.totalPrice).toBe(30);
    const withTiers = (await add(first.token, [product(T.tiered, 1)])).body as Cart;
    expect(withTiers.deliveries[0]?.shippingCosts.totalPrice).toBe(0);
    expect(withTiers.price.totalPrice).toBe(80);
    const read = await call(engine.app, '/checkout/cart', { token: first.token });
    expect(contractErrors('/checkout/cart', 'GET', 200, read.body)).toEqual([]);
  });

  it('prices tiers by quantity and converts currencies', async () => {
    const { token } = await call(engine.app, '/context', { method: 'PATCH', body: { currencyId: CURRENCY_IDS.PLN } });
    const cart = (await add(token, [product(T.tiered, 10)])).body as Cart;
    expect(cart.lineItems[0]?.price.totalPrice).toBe(1720); // 10 × 40.00 EUR × 4.3
  });

  it('refuses quantities that are not positive integers and unknown line items', async () => {
    const bad = await add(undefined, [product(T.simple, 0)]);
    expect(bad.status).toBe(400);
    expect((bad.body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    expect(((await add(undefined, [product(T.simple, 1.5)])).body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    const { token } = await add(undefined, [product(T.simple, 1)]);
    const update = await call(engine.app, '/checkout/cart/line-item', { method: 'PATCH', token, body: { items: [{ id: idFor('nope'), quantity: 2 }] } });
    expect(update.status).toBe(404);
    expect((update.body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    const custom = await add(token, [{ id: 'x', type: 'credit', referencedId: 'x', quantity: 1 }]);
    expect(custom.status).toBe(403);
  });

  it('clamps closeout quantities to the stock and reports unknown products in cart.errors', async () => {
    const { token } = await call(engine.app, '/context');
    const cart = (await add(token, [product(T.blueMedium, 2), product(idFor('ghost'), 1), product(T.redSmall, 9)])).body as Cart;
    expect(errorKeys(cart).sort()).toEqual(['product-not-found', 'product-out-of-stock']);
    expect(cart.lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([[T.redSmall, 9]]);
    const again = (await call(engine.app, '/checkout/cart', { token })).body as Cart;
    expect(again.errors).toEqual({});
  });

  it('updates and removes items', async () => {
    const { token } = await add(undefined, [product(T.simple, 1), product(T.tiered, 1)]);
    const updated = (await call(engine.app, '/checkout/cart/line-item', { method: 'PATCH', token, body: { items: [{ id: T.simple, quantity: 4 }] } }))
      .body as Cart;
    expect(updated.lineItems.find((item) => item.id === T.simple)?.quantity).toBe(4);
    const removed = (await call(engine.app, '/checkout/cart/line-item/delete', { token, body: { ids: [T.tiered] } })).body as Cart;
    expect(removed.lineItems.map((item) => item.id)).toEqual([T.simple]);
  });
});

describe('promotions', () => {
  it('keeps a code that is not eligible yet and applies it once the cart qualifies', async () => {
    const { token } = await add(undefined, [product(T.simple, 1)]);
    const waiting = (await add(token, [{ type: 'promotion', referencedId: 'WELCOME10' }])).body as Cart;
    expect(errorKeys(waiting)).toContain('promotion-not-eligible');
    const applied = (await add(token, [product(T.simple, 3)])).body as Cart;
    expect(applied.lineItems.find((item) => item.type === 'promotion')?.price.totalPrice).toBe(-4);
    expect(applied.price.totalPrice).toBe(36);
    const unknown = (await add(token, [{ type: 'promotion', referencedId: 'NOPE' }])).body as Cart;
    expect(errorKeys(unknown)).toContain('promotion-not-found');
    const promotionId = applied.lineItems.find((item) => item.type === 'promotion')?.id ?? '';
    const removed = (await call(engine.app, '/checkout/cart/line-item/delete', { token, body: { ids: [promotionId] } })).body as Cart;
    expect(removed.lineItems.some((item) => item.type === 'promotion')).toBe(false);
  });

  it('applies member discounts only to logged-in customers', async () => {
    const anonymous = (await add(undefined, [product(T.tiered, 1), { type: 'promotion', referencedId: 'members15' }])).body as Cart;
    expect(errorKeys(anonymous)).toContain('promotion-not-eligible');
    const token = await registeredCustomer(engine.app, engine.db, 'member@example.com');
    const member = (await add(token, [product(T.tiered, 1), { type: 'promotion', referencedId: 'MEMBERS15' }])).body as Cart;
    expect(member.lineItems.find((item) => item.type === 'promotion')?.price.totalPrice).toBe(-7.5);
  });
});

describe('methods', () => {
  it('lists shipping and payment methods, only available ones on request', async () => {
    // 20 × 40.00 (tier price) = 800, over cash on delivery's €500 limit even after the automatic 5 %.
    const { token } = await add(undefined, [product(T.tiered, 20)]);
    const payments = await call(engine.app, '/payment-method', { token, body: { onlyAvailable: true } });
    expect(contractErrors('/payment-method', 'POST', 200, payments.body)).toEqual([]);
    const names = (payments.body as { elements: Array<{ technicalName: string }> }).elements.map((method) => method.technicalName);
    expect(names).not.toContain('payment_cash_on_delivery'); // over €500
    expect(names).toContain('payment_demo_card');
    const all = (await call(engine.app, '/payment-method', { token, body: {} })).body as { elements: unknown[] };
    expect(all.elements.length).toBe(6); // with "Card payment (test)" and "Test wallet"
    const shipping = await call(engine.app, '/shipping-method', { token, body: {} });
    expect(contractErrors('/shipping-method', 'POST', 200, shipping.body)).toEqual([]);
  });

  it('reports a blocked payment method in the cart and refuses the order with CHECKOUT__CART_INVALID', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'blocked@example.com');
    await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor('payment:payment_cash_on_delivery') } });
    const cart = (await add(token, [product(T.tiered, 20)])).body as Cart;
    expect(errorKeys(cart)).toContain('payment-method-blocked');
    const order = await call(engine.app, '/checkout/order', { token, body: {} });
    expect(order.status).toBe(500);
    expect((order.body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_INVALID');
  });
});

describe('orders and payment', () => {
  it('places an order as a guest: stock taken, cart emptied, confirmation mailed', async () => {
    const guest = await call(engine.app, '/account/register', { body: registration('shopper@example.com', { guest: true, password: undefined }) });
    const token = guest.token;
    await add(token, [product(T.redSmall, 2)]);
    const [before] = await engine.db.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [T.redSmall]);
    const placed = await call(engine.app, '/checkout/order', { token, body: { customerComment: ' Please ring twice ' } });
    expect(placed.status).toBe(200);
    expect(contractErrors('/checkout/order', 'POST', 200, placed.body)).toEqual([]);
    const order = placed.body as Order & { customerComment: string };
    expect(order).toMatchObject({ stateMachineState: { technicalName: 'open' }, customerComment: 'Please ring twice' });
    const [after] = await engine.db.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [T.redSmall]);
    expect((before?.stock ?? 0) - (after?.stock ?? 0)).toBe(2);
    expect(((await call(engine.app, '/checkout/cart', { token })).body as Cart).lineItems).toEqual([]);
    expect((await latestMail(engine.db, 'shopper@example.com', 'order_confirmation'))?.subject).toContain(order.orderNumber);
    const empty = await call(engine.app, '/checkout/order', { token, body: {} });
    expect((empty.body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_EMPTY');
  });

  it('needs a customer to order', async () => {
    const { token } = await add(undefined, [product(T.simple, 1)]);
    expect((await call(engine.app, '/checkout/order', { token, body: {} })).status).toBe(403);
  });

  it('never oversells closeout stock when orders race', async () => {
    await engine.db.query('UPDATE product SET is_closeout = true, stock = 3, available_stock = 3 WHERE id = $1', [T.searchOnly]);
    const tokens = await Promise.all(
      ['race1@example.com', 'race2@example.com', 'race3@example.com'].map(async (email) => {
        const guest = await call(engine.app, '/account/register', { body: registration(email, { guest: true, password: undefined }) });
        await add(guest.token, [product(T.searchOnly, 2)]);
        return guest.token;
      }),
    );
    const results = await Promise.all(tokens.map((token) => call(engine.app, '/checkout/order', { token, body: {} })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const [row] = await engine.db.query<{ available_stock: number }>('SELECT available_stock FROM product WHERE id = $1', [T.searchOnly]);
    expect(row?.available_stock).toBe(1);
  });

  it('pays through the demo gateway: redirect, pay, back to finishUrl; lists the order as paid', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'card@example.com');
    await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor('payment:payment_demo_card') } });
    await add(token, [product(T.simple, 1)]);
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    const handled = await call(engine.app, '/handle-payment', {
      token,
      body: { orderId: order.id, finishUrl: 'http://localhost:3000/checkout/success/x/paid', errorUrl: 'http://localhost:3000/checkout/success/x/unpaid' },
    });
    const redirectUrl = new URL((handled.body as { redirectUrl: string }).redirectUrl);
    const page = await engine.app.inject({ method: 'GET', url: redirectUrl.pathname });
    expect(page.body).toContain(order.orderNumber);
    const paid = await engine.app.inject({
      method: 'POST',
      url: redirectUrl.pathname,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe('http://localhost:3000/checkout/success/x/paid');
    const reused = await engine.app.inject({
      method: 'POST',
      url: redirectUrl.pathname,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reused.headers.location).toContain('error-code=CHECKOUT__PAYMENT_TOKEN_INVALIDATED');
    const list = await call(engine.app, '/order', { token, body: { 'total-count-mode': 'exact' } });
    expect(contractErrors('/order', 'POST', 200, list.body)).toEqual([]);
    const orders = (list.body as { orders: { total: number; elements: Order[] } }).orders;
    expect(orders.total).toBe(1);
    expect(orders.elements[0]?.transactions[0]?.stateMachineState.technicalName).toBe('paid');
    const change = await call(engine.app, '/order/payment', { token, body: { orderId: order.id, paymentMethodId: idFor('payment:payment_invoice') } });
    expect((change.body as Errors).errors[0]?.code).toBe('CHECKOUT__ORDER_ORDER_ALREADY_PAID');
  });

  it('retries an unpaid order: cancel at the gateway, switch the method, pay', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'retry@example.com');
    await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor('payment:payment_demo_card') } });
    await add(token, [product(T.simple, 1)]);
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    const first = (
      await call(engine.app, '/handle-payment', {
        token,
        body: { orderId: order.id, finishUrl: 'http://shop.test/ok', errorUrl: 'http://shop.test/failed?x=1' },
      })
    ).body as { redirectUrl: string };
    const cancelled = await engine.app.inject({
      method: 'POST',
      url: new URL(first.redirectUrl).pathname,
      payload: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.headers.location).toBe('http://shop.test/failed?x=1&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT');
    expect((await call(engine.app, '/order/payment', { token, body: { orderId: order.id, paymentMethodId: idFor('payment:payment_invoice') } })).status).toBe(
      200,
    );
    const sync = (await call(engine.app, '/handle-payment', { token, body: { orderId: order.id } })).body as { redirectUrl: string | null };
    expect(sync.redirectUrl ?? null).toBeNull();
    const detail = (await call(engine.app, '/order', { token, body: { filter: [{ type: 'equals', field: 'id', value: order.id }] } })).body as {
      orders: { elements: Order[] };
    };
    expect(detail.orders.elements[0]?.transactions.map((transaction) => transaction.stateMachineState.technicalName)).toEqual(['cancelled', 'open']);
    const unknownMethod = await call(engine.app, '/order/payment', { token, body: { orderId: order.id, paymentMethodId: idFor('nope') } });
    expect((unknownMethod.body as Errors).errors[0]?.code).toBe('CHECKOUT__UNKNOWN_PAYMENT_METHOD');
    const marked = await engine.app.inject({
      method: 'POST',
      url: '/_admin/orders/mark-paid',
      payload: { orderNumber: order.orderNumber },
      headers: { 'x-aisle-admin-token': ADMIN_TOKEN },
    });
    expect(marked.statusCode).toBe(200);
  });

  it('keeps customers to their own orders', async () => {
    const alice = await registeredCustomer(engine.app, engine.db, 'orders-alice@example.com');
    const bob = await registeredCustomer(engine.app, engine.db, 'orders-bob@example.com');
    await add(alice, [product(T.simple, 1)]);
    const order = (await call(engine.app, '/checkout/order', { token: alice, body: {} })).body as Order;
    const bobsView = (await call(engine.app, '/order', { token: bob, body: { filter: [{ type: 'equals', field: 'id', value: order.id }] } })).body as {
      orders: { elements: Order[] };
    };
    expect(bobsView.orders.elements).toEqual([]);
    expect((await call(engine.app, '/order/state/cancel', { token: bob, body: { orderId: order.id } })).status).toBe(404);
    expect((await call(engine.app, '/handle-payment', { token: bob, body: { orderId: order.id } })).status).toBe(404);
    const cancel = await call(engine.app, '/order/state/cancel', { token: alice, body: { orderId: order.id } });
    expect(cancel.body).toMatchObject({ technicalName: 'cancelled' });
    expect((await call(engine.app, '/order', { body: {} })).status).toBe(403);
  });
});

describe('digital products', () => {
  it('grants downloads only once the order is paid', async () => {
    const [digital] = await engine.db.query<{ id: string }>(
      'SELECT id FROM product WHERE is_download AND active AND visibility >= 30 AND parent_id IS NULL LIMIT 1',
    );
    if (!digital) throw new Error('The demo catalogue has no digital product.');
    const token = await registeredCustomer(engine.app, engine.db, 'digital@example.com');
    await add(token, [product(digital.id, 1)]);
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order & {
      lineItems: Array<{ downloads: Array<{ id: string; accessGranted: boolean }> }>;
    };
    const download = order.lineItems[0]?.downloads[0];
    expect(download?.accessGranted).toBe(false);
    const denied = await engine.app.inject({
      method: 'GET',
      url: `/store-api/order/download/${order.id}/${download?.id}`,
      headers: { 'sw-access-key': 'SWSCAISLEDEMOSTOREKEY00001', 'sw-context-token': token ?? '' },
    });
    expect(denied.statusCode).toBe(403);
    await engine.app.inject({
      method: 'POST',
      url: '/_admin/orders/mark-paid',
      payload: { orderNumber: order.orderNumber },
      headers: { 'x-aisle-admin-token': ADMIN_TOKEN },
    });
    const granted = await engine.app.inject({
      method: 'GET',
      url: `/store-api/order/download/${order.id}/${download?.id}`,
      headers: { 'sw-access-key': 'SWSCAISLEDEMOSTOREKEY00001', 'sw-context-token': token ?? '' },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.body).toContain('Demo licence key');
  });
});
