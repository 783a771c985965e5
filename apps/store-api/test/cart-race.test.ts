// Concurrent writes to one cart (two tabs, a read in a third): every change survives, and a plain
// read does not write. Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const ROUNDS = 100;

const engine = useTestEngine({ seed: insertCatalogueFixture });

const add = (token: string, id: string) =>
  call(engine.app, '/checkout/cart/line-item', { token, body: { items: [{ id, referencedId: id, type: 'product', quantity: 1 }] } });
const ids = (body: unknown) =>
  ((body as { lineItems: Array<{ referencedId: string; quantity: number }> }).lineItems ?? []).map((item) => `${item.referencedId}×${item.quantity}`).sort();

describe('concurrent cart changes under one context token', () => {
  it(`two clients adding different products at once never lose an item (${ROUNDS} rounds, with a read racing)`, async () => {
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const token = randomBytes(16).toString('hex');
      await add(token, T.tiered);
      const [first, second] = await Promise.all([add(token, T.simple), add(token, T.redSmall), call(engine.app, '/checkout/cart', { token })]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      const cart = await call(engine.app, '/checkout/cart', { token });
      const expected = [`${T.simple}×1`, `${T.redSmall}×1`, `${T.tiered}×1`].sort();
      if (JSON.stringify(ids(cart.body)) !== JSON.stringify(expected)) lost.push(`round ${round}: ${ids(cart.body).join(', ')}`);
    }
    expect(lost).toEqual([]);
  }, 240_000);

  it('a plain cart read does not write the cart', async () => {
    const token = randomBytes(16).toString('hex');
    await add(token, T.simple);
    await engine.db.query("UPDATE cart SET updated_at = '2000-01-01T00:00:00Z' WHERE token = $1", [token]);
    const read = await call(engine.app, '/checkout/cart', { token });
    expect(ids(read.body)).toEqual([`${T.simple}×1`]);
    const [row] = await engine.db.query<{ updated_at: Date }>('SELECT updated_at FROM cart WHERE token = $1', [token]);
    expect(new Date(row?.updated_at ?? 0).toISOString()).toBe('2000-01-01T00:00:00.000Z');
  });
});
