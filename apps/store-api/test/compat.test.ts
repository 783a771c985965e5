// Store API behaviours real clients (Shopware's own frontends) rely on, each checked against what
// Shopware's code does (docs/adr/0011): empty JSON bodies, breadcrumb defaults, guest registration
// with empty billing names, variant parents in the cart, the product-detail CMS layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.ts';
import { idFor } from '../src/domain/ids.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call, startTestEngine } from './support/engine.ts';
import { contractErrors } from './support/schema.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await startTestEngine();
  await insertCatalogueFixture(engine.db);
});
afterAll(async () => {
  await engine.close();
});

type Errors = { errors: Array<{ code: string; status: string }> };

/** A POST with `Content-Type: application/json` and a raw (possibly empty) body, as fetch clients send it. */
async function rawPost(path: string, payload: string) {
  const response = await engine.app.inject({ method: 'POST', url: `/store-api${path}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' }, payload });
  return { status: response.statusCode, body: response.body === '' ? undefined : (JSON.parse(response.body) as unknown) };
}

describe('JSON bodies (JsonRequestTransformerListener)', () => {
  for (const path of ['/language', '/salutation', '/currency', '/country']) {
    it(`accepts an empty body on POST ${path}`, async () => {
      const response = await rawPost(path, '');
      expect(response.status).toBe(200);
      expect(contractErrors(path, 'POST', 200, response.body)).toEqual([]);
    });
  }

  it('treats JSON that is not an object as an empty body and rejects malformed JSON', async () => {
    expect((await rawPost('/salutation', '"text"')).status).toBe(200);
    const malformed = await rawPost('/salutation', '{"limit": ');
    expect(malformed.status).toBe(400);
    expect((malformed.body as Errors).errors[0]?.code).toBe('FRAMEWORK__INVALID_REQUEST_BODY');
  });
});

describe('GET /breadcrumb/{id} (BreadcrumbRoute, CategoryBreadcrumbBuilder)', () => {
  const names = (body: unknown) => (body as Array<{ name: string }>).map((crumb) => crumb.name);

  it('reads the id as a product when no type is sent, and validates against the schema', async () => {
    const response = await call(engine.app, `/breadcrumb/${T.simple}`);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Test category', 'Test child']);
    expect(contractErrors('/breadcrumb/{id}', 'GET', 200, response.body)).toEqual([]);
    // A variant without categories of its own uses its parent's.
    expect(names((await call(engine.app, `/breadcrumb/${T.redSmall}`)).body)).toEqual(['Test category']);
  });

  it('falls back to the category breadcrumb for a category id sent without type', async () => {
    const response = await call(engine.app, `/breadcrumb/${T.child}`);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Test category', 'Test child']);
    expect(names((await call(engine.app, `/breadcrumb/${T.child}`, { query: { type: 'category' } })).body)).toEqual(['Test category', 'Test child']);
  });

  it('uses the referrer category only when the product is assigned to it', async () => {
    expect(names((await call(engine.app, `/breadcrumb/${T.simple}`, { query: { referrerCategoryId: T.category } })).body)).toEqual(['Test category', 'Test child']);
  });

  it('answers an empty list for unknown ids, 204 for a product without category and 404 for a non-hex id', async () => {
    for (const query of [undefined, { type: 'category' }]) {
      const unknown = await call(engine.app, `/breadcrumb/${idFor('nothing')}`, { query });
      expect([unknown.status, unknown.body]).toEqual([200, []]);
    }
    await engine.db.query(`UPDATE product SET category_ids = '{}', category_tree = '{}' WHERE id = $1`, [T.searchOnly]);
    const orphan = await call(engine.app, `/breadcrumb/${T.searchOnly}`);
    expect([orphan.status, orphan.body]).toEqual([204, undefined]);
    expect((await call(engine.app, '/breadcrumb/XYZ')).status).toBe(404);
  });
});

describe('POST /account/register with billing names (RegisterRoute)', () => {
  type Address = { firstName: string; lastName: string; street: string };
  const billingOf = async (token: string | undefined) => {
    const list = (await call(engine.app, '/account/list-address', { token, body: {} })).body as { elements: Address[] };
    return list.elements.map((address) => [address.firstName, address.lastName]);
  };
  const billing = { street: 'Unter den Linden 1', zipcode: '10117', city: 'Berlin', countryId: idFor('country:DE') };

  it('accepts a guest whose billing names are empty: the address carries the customer’s names', async () => {
    const response = await call(engine.app, '/account/register', {
      body: registration('guest-empty-names@example.com', { guest: true, password: undefined, billingAddress: { ...billing, firstName: '', lastName: '' } }),
    });
    expect(response.status).toBe(200);
    expect(contractErrors('/account/register', 'POST', 200, response.body)).toEqual([]);
    expect(await billingOf(response.token)).toEqual([['Ada', 'Lovelace']]);
  });

  it('overrides other billing names with the customer’s and takes missing customer names from the billing address', async () => {
    const other = await call(engine.app, '/account/register', { body: registration('guest-other-names@example.com', { guest: true, password: undefined, billingAddress: { ...billing, firstName: 'Grace', lastName: 'Hopper' } }) });
    expect(await billingOf(other.token)).toEqual([['Ada', 'Lovelace']]);
    const fromBilling = await call(engine.app, '/account/register', {
      body: registration('guest-billing-names@example.com', { guest: true, password: undefined, firstName: undefined, lastName: undefined, billingAddress: { ...billing, firstName: 'Grace', lastName: 'Hopper' } }),
    });
    expect(fromBilling.status).toBe(200);
    expect(fromBilling.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('still reports blank customer names, at the customer and at the billing address', async () => {
    const response = await call(engine.app, '/account/register', { body: registration('guest-no-names@example.com', { guest: true, password: undefined, firstName: '', billingAddress: { ...billing, firstName: 'Grace' } }) });
    expect(response.status).toBe(400);
    const pointers = (response.body as { errors: Array<{ source: { pointer: string } }> }).errors.map((error) => error.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/firstName', '/billingAddress/firstName']));
  });
});

describe('a variant parent in the cart (ProductCartProcessor::validateParents)', () => {
  // Shopware loads the parent (it is a visible product, so no ProductNotFoundError) and then removes
  // the line item because `childCount > 0` — silently: "container products can not be bought".
  it('drops the parent line item without an error, as Shopware does', async () => {
    const response = await call(engine.app, '/checkout/cart/line-item', { body: { items: [{ id: T.parent, referencedId: T.parent, type: 'product', quantity: 1 }] } });
    expect(response.status).toBe(200);
    expect(contractErrors('/checkout/cart/line-item', 'POST', 200, response.body)).toEqual([]);
    const cart = response.body as { lineItems: unknown[]; errors: Record<string, unknown> | unknown[] };
    expect(cart.lineItems).toEqual([]);
    expect(Object.keys(cart.errors)).toEqual([]);
  });

  it('reports product-not-found for an id that is no product of the sales channel', async () => {
    const response = await call(engine.app, '/checkout/cart/line-item', { body: { items: [{ id: T.inactive, referencedId: T.inactive, type: 'product', quantity: 1 }] } });
    expect(response.status).toBe(200);
    const cart = response.body as { lineItems: unknown[]; errors: Record<string, { messageKey: string }> };
    expect(cart.lineItems).toEqual([]);
    expect(Object.values(cart.errors).map((error) => error.messageKey)).toEqual(['product-not-found']);
  });
});
