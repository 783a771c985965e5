// After the order (ADR 0030): the customer cancels (Shopware's CancelOrderRoute rules plus the shop's
// `core.cart.enableOrderRefunds` and "not shipped yet"), the stock comes back and a mail is queued in the
// order's language; the confirmation mail links to the order page; a guest opens the order by its deep
// link code with the e-mail address and billing postal code, and wrong answers are throttled per order.
import { describe, expect, it } from 'vitest';
import { setConfig } from '../src/domain/config/system-config.ts';
import { latestMail } from '../src/domain/mail/mailer.ts';
import { orderConfirmationMail } from '../src/domain/order/confirmation-mail.ts';
import { GUEST_ORDER_WINDOWS, Throttles } from '../src/domain/throttles.ts';
import { LANGUAGE_IDS, SALES_CHANNEL_ID } from '../src/seed/demo-constants.ts';
import { registeredCustomer, registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Errors = { errors: Array<{ code: string; status: string; meta?: { parameters?: { seconds?: number } } }> };
type Order = { id: string; orderNumber: string; deepLinkCode: string; stateMachineState: { technicalName: string } };
type OrderList = { orders: { elements: Order[] } };

const firstCode = (body: unknown) => (body as Errors).errors[0]?.code;

async function stockOf(id: string): Promise<{ stock: number; available_stock: number }> {
  const [row] = await engine.db.query<{ stock: number; available_stock: number }>('SELECT stock, available_stock FROM product WHERE id = $1', [id]);
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function order(token: string | undefined, quantity = 2, headers: Record<string, string> = {}): Promise<Order> {
  const added = await call(engine.app, '/checkout/cart/line-item', {
    token,
    body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity }] },
    headers,
  });
  expect(added.status).toBe(200);
  const placed = await call(engine.app, '/checkout/order', { token, body: {}, headers });
  expect(placed.status).toBe(200);
  return placed.body as Order;
}

async function guestOrder(email: string, headers: Record<string, string> = {}): Promise<Order> {
  const guest = await call(engine.app, '/account/register', { body: registration(email, { guest: true, password: undefined }), headers });
  return order(guest.token, 1, headers);
}

describe('POST /order/state/cancel', () => {
  it('cancels an open order, gives the stock back, queues a mail and answers the new state', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'cancel-me@example.com');
    const before = await stockOf(T.simple);
    const placed = await order(token, 2);
    expect((await stockOf(T.simple)).stock).toBe(before.stock - 2);
    const cancelled = await call(engine.app, '/order/state/cancel', { token, body: { orderId: placed.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ technicalName: 'cancelled', name: 'Cancelled', apiAlias: 'state_machine_state' });
    expect(contractErrors('/order/state/cancel', 'POST', 200, cancelled.body)).toEqual([]);
    expect(await stockOf(T.simple)).toEqual(before);
    const mail = await latestMail(engine.db, 'cancel-me@example.com', 'order.state.cancelled');
    expect(mail?.subject).toBe(`Your order ${placed.orderNumber} at Aisle has been cancelled`);
    expect(mail?.raw).toContain(`/account/order/${placed.deepLinkCode}`);
    // Cancelled is final for the customer: once more is Shopware's illegal transition, and no stock moves.
    const again = await call(engine.app, '/order/state/cancel', { token, body: { orderId: placed.id } });
    expect(again.status).toBe(400);
    expect(firstCode(again.body)).toBe('SYSTEM__ILLEGAL_STATE_TRANSITION');
    expect(await stockOf(T.simple)).toEqual(before);
  });

  it("follows Shopware's guards: orderId required, only one's own order, a customer in the context", async () => {
    const alice = await registeredCustomer(engine.app, engine.db, 'cancel-alice@example.com');
    const bob = await registeredCustomer(engine.app, engine.db, 'cancel-bob@example.com');
    const placed = await order(alice, 1);
    const missing = await call(engine.app, '/order/state/cancel', { token: alice, body: {} });
    expect([missing.status, firstCode(missing.body)]).toEqual([400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER']);
    const foreign = await call(engine.app, '/order/state/cancel', { token: bob, body: { orderId: placed.id } });
    expect([foreign.status, firstCode(foreign.body)]).toEqual([404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND']);
    const anonymous = await call(engine.app, '/order/state/cancel', { body: { orderId: placed.id } });
    expect([anonymous.status, firstCode(anonymous.body)]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  it('refuses once a delivery has shipped, or a completed order, and keeps the stock', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'shipped@example.com');
    const placed = await order(token, 1);
    await engine.db.query("UPDATE order_delivery SET state = 'shipped' WHERE order_id = $1", [placed.id]);
    const before = await stockOf(T.simple);
    const refused = await call(engine.app, '/order/state/cancel', { token, body: { orderId: placed.id } });
    expect([refused.status, firstCode(refused.body)]).toEqual([400, 'CHECKOUT__ORDER_ALREADY_SHIPPED']);
    expect(await stockOf(T.simple)).toEqual(before);
    expect(await latestMail(engine.db, 'shipped@example.com', 'order.state.cancelled')).toBeUndefined();

    const done = await order(token, 1);
    await engine.db.query('UPDATE "order" SET state = \'completed\' WHERE id = $1', [done.id]);
    const completed = await call(engine.app, '/order/state/cancel', { token, body: { orderId: done.id } });
    expect([completed.status, firstCode(completed.body)]).toEqual([400, 'SYSTEM__ILLEGAL_STATE_TRANSITION']);
  });

  it('is refused while the shop does not allow cancellations (core.cart.enableOrderRefunds)', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'no-refunds@example.com');
    const placed = await order(token, 1);
    await setConfig(engine.db, 'core.cart.enableOrderRefunds', false, SALES_CHANNEL_ID);
    try {
      const refused = await call(engine.app, '/order/state/cancel', { token, body: { orderId: placed.id } });
      expect([refused.status, firstCode(refused.body)]).toEqual([403, 'CHECKOUT__ORDER_CANCELLATION_DISABLED']);
    } finally {
      await setConfig(engine.db, 'core.cart.enableOrderRefunds', true, SALES_CHANNEL_ID);
    }
    expect((await call(engine.app, '/order/state/cancel', { token, body: { orderId: placed.id } })).status).toBe(200);
  });

  it('lets a guest cancel in their own session and writes the mail in the order language', async () => {
    const headers = { 'sw-language-id': LANGUAGE_IDS['de-DE'] };
    const guest = await call(engine.app, '/account/register', { body: registration('gast@example.com', { guest: true, password: undefined }), headers });
    const placed = await order(guest.token, 1, headers);
    const cancelled = await call(engine.app, '/order/state/cancel', { token: guest.token, body: { orderId: placed.id }, headers });
    expect(cancelled.body).toMatchObject({ technicalName: 'cancelled', name: 'Abgebrochen' });
    const mail = await latestMail(engine.db, 'gast@example.com', 'order.state.cancelled');
    expect(mail?.subject).toBe(`Ihre Bestellung ${placed.orderNumber} bei Aisle wurde storniert`);
  });
});

describe('the confirmation mail', () => {
  it("links to the order page on the sales-channel domain of the order's language", async () => {
    const placed = await guestOrder('linked@example.com', { 'sw-language-id': LANGUAGE_IDS['pl-PL'] });
    expect(await latestMail(engine.db, 'linked@example.com', 'order_confirmation')).toBeDefined();
    const mail = await orderConfirmationMail(engine.db, placed.id);
    expect(mail?.text).toContain(`Twoje zamówienie, jego status i pozycje:\nhttp://localhost:3000/pl-PL/account/order/${placed.deepLinkCode}`);
    expect(mail?.html).toContain(`<a href="http://localhost:3000/pl-PL/account/order/${placed.deepLinkCode}">`);
  });
});

describe('POST /order for a guest (deep link code, e-mail address, postal code)', () => {
  const byCode = (code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(engine.app, '/order', { body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: code }], ...extra }, headers });

  it('opens the order with the right answers and names what is wrong otherwise', async () => {
    const placed = await guestOrder('guest-link@example.com');
    const right = await byCode(placed.deepLinkCode, { email: 'Guest-Link@example.com', zipcode: '10117' });
    expect(right.status).toBe(200);
    expect((right.body as OrderList).orders.elements.map((element) => element.id)).toEqual([placed.id]);
    expect(contractErrors('/order', 'POST', 200, right.body)).toEqual([]);
    expect(firstCode((await byCode(placed.deepLinkCode)).body)).toBe('CHECKOUT__GUEST_NOT_AUTHENTICATED');
    const wrongZip = await byCode(placed.deepLinkCode, { email: 'guest-link@example.com', zipcode: '99999' });
    expect([wrongZip.status, firstCode(wrongZip.body)]).toEqual([403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS']);
    const wrongMail = await byCode(placed.deepLinkCode, { email: 'someone@example.com', zipcode: '10117' });
    expect(firstCode(wrongMail.body)).toBe('CHECKOUT__GUEST_WRONG_CREDENTIALS');
    // An unknown code says as little as a known one without answers.
    expect(firstCode((await byCode('x'.repeat(32), { email: 'guest-link@example.com', zipcode: '10117' })).body)).toBe('CHECKOUT__GUEST_NOT_AUTHENTICATED');
  });

  it("sends a registered customer's order to the login instead", async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'member-link@example.com');
    const placed = await order(token, 1);
    const answer = await byCode(placed.deepLinkCode, { email: 'member-link@example.com', zipcode: '10117' });
    expect([answer.status, firstCode(answer.body)]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    // Signed in, the same filter finds it among their own orders; another customer's session finds nothing.
    const own = await call(engine.app, '/order', { token, body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }] } });
    expect((own.body as OrderList).orders.elements.map((element) => element.id)).toEqual([placed.id]);
    const other = await registeredCustomer(engine.app, engine.db, 'member-other@example.com');
    const foreign = await call(engine.app, '/order', {
      token: other,
      body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }] },
    });
    expect((foreign.body as OrderList).orders.elements).toEqual([]);
  });

  it("logs the guest into the caller's context with `login: true`, rotating the token, so the guest can cancel", async () => {
    const placed = await guestOrder('guest-login@example.com');
    const before = await stockOf(T.simple);
    const visitor = await call(engine.app, '/context', { method: 'GET' });
    const visitorToken = visitor.token;
    expect(visitorToken).toBeTruthy();
    // Without `login` the context stays anonymous: cancel is refused.
    const viewOnly = await call(engine.app, '/order', {
      token: visitorToken,
      body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }], email: 'guest-login@example.com', zipcode: '10117' },
    });
    expect([viewOnly.status, viewOnly.token]).toEqual([200, visitorToken]);
    const refused = await call(engine.app, '/order/state/cancel', { token: visitorToken, body: { orderId: placed.id } });
    expect(firstCode(refused.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const loggedIn = await call(engine.app, '/order', {
      token: visitorToken,
      body: {
        filter: [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }],
        email: 'guest-login@example.com',
        zipcode: '10117',
        login: true,
      },
    });
    expect(loggedIn.status).toBe(200);
    expect((loggedIn.body as OrderList).orders.elements.map((element) => element.id)).toEqual([placed.id]);
    expect(loggedIn.token).toBeTruthy();
    expect(loggedIn.token).not.toBe(visitorToken);
    const context = await call(engine.app, '/context', { method: 'GET', token: loggedIn.token });
    expect((context.body as { customer?: { email: string; guest: boolean } }).customer).toMatchObject({ email: 'guest-login@example.com', guest: true });
    // The old token no longer carries a session with the customer.
    const old = await call(engine.app, '/context', { method: 'GET', token: visitorToken });
    expect((old.body as { customer?: unknown }).customer ?? null).toBeNull();
    const cancelled = await call(engine.app, '/order/state/cancel', { token: loggedIn.token, body: { orderId: placed.id } });
    expect([cancelled.status, (cancelled.body as { technicalName: string }).technicalName]).toEqual([200, 'cancelled']);
    expect((await stockOf(T.simple)).stock).toBe(before.stock + 1);
  });

  it("logs nobody in on wrong answers (still throttled) or for a registered customer's order", async () => {
    const placed = await guestOrder('guest-login-wrong@example.com');
    const from = { 'x-forwarded-for': '203.0.113.99' };
    const filter = [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }];
    const limit = GUEST_ORDER_WINDOWS.perOrderAndClient[0].limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const wrong = await call(engine.app, '/order', {
        headers: from,
        body: { filter, email: 'guest-login-wrong@example.com', zipcode: `0000${attempt}`, login: true },
      });
      expect([wrong.status, firstCode(wrong.body)]).toEqual([403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS']);
      const context = await call(engine.app, '/context', { method: 'GET', token: wrong.token });
      expect((context.body as { customer?: unknown }).customer ?? null).toBeNull();
    }
    const throttled = await call(engine.app, '/order', {
      headers: from,
      body: { filter, email: 'guest-login-wrong@example.com', zipcode: '10117', login: true },
    });
    expect([throttled.status, firstCode(throttled.body)]).toEqual([429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED']);

    const token = await registeredCustomer(engine.app, engine.db, 'member-login@example.com');
    const members = await order(token, 1);
    const visitor = await call(engine.app, '/context', { method: 'GET' });
    const answer = await call(engine.app, '/order', {
      token: visitor.token,
      body: {
        filter: [{ type: 'equals', field: 'deepLinkCode', value: members.deepLinkCode }],
        email: 'member-login@example.com',
        zipcode: '10117',
        login: true,
      },
    });
    expect([answer.status, firstCode(answer.body)]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    const context = await call(engine.app, '/context', { method: 'GET', token: answer.token });
    expect((context.body as { customer?: unknown }).customer ?? null).toBeNull();
  });

  it('throttles wrong answers per order: per IP at once, the owner from another IP still gets in, and a right answer clears the IP', async () => {
    const placed = await guestOrder('guest-throttle@example.com');
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const limit = GUEST_ORDER_WINDOWS.perOrderAndClient[0].limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const wrong = await byCode(placed.deepLinkCode, { email: 'guest-throttle@example.com', zipcode: `0000${attempt}` }, from('203.0.113.7'));
      expect(firstCode(wrong.body)).toBe('CHECKOUT__GUEST_WRONG_CREDENTIALS');
    }
    const throttled = await byCode(placed.deepLinkCode, { email: 'guest-throttle@example.com', zipcode: '10117' }, from('203.0.113.7'));
    expect([throttled.status, firstCode(throttled.body)]).toEqual([429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED']);
    expect((throttled.body as Errors).errors[0]?.meta?.parameters?.seconds).toBeGreaterThan(0);
    // Another order from the same IP is not affected; the owner elsewhere opens theirs.
    const other = await guestOrder('guest-throttle-2@example.com');
    expect((await byCode(other.deepLinkCode, { email: 'guest-throttle-2@example.com', zipcode: '10117' }, from('203.0.113.7'))).status).toBe(200);
    expect((await byCode(placed.deepLinkCode, { email: 'guest-throttle@example.com', zipcode: '10117' }, from('198.51.100.2'))).status).toBe(200);
  });

  it('keeps strangers spending the per-order cap from rotating IPs from locking the guest out: the order gets a fresh link, mailed to its address', async () => {
    const placed = await guestOrder('guest-locked-out@example.com');
    const right = { email: 'guest-locked-out@example.com', zipcode: '10117' };
    const mails = async () => (await engine.db.query("SELECT 1 FROM mail_outbox WHERE recipient = $1 AND template = 'order.guest_link'", [right.email])).length;
    const limit = GUEST_ORDER_WINDOWS.perOrder[0].limit;

    // One wrong answer from each of many addresses: no per-IP limit trips, the per-order cap does.
    for (let attempt = 0; attempt < limit - 1; attempt += 1)
      await byCode(placed.deepLinkCode, { ...right, zipcode: '00000' }, { 'x-forwarded-for': `203.0.113.${attempt + 1}` });
    expect(await mails()).toBe(0);
    await byCode(placed.deepLinkCode, { ...right, zipcode: '00000' }, { 'x-forwarded-for': '203.0.113.250' });
    const lockedOut = await byCode(placed.deepLinkCode, right, { 'x-forwarded-for': '198.51.100.77' });
    expect([lockedOut.status, firstCode(lockedOut.body)]).toEqual([429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED']);

    // The guest's mailbox has a new link, which opens the order at once; the strangers' copy opens nothing any more.
    const mail = await latestMail(engine.db, right.email, 'order.guest_link');
    const code = /\/account\/order\/([\w-]+)/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[1];
    expect(code).toBeDefined();
    expect(code).not.toBe(placed.deepLinkCode);
    expect((await byCode(code ?? '', right, { 'x-forwarded-for': '198.51.100.77' })).status).toBe(200);
    expect((await byCode(placed.deepLinkCode, right, { 'x-forwarded-for': '198.51.100.78' })).status).not.toBe(200);
    // More wrong answers on the dead link mail nothing more.
    for (let attempt = 0; attempt < 3; attempt += 1)
      await byCode(placed.deepLinkCode, { ...right, zipcode: '00000' }, { 'x-forwarded-for': `192.0.2.${attempt + 1}` });
    expect(await mails()).toBe(1);
  });
});

describe('the guest order throttle', () => {
  it('caps wrong answers per order over every IP, clears only the answering IP on success, and lets the hour pass', async () => {
    let now = 1_000_000;
    const throttles = new Throttles(undefined, () => now);
    const cap = GUEST_ORDER_WINDOWS.perOrder[0];
    for (let attempt = 0; attempt < cap.limit; attempt += 1) {
      await throttles.guardGuestOrder('CODE', `10.0.${attempt}.1`);
      await throttles.guestOrderFailed('CODE', `10.0.${attempt}.1`);
    }
    await expect(throttles.guardGuestOrder('code', '192.0.2.1')).rejects.toMatchObject({
      status: 429,
      problems: [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED' }],
    });
    await throttles.guardGuestOrder('other-code', '192.0.2.1');
    now += cap.seconds * 1000;
    await throttles.guardGuestOrder('code', '192.0.2.1');

    for (let attempt = 0; attempt < GUEST_ORDER_WINDOWS.perOrderAndClient[0].limit; attempt += 1) await throttles.guestOrderFailed('next', '192.0.2.9');
    await expect(throttles.guardGuestOrder('next', '192.0.2.9')).rejects.toMatchObject({ status: 429 });
    await throttles.guestOrderPassed('next', '192.0.2.9');
    await throttles.guardGuestOrder('next', '192.0.2.9');
  });
});
