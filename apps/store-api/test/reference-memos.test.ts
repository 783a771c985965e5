// Reference data every request reads (sales channel, currencies, customer groups, locales, catalogue
// tables) comes from memos (docs/adr/0039): a write that clears them is seen by the very next request.
import { describe, expect, it } from 'vitest';
import { forget } from '../src/cache-store.ts';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Product = { product: { calculatedPrice: { unitPrice: number }; manufacturer?: { name: string } } };

const maintenance = (enabled: boolean) =>
  engine.app.inject({ method: 'POST', url: '/_admin/maintenance', payload: { enabled }, headers: { 'x-aisle-admin-token': ADMIN_TOKEN } });

describe('memoised reference data', () => {
  it('sees maintenance mode switched by the operator on the next request, though the sales channel is memoised', async () => {
    expect((await call(engine.app, '/context')).status).toBe(200);
    expect((await maintenance(true)).statusCode).toBe(200);
    expect((await call(engine.app, '/context')).status).toBe(503);
    expect((await maintenance(false)).statusCode).toBe(200);
    expect((await call(engine.app, '/context')).status).toBe(200);
  });

  it('prices with a changed currency factor on the next request after the write forgets the memos', async () => {
    const { token } = await call(engine.app, '/context', { method: 'PATCH', body: { currencyId: CURRENCY_IDS.PLN } });
    const price = async () => ((await call(engine.app, `/product/${T.simple}`, { token, body: {} })).body as Product).product.calculatedPrice.unitPrice;
    expect(await price()).toBe(43);
    await engine.db.query('UPDATE currency SET factor = 5 WHERE id = $1', [CURRENCY_IDS.PLN]);
    await forget(engine.db);
    try {
      expect(await price()).toBe(50);
    } finally {
      await engine.db.query('UPDATE currency SET factor = 4.3 WHERE id = $1', [CURRENCY_IDS.PLN]);
      await forget(engine.db);
    }
  });

  it('shows a renamed manufacturer on the next request after the write forgets the memos', async () => {
    const maker = async () => ((await call(engine.app, `/product/${T.simple}`, { body: {} })).body as Product).product.manufacturer?.name;
    const before = await maker();
    expect(before).toBeTruthy();
    await engine.db.query(
      `UPDATE product_manufacturer SET translations = jsonb_set(translations, '{${LANGUAGE_IDS['en-GB']},name}', '"Renamed"') WHERE id = $1`,
      [T.makerA],
    );
    await forget(engine.db);
    expect(await maker()).toBe('Renamed');
  });

  it('answers an sw-language-id of the channel from the memo and refuses others as before', async () => {
    const polish = await call(engine.app, '/context', { headers: { 'sw-language-id': LANGUAGE_IDS['pl-PL'] } });
    expect(polish.headers['sw-language-id']).toBe(LANGUAGE_IDS['pl-PL']);
    const unknown = await call(engine.app, '/context', { headers: { 'sw-language-id': T.simple } });
    expect(unknown.headers['sw-language-id']).not.toBe(T.simple);
  });
});
