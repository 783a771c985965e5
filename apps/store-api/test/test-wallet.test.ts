// The Test wallet's express routes (docs/payment-gateway.md, "Express checkout"): create-order from the
// cart, the approval page, prepare-checkout (a guest logged into a new context) and the payment of the
// order — and the refusals that make it as strict as the card gateway: another shop's return address, an
// empty cart, another context, a token used twice, an order whose total changed.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

/** The shop's origin: the storefront URL the test engine is configured with. */
const SHOP = 'http://localhost:3000';
const RETURN = { returnUrl: `${SHOP}/checkout/express/return?from=cart`, cancelUrl: `${SHOP}/checkout/express/return?from=cart` };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const URLS = { finishUrl: `${SHOP}/checkout/success/x/paid`, errorUrl: `${SHOP}/checkout/success/x/unpaid` };

type Order = { id: string; amountTotal: number; transactions: Array<{ stateMachineState: { technicalName: string } }> };
type Errors = { errors: Array<{ code: string }> };

const errorCode = (body: unknown) => (body as Errors).errors[0]?.code;

/** An anonymous shopper with one product in the cart. */
async function shopperWithCart(quantity = 1): Promise<string> {
  const added = await call(engine.app, '/checkout/cart/line-item', { body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity }] } });
  expect(added.status).toBe(200);
  return added.token!;
}

async function createOrder(token: string, body: Record<string, unknown> = RETURN) {
  return call(engine.app, '/test-wallet/express/create-order', { token, body });
}

async function decide(walletToken: string, action: 'approve' | 'cancel') {
  return engine.app.inject({ method: 'POST', url: `/payment/demo-gateway/wallet/${walletToken}`, headers: FORM, payload: `action=${action}` });
}

const prepare = (token: string, walletToken: string) => call(engine.app, '/test-wallet/express/prepare-checkout', { token, body: { token: walletToken } });

/** What a shopper sees of a cart: its lines and total (delivery dates move with the clock). */
async function cartLines(token: string) {
  const cart = (await call(engine.app, '/checkout/cart', { token })).body as {
    lineItems: Array<{ id: string; quantity: number }>;
    price: { totalPrice: number };
  };
  return { lines: cart.lineItems.map(({ id, quantity }) => ({ id, quantity })), total: cart.price.totalPrice };
}

async function cartTotal(token: string): Promise<number> {
  return ((await call(engine.app, '/checkout/cart', { token })).body as { price: { totalPrice: number } }).price.totalPrice;
}

/** From a cart to a prepared guest context paying with the Test wallet. */
async function preparedExpress(quantity = 1) {
  const anonymous = await shopperWithCart(quantity);
  const created = await createOrder(anonymous);
  const walletToken = (created.body as { token: string }).token;
  expect((await decide(walletToken, 'approve')).statusCode).toBe(303);
  const prepared = await prepare(anonymous, walletToken);
  expect(prepared.status).toBe(200);
  const token = prepared.token!;
  await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor('payment:payment_test_wallet') } });
  return { walletToken, token, anonymous };
}

const pay = (token: string, orderId: string, walletToken: string) =>
  call(engine.app, '/handle-payment', { token, body: { orderId, ...URLS, paymentDetails: { walletToken } } });

async function transactionState(token: string, orderId: string) {
  const body = (await call(engine.app, '/order', { token, body: { filter: [{ type: 'equals', field: 'id', value: orderId }] } })).body as {
    orders: { elements: Order[] };
  };
  return body.orders.elements[0]?.transactions.at(-1)?.stateMachineState.technicalName;
}

describe('Test wallet express checkout', () => {
  it('lists the method "Test wallet"', async () => {
    const { body } = await call(engine.app, '/payment-method', { body: { onlyAvailable: true } });
    const methods = (body as { elements: Array<{ technicalName: string; translated: { name: string } }> }).elements;
    expect(methods.find((method) => method.technicalName === 'payment_test_wallet')?.translated.name).toBe('Test wallet');
  });

  it('creates a wallet order for the cart’s total without changing the cart, and shows its approval page', async () => {
    const token = await shopperWithCart(2);
    const before = await cartLines(token);
    const created = await createOrder(token);
    expect(created.status).toBe(200);
    const { token: walletToken, redirectUrl } = created.body as { token: string; redirectUrl: string };
    expect(walletToken).toMatch(/^wallet_/);
    expect(new URL(redirectUrl).pathname).toBe(`/payment/demo-gateway/wallet/${walletToken}`);
    expect(await cartLines(token)).toEqual(before);
    const page = await engine.app.inject({ method: 'GET', url: `/payment/demo-gateway/wallet/${walletToken}?locale=de-DE` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.body).toContain('Test-Wallet');
    expect(page.body).toContain('Teststraße 1');
    expect(page.body).toContain(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(await cartTotal(token)));
  });

  it('refuses a return address outside the shop and an empty cart', async () => {
    const token = await shopperWithCart();
    const evil = await createOrder(token, { ...RETURN, returnUrl: 'https://evil.example/return' });
    expect(evil.status).toBe(400);
    expect(errorCode(evil.body)).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER');
    const empty = await call(engine.app, '/test-wallet/express/create-order', { body: RETURN });
    expect(empty.status).toBe(400);
    expect(errorCode(empty.body)).toBe('CHECKOUT__CART_EMPTY');
  });

  it('approves, logs the payer in as a guest of a new context, orders and pays once', async () => {
    const { walletToken, token, anonymous } = await preparedExpress();
    expect(token).not.toBe(anonymous);
    const customer = (await call(engine.app, '/account/customer', { token })).body as {
      guest: boolean;
      email: string;
      defaultShippingAddress: { street: string; city: string };
    };
    expect(customer).toMatchObject({ guest: true, email: 'test-wallet@example.com' });
    expect(customer.defaultShippingAddress).toMatchObject({ street: 'Teststraße 1', city: 'Berlin' });
    // The cart came along to the new context.
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    expect(order.id).toBeTruthy();
    const paid = await pay(token, order.id, walletToken);
    expect(paid.status).toBe(200);
    expect((paid.body as { redirectUrl?: string | null }).redirectUrl ?? null).toBeNull();
    expect(await transactionState(token, order.id)).toBe('paid');
    // A second order of the same guest cannot be paid with the used wallet order.
    await call(engine.app, '/checkout/cart/line-item', { token, body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity: 1 }] } });
    const second = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    const reused = await pay(token, second.id, walletToken);
    expect(reused.status).toBe(400);
    expect(errorCode(reused.body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await transactionState(token, second.id)).toBe('open');
  });

  it('prepares once, only for the context that made it and only after approval', async () => {
    const anonymous = await shopperWithCart();
    const walletToken = ((await createOrder(anonymous)).body as { token: string }).token;
    expect(errorCode((await prepare(anonymous, walletToken)).body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN'); // not approved yet
    await decide(walletToken, 'approve');
    expect((await decide(walletToken, 'cancel')).statusCode).toBe(410); // decided once
    const stranger = await shopperWithCart();
    expect(errorCode((await prepare(stranger, walletToken)).body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect((await prepare(anonymous, walletToken)).status).toBe(200);
    expect(errorCode((await prepare(anonymous, walletToken)).body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(errorCode((await prepare(anonymous, 'wallet_unknown')).body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect((await call(engine.app, '/test-wallet/express/prepare-checkout', { token: anonymous, body: {} })).status).toBe(400);
  });

  it('a cancelled wallet goes back to the cancel address and leaves the cart as it was', async () => {
    const token = await shopperWithCart(3);
    const before = await cartLines(token);
    const walletToken = ((await createOrder(token)).body as { token: string }).token;
    const cancelled = await decide(walletToken, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    const back = new URL(cancelled.headers.location as string);
    expect(back.origin).toBe(SHOP);
    expect(back.searchParams.get('outcome')).toBe('cancelled');
    expect(back.searchParams.get('from')).toBe('cart');
    expect(errorCode((await prepare(token, walletToken)).body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await cartLines(token)).toEqual(before);
    expect((await call(engine.app, '/account/customer', { token })).status).toBe(403);
  });

  it('refuses to pay an order whose total is not the approved amount, and leaves it open', async () => {
    const { walletToken, token } = await preparedExpress();
    await call(engine.app, '/checkout/cart/line-item', { token, body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity: 1 }] } });
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    const refused = await pay(token, order.id, walletToken);
    expect(refused.status).toBe(400);
    expect(errorCode(refused.body)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await transactionState(token, order.id)).toBe('open');
  });

  it('without a wallet order the method takes the gateway’s hosted page, as the ordinary checkout does', async () => {
    const { token } = await preparedExpress();
    const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
    const handed = await call(engine.app, '/handle-payment', { token, body: { orderId: order.id, ...URLS } });
    expect((handed.body as { redirectUrl: string }).redirectUrl).toMatch(/\/payment\/demo-gateway\/[^/]+$/);
  });
});
