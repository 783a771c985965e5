// NUL bytes and invalid UTF-8 anywhere in a request (path, query, JSON or form body) are refused at
// the boundary with 400 in Shopware's envelope, never a database error turned into a 500.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine();

interface Hostile {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string | Buffer;
  contentType?: string;
}

const json = 'application/json';
const cases: Hostile[] = [
  { name: 'NUL in a query value', method: 'GET', url: '/store-api/search?search=a%00b' },
  { name: 'NUL in a path segment', method: 'GET', url: '/store-api/product/%00' },
  { name: 'NUL in a path of an unknown route', method: 'GET', url: '/%00' },
  { name: 'invalid UTF-8 in a query value', method: 'GET', url: '/store-api/search?search=%ff%fe' },
  { name: 'broken percent-encoding in the query', method: 'GET', url: '/store-api/search?search=%E0%A4%A' },
  { name: 'NUL in a JSON search term', method: 'POST', url: '/store-api/search', body: JSON.stringify({ search: 'a\u0000b' }), contentType: json },
  { name: 'NUL in a JSON key', method: 'POST', url: '/store-api/search', body: JSON.stringify({ 'se\u0000arch': 'x' }), contentType: json },
  {
    name: 'NUL deep in a JSON filter',
    method: 'POST',
    url: '/store-api/product-listing/' + '0'.repeat(32),
    body: JSON.stringify({ filter: [{ type: 'equals', field: 'name', value: 'x\u0000' }] }),
    contentType: json,
  },
  {
    name: 'NUL in a login e-mail',
    method: 'POST',
    url: '/store-api/account/login',
    body: JSON.stringify({ username: 'a\u0000@example.com', password: 'x' }),
    contentType: json,
  },
  {
    name: 'NUL in a promotion code',
    method: 'POST',
    url: '/store-api/checkout/cart/line-item',
    body: JSON.stringify({ items: [{ type: 'promotion', referencedId: 'SAVE\u0000' }] }),
    contentType: json,
  },
  { name: 'a lone surrogate in JSON', method: 'POST', url: '/store-api/search', body: '{"search":"a\\ud800b"}', contentType: json },
  {
    name: 'invalid UTF-8 bytes in a JSON body',
    method: 'POST',
    url: '/store-api/search',
    body: Buffer.from([0x7b, 0x22, 0x73, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    contentType: json,
  },
  { name: 'NUL in a form body', method: 'POST', url: '/store-api/search', body: 'search=a%00b', contentType: 'application/x-www-form-urlencoded' },
];

describe('hostile bytes at the engine boundary', () => {
  it.each(cases)('$name → 400 in the error envelope', async ({ method, url, body, contentType }) => {
    const response = await engine.app.inject({
      method,
      url,
      payload: body,
      headers: { 'sw-access-key': DEMO_ACCESS_KEY, ...(contentType ? { 'content-type': contentType } : {}) },
    });
    expect(response.statusCode, response.body).toBe(400);
    const parsed = JSON.parse(response.body) as { errors: Array<{ status: string; code: string }> };
    expect(parsed.errors[0]?.status).toBe('400');
    expect(parsed.errors[0]?.code).toMatch(/^FRAMEWORK__INVALID_REQUEST_(PARAMETER|BODY)$/);
  });

  it('ordinary non-ASCII text still passes', async () => {
    const response = await engine.app.inject({
      method: 'GET',
      url: `/store-api/search?search=${encodeURIComponent('Größe żółć 日本')}`,
      headers: { 'sw-access-key': DEMO_ACCESS_KEY },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests that would make one answer allocate without bound', () => {
  const post = (path: string, body: string) =>
    engine.app.inject({ method: 'POST', url: `/store-api${path}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': json }, payload: body });
  const deep = (depth: number): Record<string, unknown> => (depth === 0 ? {} : { associations: { children: deep(depth - 1) } });
  const codeOf = (body: string) => (JSON.parse(body) as { errors: Array<{ code: string }> }).errors[0]?.code;

  it('refuses a body of several MB with 413, and criteria far beyond what a storefront sends with 400', async () => {
    expect((await post('/product', JSON.stringify({ term: 'x'.repeat(5 * 1024 * 1024) }))).statusCode).toBe(413);
    const answers = await Promise.all([
      post(
        '/product',
        JSON.stringify({ filter: Array.from({ length: 10_000 }, (_unused, index) => ({ type: 'equals', field: 'productNumber', value: `SW${index}` })) }),
      ),
      post('/product', JSON.stringify({ ids: Array.from({ length: 20_000 }, (_unused, index) => index.toString(16).padStart(32, '0')) })),
      post(
        '/product',
        JSON.stringify({ aggregations: Array.from({ length: 500 }, (_unused, index) => ({ name: `a${index}`, type: 'terms', field: 'manufacturerId' })) }),
      ),
      post('/product', JSON.stringify(deep(20))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => codeOf(answer.body))).toEqual([
      'FRAMEWORK__INVALID_FILTER_QUERY',
      'FRAMEWORK__INVALID_CRITERIA_IDS',
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      'FRAMEWORK__INVALID_CRITERIA_IDS',
    ]);
  });
});
