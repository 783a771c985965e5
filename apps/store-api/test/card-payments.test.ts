// The card fields' method ("Card payment (test)"): tokens from the gateway's fields, /handle-payment
// with paymentDetails (approved, declined, challenge), no double charge, and the hosted page that
// takes the same test cards without JavaScript.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { THROTTLE_POLICIES } from '../src/domain/throttle-windows.ts';
import { registeredCustomer } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

const APPROVED = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0027 6000 3184';
const URLS = { finishUrl: 'http://shop.test/checkout/success/x/paid', errorUrl: 'http://shop.test/checkout/success/x/unpaid' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The shop's origin: the storefront URL the test engine is configured with, and its sales channel's domains. */
const SHOP = 'http://localhost:3000';

type Order = { id: string; orderNumber: string; amountTotal: number; transactions: Array<{ stateMachineState: { technicalName: string } }> };

/** What the shop asks a token for: its access key, the amount and currency (the order's, by default 10 EUR). */
interface Ask {
  key?: string;
  amount?: unknown;
  currency?: string;
  origin?: string;
}

async function cardToken(number: string, ask: Ask = {}, expiry = '12/39', securityCode = '123') {
  const response = await engine.app.inject({
    method: 'POST',
    url: '/payment/demo-gateway/card-tokens',
    headers: ask.origin ? { origin: ask.origin } : {},
    payload: { number, expiry, securityCode, key: ask.key ?? DEMO_ACCESS_KEY, amount: 'amount' in ask ? ask.amount : 10, currency: ask.currency ?? 'EUR' },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<{ token?: string; last4?: string; errors?: Array<{ code: string }> }>(),
  };
}

/** A token for `order`'s shop and amount. */
const tokenFor = (number: string, order: Order) => cardToken(number, { amount: order.amountTotal });

async function orderWithTestCard(email: string) {
  const token = await registeredCustomer(engine.app, engine.db, email);
  await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor('payment:payment_test_card') } });
  await call(engine.app, '/checkout/cart/line-item', { token, body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity: 1 }] } });
  const order = (await call(engine.app, '/checkout/order', { token, body: {} })).body as Order;
  return { token, order };
}

async function transactionStates(token: string, orderId: string) {
  const body = (await call(engine.app, '/order', { token, body: { filter: [{ type: 'equals', field: 'id', value: orderId }] } })).body as {
    orders: { elements: Order[] };
  };
  return body.orders.elements[0]?.transactions.map((transaction) => transaction.stateMachineState.technicalName);
}

const redirectOf = (body: unknown) => (body as { redirectUrl?: string | null }).redirectUrl ?? null;

const pay = (token: string, orderId: string, cardTokenValue?: string) =>
  call(engine.app, '/handle-payment', { token, body: { orderId, ...URLS, ...(cardTokenValue ? { paymentDetails: { cardToken: cardTokenValue } } : {}) } });

describe('card fields of the demo gateway', () => {
  it('lists the method with its technical name', async () => {
    const { body } = await call(engine.app, '/payment-method', { body: { onlyAvailable: true } });
    const methods = (body as { elements: Array<{ technicalName: string; translated: { name: string } }> }).elements;
    expect(methods.find((method) => method.technicalName === 'payment_test_card')?.translated.name).toBe('Card payment (test)');
  });

  it('serves the fields in the shopper’s language, framable only by the shop’s own origin', async () => {
    const fields = (query: string) => engine.app.inject({ method: 'GET', url: `/payment/demo-gateway/card-fields?${query}` });
    const page = await fields(`locale=de-DE&key=${DEMO_ACCESS_KEY}&origin=${encodeURIComponent(SHOP)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kartennummer');
    expect(page.body).toContain('Ablaufdatum');
    expect(page.body).toContain('Sicherheitscode');
    expect(page.body).toContain(`data-parent-origin="${SHOP}"`);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP}`);
    const script = await engine.app.inject({ method: 'GET', url: '/payment/demo-gateway/card-fields.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
  });

  it('frames for nobody else: a stranger’s origin, no origin, an unknown or missing key', async () => {
    const refusals = await Promise.all(
      [
        `key=${DEMO_ACCESS_KEY}&origin=${encodeURIComponent('https://evil.example')}`,
        `key=${DEMO_ACCESS_KEY}&origin=javascript:alert(1)`,
        `key=${DEMO_ACCESS_KEY}&origin=${encodeURIComponent(`${SHOP}/checkout`)}`,
        `key=${DEMO_ACCESS_KEY}`,
        `key=SWSCUNKNOWN&origin=${encodeURIComponent(SHOP)}`,
        `origin=${encodeURIComponent(SHOP)}`,
      ].map((query) => engine.app.inject({ method: 'GET', url: `/payment/demo-gateway/card-fields?${query}` })),
    );
    for (const refused of refusals) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.body).not.toContain('data-parent-origin');
      expect(refused.body).not.toContain('evil.example');
    }
  });

  it('names every problem of a typed card and keeps only the last four digits', async () => {
    const bad = await cardToken('4242 4242 4242 4241', {}, '01/20', '12');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.code)).toEqual(['card_number_invalid', 'expiry_invalid', 'security_code_invalid']);
    const good = await cardToken(APPROVED);
    expect(good.body.last4).toBe('4242');
    const rows = await engine.db.query<{ last4: string }>('SELECT * FROM card_token WHERE token = $1', [good.body.token!]);
    expect(JSON.stringify(rows)).not.toContain('42424242');
  });
});

describe('the card token throttle', () => {
  it('refuses a client trying card numbers past the window with Shopware’s 429 and Retry-After; another client is not affected', async () => {
    const tokenFrom = (remoteAddress: string, number: string) =>
      engine.app.inject({
        method: 'POST',
        url: '/payment/demo-gateway/card-tokens',
        remoteAddress,
        payload: { number, expiry: '12/39', securityCode: '123', key: DEMO_ACCESS_KEY, amount: 10, currency: 'EUR' },
      });
    const [perMinute] = THROTTLE_POLICIES.cardToken.perClient;
    // Invalid and valid numbers alike count: a card tester learns nothing from the check once refused.
    for (let attempt = 0; attempt < perMinute.limit; attempt += 1)
      expect((await tokenFrom('192.0.2.66', attempt % 2 === 0 ? `4000 0000 0000 ${String(1000 + attempt)}` : DECLINED)).statusCode).toBeLessThan(429);
    const refused = await tokenFrom('192.0.2.66', APPROVED);
    expect(refused.statusCode).toBe(429);
    const error = refused.json<{ errors: Array<{ code: string; meta: { parameters: { seconds: number } } }> }>().errors[0];
    expect(error?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(error?.meta.parameters.seconds).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(error?.meta.parameters.seconds));
    expect(refused.body).not.toContain('token');
    const other = await tokenFrom('192.0.2.67', APPROVED);
    expect([other.statusCode, other.json<{ last4?: string }>().last4]).toEqual([200, '4242']);
  });
});

describe('handle-payment with a card token', () => {
  it('pays an approved card at once, without a redirect, and never charges a token twice', async () => {
    const { token, order } = await orderWithTestCard('card-approved@example.com');
    const { body: card } = await tokenFor(APPROVED, order);
    const [first, second] = await Promise.all([pay(token, order.id, card.token), pay(token, order.id, card.token)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(contractErrors('/handle-payment', 'POST', 200, first.body)).toEqual([]);
    expect(redirectOf(first.body)).toBeNull();
    expect(await transactionStates(token, order.id)).toEqual(['paid']);
    // Another token for the paid order charges nothing either.
    const { body: other } = await tokenFor(APPROVED, order);
    expect(redirectOf((await pay(token, order.id, other.token)).body)).toBeNull();
    const [unused] = await engine.db.query<{ used: boolean }>('SELECT used FROM card_token WHERE token = $1', [other.token!]);
    expect(unused?.used).toBe(false);
  });

  it('fails a declined card, never marks it paid, and takes another card for the same order', async () => {
    const { token, order } = await orderWithTestCard('card-declined@example.com');
    const { body: declined } = await tokenFor(DECLINED, order);
    const refused = await pay(token, order.id, declined.token);
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('CHECKOUT__PAYMENT_ERROR');
    expect(await transactionStates(token, order.id)).toEqual(['failed']);
    // The same token again is refused (it is used), and the order is still unpaid.
    await call(engine.app, '/order/payment', { token, body: { orderId: order.id, paymentMethodId: idFor('payment:payment_test_card') } });
    const reused = await pay(token, order.id, declined.token);
    expect((reused.body as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await transactionStates(token, order.id)).toEqual(['open']);
    const { body: approved } = await tokenFor(APPROVED, order);
    expect(redirectOf((await pay(token, order.id, approved.token)).body)).toBeNull();
    expect(await transactionStates(token, order.id)).toEqual(['paid']);
  });

  it('sends a challenge card to the gateway’s challenge page, then to finishUrl, paid', async () => {
    const { token, order } = await orderWithTestCard('card-challenge@example.com');
    const { body: card } = await tokenFor(CHALLENGE, order);
    const handled = (await pay(token, order.id, card.token)).body as { redirectUrl: string };
    const path = new URL(handled.redirectUrl).pathname;
    expect(await transactionStates(token, order.id)).toEqual(['in_progress']);
    const page = await engine.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'pl-PL' } });
    expect(page.body).toContain('Potwierdź tę płatność');
    const confirmed = await engine.app.inject({ method: 'POST', url: path, payload: 'action=pay', headers: FORM });
    expect(confirmed.headers.location).toBe(URLS.finishUrl);
    expect(await transactionStates(token, order.id)).toEqual(['paid']);
  });
});

describe('the hosted page of the card method (no JavaScript)', () => {
  const submitCard = (path: string, number: string, expiry = '12/39', securityCode = '123') =>
    engine.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams({ action: 'card', number, expiry, securityCode }).toString(),
      headers: FORM,
    });

  async function hostedPath(email: string) {
    const { token, order } = await orderWithTestCard(email);
    const handled = (await pay(token, order.id)).body as { redirectUrl: string };
    return { token, order, path: new URL(handled.redirectUrl).pathname };
  }

  it('takes the card with the same labels; a bare "pay" cannot pay it', async () => {
    const { token, order, path } = await hostedPath('hosted-labels@example.com');
    const page = await engine.app.inject({ method: 'GET', url: path });
    for (const label of ['Card number', 'Expiry date', 'Security code']) expect(page.body).toContain(`>${label}</label>`);
    const invalid = await submitCard(path, '1234', '99/99', '1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter a valid card number.');
    expect(invalid.body).not.toContain('value="1"');
    const bare = await engine.app.inject({ method: 'POST', url: path, payload: 'action=pay', headers: FORM });
    expect(bare.headers.location).toContain('error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT');
    expect(await transactionStates(token, order.id)).toEqual(['cancelled']);
  });

  it('pays 4242, fails 0002 and challenges 3184', async () => {
    const approved = await hostedPath('hosted-approved@example.com');
    expect((await submitCard(approved.path, APPROVED)).headers.location).toBe(URLS.finishUrl);
    expect(await transactionStates(approved.token, approved.order.id)).toEqual(['paid']);

    const declined = await hostedPath('hosted-declined@example.com');
    expect((await submitCard(declined.path, DECLINED)).headers.location).toBe(`${URLS.errorUrl}?error-code=CHECKOUT__PAYMENT_ERROR`);
    expect(await transactionStates(declined.token, declined.order.id)).toEqual(['failed']);

    const challenged = await hostedPath('hosted-challenge@example.com');
    const next = await submitCard(challenged.path, CHALLENGE);
    expect(next.statusCode).toBe(303);
    const challenge = await engine.app.inject({ method: 'GET', url: challenged.path });
    expect(challenge.body).toContain('Confirm this payment');
    expect(await transactionStates(challenged.token, challenged.order.id)).toEqual(['in_progress']);
    const confirmed = await engine.app.inject({ method: 'POST', url: challenged.path, payload: 'action=pay', headers: FORM });
    expect(confirmed.headers.location).toBe(URLS.finishUrl);
    expect(await transactionStates(challenged.token, challenged.order.id)).toEqual(['paid']);
  });
});

describe('the gateway is as strict as a real provider', () => {
  it('answers CORS to the shop’s origins only, never with a wildcard; a stranger’s browser gets no token', async () => {
    const stranger = await cardToken(APPROVED, { origin: 'https://evil.example' });
    expect(stranger.status).toBe(403);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.stringify(stranger.body)).not.toContain('card_');
    const shop = await cardToken(APPROVED, { origin: SHOP });
    expect([shop.status, shop.headers['access-control-allow-origin']]).toEqual([200, SHOP]);
    const preflight = (origin: string) =>
      engine.app.inject({
        method: 'OPTIONS',
        url: '/payment/demo-gateway/card-tokens',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(SHOP)).headers['access-control-allow-origin']).toBe(SHOP);
    // The fields page itself carries no CORS either; the Store API keeps Shopware's.
    const page = await engine.app.inject({ method: 'GET', url: `/payment/demo-gateway/card-fields?key=${DEMO_ACCESS_KEY}&origin=${encodeURIComponent(SHOP)}` });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await engine.app.inject({ method: 'GET', url: '/store-api/context', headers: { 'sw-access-key': DEMO_ACCESS_KEY } })).headers[
        'access-control-allow-origin'
      ],
    ).toBe('*');
  });

  it('makes no token without a known shop and a payable amount', async () => {
    expect((await cardToken(APPROVED, { key: 'SWSCUNKNOWN' })).body.errors?.[0]?.code).toBe('shop_unknown');
    for (const amount of [undefined, 0, -5, 'abc', 1e12, Number.NaN])
      expect((await cardToken(APPROVED, { amount })).body.errors?.[0]?.code, String(amount)).toBe('amount_invalid');
    expect((await cardToken(APPROVED, { currency: 'euro' })).body.errors?.[0]?.code).toBe('amount_invalid');
  });

  it('pays only the amount and currency it was made for, and only once', async () => {
    const { token, order } = await orderWithTestCard('card-binding-amount@example.com');
    const refusedCode = async (cardTokenValue: string | undefined) =>
      ((await pay(token, order.id, cardTokenValue)).body as { errors?: Array<{ code: string }> }).errors?.[0]?.code;
    const cheaper = await cardToken(APPROVED, { amount: Math.max(0.01, order.amountTotal - 1) });
    expect(await refusedCode(cheaper.body.token)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    const otherCurrency = await cardToken(APPROVED, { amount: order.amountTotal, currency: 'PLN' });
    expect(await refusedCode(otherCurrency.body.token)).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await transactionStates(token, order.id)).toEqual(['open']);
    const right = await tokenFor(APPROVED, order);
    expect(redirectOf((await pay(token, order.id, right.body.token)).body)).toBeNull();
    const [row] = await engine.db.query<{ used: boolean; order_transaction_id: string | null }>(
      'SELECT used, order_transaction_id FROM card_token WHERE token = $1',
      [right.body.token!],
    );
    expect(row?.used).toBe(true);
    expect(row?.order_transaction_id).toBeTruthy();
    // The same token cannot pay a second order of the same amount.
    const second = await orderWithTestCard('card-binding-once@example.com');
    expect(second.order.amountTotal).toBe(order.amountTotal);
    const reused = await pay(second.token, second.order.id, right.body.token);
    expect((reused.body as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
  });

  it('pays only an order of the shop (sales channel) it was made for', async () => {
    const otherKey = 'SWSCOTHERSHOPFORCARDTEST1';
    await engine.db.query(
      `INSERT INTO sales_channel SELECT (jsonb_populate_record(NULL::sales_channel, to_jsonb(s) || jsonb_build_object('id', $1::text, 'access_key', $2::text))).*
         FROM sales_channel s WHERE s.access_key = $3`,
      ['c'.repeat(32), otherKey, DEMO_ACCESS_KEY],
    );
    const { token, order } = await orderWithTestCard('card-binding-shop@example.com');
    const elsewhere = await cardToken(APPROVED, { key: otherKey, amount: order.amountTotal });
    expect(elsewhere.status).toBe(200);
    const refused = await pay(token, order.id, elsewhere.body.token);
    expect((refused.body as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('CHECKOUT__INVALID_PAYMENT_TOKEN');
    expect(await transactionStates(token, order.id)).toEqual(['open']);
  });
});
