// An order post whose answer was lost is repeated with the same Idempotency-Key and answered with the
// order placed the first time: no second order, no second stock deduction, no second confirmation
// mail (docs/adr/0049-gateway-binding-and-lost-order-answers.md). The key lives in the order's row, so
// a restarted engine answers the same (`npm run chaos` repeats unanswered checkouts after a kill -9).
import { describe, expect, it } from 'vitest';
import { registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Order = { id: string; orderNumber: string };
type Errors = { errors: Array<{ code: string }> };

async function guestWithCart(email: string): Promise<string> {
  const guest = await call(engine.app, '/account/register', { body: registration(email, { guest: true, password: undefined }) });
  if (!guest.token) throw new Error(`Guest registration failed: ${JSON.stringify(guest.body)}`);
  await call(engine.app, '/checkout/cart/line-item', {
    token: guest.token,
    body: { items: [{ id: T.simple, referencedId: T.simple, type: 'product', quantity: 2 }] },
  });
  return guest.token;
}

const order = (token: string, key?: string) => call(engine.app, '/checkout/order', { token, body: {}, headers: key ? { 'idempotency-key': key } : {} });

async function countsFor(email: string) {
  const [row] = await engine.db.query<{ orders: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM "order" WHERE order_customer->>'email' = $1) AS orders,
            (SELECT count(*)::int FROM mail_outbox WHERE template = 'order_confirmation' AND recipient = $1) AS mails`,
    [email],
  );
  return row;
}

const stockOf = async () => (await engine.db.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [T.simple]))[0]?.stock;

describe('Idempotency-Key on /checkout/order', () => {
  it('answers a repeated key with the same order and places no second one', async () => {
    const email = 'idempotent-repeat@example.com';
    const token = await guestWithCart(email);
    const stock = await stockOf();
    const first = await order(token, 'attempt-7b1c0f');
    expect(first.status).toBe(200);
    const again = await order(token, 'attempt-7b1c0f');
    expect(again.status).toBe(200);
    expect((again.body as Order).id).toBe((first.body as Order).id);
    expect((again.body as Order).orderNumber).toBe((first.body as Order).orderNumber);
    expect(await countsFor(email)).toEqual({ orders: 1, mails: 1 });
    expect(await stockOf()).toBe((stock ?? 0) - 2);
    // Another key (a new attempt) or none meets the empty cart, as Shopware answers.
    expect(((await order(token, 'attempt-other')).body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_EMPTY');
    expect(((await order(token)).body as Errors).errors[0]?.code).toBe('CHECKOUT__CART_EMPTY');
  });

  it('places one order for two posts of one key at the same moment (a double submit)', async () => {
    const email = 'idempotent-double@example.com';
    const token = await guestWithCart(email);
    const answers = await Promise.all([order(token, 'double-1'), order(token, 'double-1')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => (answer.body as Order).id)).size).toBe(1);
    expect(await countsFor(email)).toEqual({ orders: 1, mails: 1 });
  });

  it('keeps keys apart per customer, and ignores a key that is no key', async () => {
    const one = await guestWithCart('idempotent-one@example.com');
    const two = await guestWithCart('idempotent-two@example.com');
    const first = await order(one, 'shared-key');
    const second = await order(two, 'shared-key');
    expect((second.body as Order).id).not.toBe((first.body as Order).id);
    const three = await guestWithCart('idempotent-three@example.com');
    expect((await order(three, 'x'.repeat(300))).status).toBe(200);
    const [row] = await engine.db.query<{ idempotency_key: string | null }>(`SELECT idempotency_key FROM "order" WHERE order_customer->>'email' = $1`, [
      'idempotent-three@example.com',
    ]);
    expect(row?.idempotency_key).toBeNull();
  });
});
