// Route audit against the schema's request requirements: every operation the engine implements is
// called the way a schema-driven client may call it — no body where the body is optional, `{}` where
// fields are required, no query at all on reads — and must answer like Shopware: no 400 for a
// missing optional body, a 4xx (never 2xx or 5xx) for missing required fields, never a 5xx.
// Deliberate differences are listed in docs/adr/0013.
import { beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { LANDING_PAGE_ID } from '../src/seed/content-data.ts';
import { DEMO_ACCESS_KEY, HOME_CMS_PAGE_ID } from '../src/seed/demo-constants.ts';
import { CUSTOMER_GROUP } from '../src/seed/system-data.ts';
import { registeredCustomer } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { useTestEngine } from './support/test-engine.ts';
import { loadOperations, routeUrl, type Operation } from './support/operations.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });
let token: string;
beforeAll(async () => {
  token = await registeredCustomer(engine.app, engine.db, 'audit@example.com');
});

// Real values for path parameters (unknown ids are fine too: they must give a 4xx, not a 5xx).
const PATH_VALUES: Record<string, string> = {
  productId: T.simple,
  categoryId: T.category,
  navigationId: T.category,
  activeId: 'main-navigation',
  rootId: 'main-navigation',
  landingPageId: LANDING_PAGE_ID,
  countryId: idFor('country:DE'),
  customerGroupId: CUSTOMER_GROUP.id,
  addressId: idFor('audit:address'),
  paymentMethodId: idFor('audit:payment'),
  orderId: idFor('audit:order'),
  downloadId: idFor('audit:download'),
  filePath: 'sitemap-1.xml.gz',
};
const pathValue = (operation: Operation, name: string) =>
  operation.path.startsWith('/cms/')
    ? HOME_CMS_PAGE_ID
    : operation.path.startsWith('/breadcrumb/')
      ? T.category
      : (PATH_VALUES[name] ?? idFor(`audit:${name}`));
// Calls that would end the audit's session or drop its customer.
const DESTRUCTIVE = new Set(['POST /account/logout', 'DELETE /account/customer', 'POST /account/change-password', 'POST /account/change-email']);

const operations = loadOperations();
let implemented: Operation[] = [];
beforeAll(() => {
  implemented = operations.filter((operation) => engine.app.hasRoute({ method: operation.method, url: routeUrl(operation.path) }));
});

async function send(operation: Operation, payload: string | undefined) {
  const values = Object.fromEntries(operation.pathParams.map((name) => [name, pathValue(operation, name)]));
  const response = await engine.app.inject({
    method: operation.method,
    url: routeUrl(operation.path, values),
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload,
  });
  const body = response.body.startsWith('{') ? (JSON.parse(response.body) as { errors?: unknown }) : undefined;
  const errors = Array.isArray(body?.errors) ? (body.errors as Array<{ code?: unknown }>) : [];
  return { status: response.statusCode, codes: errors.map((error) => String(error.code)) };
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

describe('route audit against the schema’s request requirements', () => {
  it('finds the implemented operations in the schema', () => {
    expect(implemented.length).toBeGreaterThan(80);
  });

  it('accepts a missing body (empty, with Content-Type: application/json) wherever the schema marks it optional', async () => {
    const failures: string[] = [];
    for (const operation of implemented.filter(
      (op) => (op.method === 'POST' || op.method === 'PATCH') && op.body?.required !== true && !DESTRUCTIVE.has(key(op)),
    )) {
      const result = await send(operation, '');
      if (result.status >= 500 || result.codes.includes('FRAMEWORK__INVALID_REQUEST_BODY'))
        failures.push(`${key(operation)} → ${result.status} ${result.codes.join(',')}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers {} with a 4xx where the body and fields in it are required', async () => {
    const failures: string[] = [];
    for (const operation of implemented.filter((op) => op.body?.required === true && op.body.requiredFields.length > 0 && !DESTRUCTIVE.has(key(op)))) {
      const result = await send(operation, '{}');
      if (result.status < 400 || result.status >= 500) failures.push(`${key(operation)} → ${result.status} ${result.codes.join(',')}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers a read without query parameters with a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of implemented.filter((op) => op.method === 'GET')) {
      const result = await send(operation, undefined);
      if (result.status >= 500) failures.push(`${key(operation)} → ${result.status} ${result.codes.join(',')}`);
    }
    expect(failures).toEqual([]);
  });
});
