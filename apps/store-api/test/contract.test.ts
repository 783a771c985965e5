// Every foundation endpoint's response validates against the official storeApiSchema.json.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { LANDING_PAGE_ID } from '../src/seed/content-data.ts';
import { HOME_CMS_PAGE_ID } from '../src/seed/demo-constants.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine();

const WOMEN = idFor('category:clothing/women');
const GERMANY = idFor('country:DE');

const cases: Array<{ name: string; schemaPath: string; method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown; headers?: Record<string, string> }> = [
  { name: 'GET /context', schemaPath: '/context', method: 'GET', path: '/context' },
  { name: 'PATCH /context', schemaPath: '/context', method: 'PATCH', path: '/context', body: { currencyId: idFor('currency:PLN') } },
  {
    name: 'POST /language with translationCode',
    schemaPath: '/language',
    method: 'POST',
    path: '/language',
    body: { associations: { translationCode: {}, locale: {} } },
  },
  { name: 'GET /language', schemaPath: '/language', method: 'GET', path: '/language' },
  { name: 'POST /currency', schemaPath: '/currency', method: 'POST', path: '/currency', body: {} },
  { name: 'POST /country with states', schemaPath: '/country', method: 'POST', path: '/country', body: { associations: { states: {} } } },
  { name: 'POST /country-state/{countryId}', schemaPath: '/country-state/{countryId}', method: 'POST', path: `/country-state/${GERMANY}`, body: {} },
  { name: 'POST /salutation', schemaPath: '/salutation', method: 'POST', path: '/salutation', body: {} },
  {
    name: 'POST /navigation main',
    schemaPath: '/navigation/{activeId}/{rootId}',
    method: 'POST',
    path: '/navigation/main-navigation/main-navigation',
    body: { depth: 3 },
    headers: { 'sw-include-seo-urls': 'true' },
  },
  {
    name: 'POST /navigation footer',
    schemaPath: '/navigation/{activeId}/{rootId}',
    method: 'POST',
    path: '/navigation/footer-navigation/footer-navigation',
    body: { depth: 2 },
  },
  {
    name: 'POST /seo-url',
    schemaPath: '/seo-url',
    method: 'POST',
    path: '/seo-url',
    body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Clothing/Women/' }] },
  },
  { name: 'POST /category/home', schemaPath: '/category/{navigationId}', method: 'POST', path: '/category/home', body: {} },
  {
    name: 'POST /category/{id}',
    schemaPath: '/category/{navigationId}',
    method: 'POST',
    path: `/category/${WOMEN}`,
    body: {},
    headers: { 'sw-include-seo-urls': 'true' },
  },
  { name: 'POST /cms/{id}', schemaPath: '/cms/{id}', method: 'POST', path: `/cms/${HOME_CMS_PAGE_ID}`, body: {} },
  {
    name: 'POST /landing-page/{id}',
    schemaPath: '/landing-page/{landingPageId}',
    method: 'POST',
    path: `/landing-page/${LANDING_PAGE_ID}`,
    body: {},
    headers: { 'sw-include-seo-urls': 'true' },
  },
  { name: 'GET /breadcrumb/{id}', schemaPath: '/breadcrumb/{id}', method: 'GET', path: `/breadcrumb/${idFor('category:clothing/women/dresses')}` },
];

describe('Store API contract (storeApiSchema.json)', () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const response = await call(engine.app, testCase.path, { method: testCase.method, body: testCase.body, headers: testCase.headers });
      expect(response.status).toBe(200);
      expect(contractErrors(testCase.schemaPath, testCase.method, 200, response.body)).toEqual([]);
    });
  }

  it('error responses use the documented envelope', async () => {
    const response = await call(engine.app, '/context', { accessKey: null });
    expect(response.status).toBe(401);
    expect(contractErrors('/context', 'GET', 401, response.body)).toEqual([]);
  });
});
