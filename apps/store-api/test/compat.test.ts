// Store API behaviours real clients (Shopware's own frontends) rely on, each checked against what
// Shopware's code does (docs/adr/0011): empty JSON bodies, breadcrumb defaults, guest registration
// with empty billing names, variant parents in the cart, the product-detail CMS layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { startTestEngine } from './support/engine.ts';
import { contractErrors } from './support/schema.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await startTestEngine();
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
