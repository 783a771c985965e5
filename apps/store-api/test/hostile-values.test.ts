// Values that once reached SQL badly (ADR 0015, addendum). A huge page made an OFFSET past
// PostgreSQL's bigint (500 "bigint out of range"); a quote or brace in an id list broke a
// hand-built array literal (500 "malformed array literal"). Every operation must answer them like
// Shopware: 2xx, or 4xx in its error envelope.
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredCustomer } from './support/accounts.ts';
import { call, type CallResult } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });
let token: string;
const ids = { category: '', product: '', parent: '', country: '', cmsPage: '', landingPage: '', media: '' };

beforeAll(async () => {
  token = await registeredCustomer(engine.app, engine.db, 'pager@example.com');
  const one = async (sql: string) => (await engine.db.query<{ id: string }>(sql))[0]?.id ?? '';
  ids.category = await one("SELECT id FROM category WHERE parent_id IS NOT NULL AND type = 'page' ORDER BY id LIMIT 1");
  ids.product = await one('SELECT id FROM product WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.parent = await one('SELECT parent_id AS id FROM product WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.country = await one("SELECT id FROM country WHERE iso = 'DE'");
  ids.cmsPage = await one('SELECT id FROM cms_page ORDER BY id LIMIT 1');
  ids.landingPage = await one('SELECT id FROM landing_page ORDER BY id LIMIT 1');
  ids.media = await one('SELECT id FROM media ORDER BY id LIMIT 1');
  // A wishlist to page through.
  await call(engine.app, `/customer/wishlist/add/${ids.product}`, { method: 'POST', body: {}, token });
});

const ALLOWED_4XX = new Set([
  'FRAMEWORK__INVALID_PAGE_QUERY',
  'FRAMEWORK__INVALID_LIMIT_QUERY',
  'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
  'FRAMEWORK__SEARCH_REQUEST_MAPPING',
  'FRAMEWORK__INVALID_REQUEST_PARAMETER',
]);

function deliberate(result: CallResult): string | undefined {
  if (result.status < 400) return undefined;
  const code = (result.body as { errors?: Array<{ code?: string; status?: string }> } | undefined)?.errors?.[0];
  if (result.status >= 500) return `${result.status} ${JSON.stringify(result.body).slice(0, 200)}`;
  if (!code || code.status !== String(result.status) || !ALLOWED_4XX.has(String(code.code)))
    return `${result.status} ${JSON.stringify(result.body).slice(0, 200)}`;
  return undefined;
}

/** Every operation that pages: generic criteria (page, limit) and listings (p, limit). */
function pagedOperations(): Array<{ path: string; login?: boolean }> {
  return [
    { path: '/product' },
    { path: `/product-listing/${ids.category}` },
    { path: '/search?search=shirt' },
    { path: '/search-suggest?search=shirt' },
    { path: `/category/${ids.category}` },
    { path: `/cms/${ids.cmsPage}` },
    { path: `/landing-page/${ids.landingPage}` },
    { path: `/product/${ids.parent}` },
    { path: `/product/${ids.product}/reviews` },
    { path: `/product/${ids.product}/cross-selling` },
    { path: '/country' },
    { path: `/country-state/${ids.country}` },
    { path: '/currency' },
    { path: '/language' },
    { path: '/salutation' },
    { path: '/seo-url' },
    { path: '/payment-method' },
    { path: '/shipping-method' },
    { path: `/media?ids=${ids.media}` },
    { path: '/order', login: true },
    { path: '/account/list-address', login: true },
    { path: '/customer/wishlist', login: true },
  ];
}

const HOSTILE_NUMBERS: unknown[] = [1e20, '99999999999999999999', 9.3e17, -1, 0, 1.5, 'abc', '1e400', [2], true, { a: 1 }];

describe('huge, negative, fractional and non-numeric page, limit and p', () => {
  it('POST /product {"page":1e20,"limit":10} answers an empty page, not 500 "bigint out of range"', async () => {
    const result = await call(engine.app, '/product', { body: { page: 1e20, limit: 10 } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ elements: [], limit: 10 });
  });

  it('GET /product-listing/{id}?p=99999999999999999999 answers an empty page', async () => {
    const result = await call(engine.app, `/product-listing/${ids.category}`, { method: 'POST', body: {}, query: { p: '99999999999999999999' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ elements: [] });
  });

  it('refuses a non-numeric page like Shopware (400 FRAMEWORK__INVALID_PAGE_QUERY)', async () => {
    for (const page of ['abc', [2], true, { a: 1 }]) {
      const result = await call(engine.app, '/product', { body: { page, limit: 10 } });
      expect(result.status, JSON.stringify(page)).toBe(400);
      expect(JSON.stringify(result.body)).toContain('FRAMEWORK__INVALID_PAGE_QUERY');
    }
  });

  it('every paging operation answers every hostile value deliberately (body and query)', async () => {
    const wrong: string[] = [];
    for (const op of pagedOperations()) {
      const [path, search = ''] = op.path.split('?');
      const base = Object.fromEntries(new URLSearchParams(search));
      for (const name of ['page', 'limit', 'p']) {
        for (const value of HOSTILE_NUMBERS) {
          const body = { ...base, [name]: value, ...(name === 'page' ? { limit: 5 } : {}) };
          const posted = await call(engine.app, path!, { body, token: op.login ? token : undefined });
          const postedWrong = deliberate(posted);
          if (postedWrong) wrong.push(`POST ${op.path} ${name}=${JSON.stringify(value)}: ${postedWrong}`);
          if (typeof value === 'object' && value !== null) continue;
          const query = { ...base, [name]: String(value), ...(name === 'page' ? { limit: '5' } : {}) };
          const got = await call(engine.app, path!, { query, token: op.login ? token : undefined });
          const gotWrong = deliberate(got);
          // POST-only routes (/order) have no GET.
          if (gotWrong && !JSON.stringify(got.body).includes('No route found')) wrong.push(`GET ${op.path} ${name}=${String(value)}: ${gotWrong}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});

describe('quotes, braces and backslashes in id lists', () => {
  const NASTY = ['x"y', 'a}', '{', 'b\\', 'c,d', "e'f", 'NULL', ' '];

  it('every promotion code, quotes and braces included, gets "promotion not found" in the cart errors, not 500 "malformed array literal"', async () => {
    // (A blank code is CHECKOUT__PROMOTION_CODE_MISSING, a 400, as in Shopware.)
    for (const code of NASTY.filter((nasty) => nasty.trim() !== '')) {
      const result = await call(engine.app, '/checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: code }] } });
      expect(result.status, code).toBe(200);
      const errors = Object.values((result.body as { errors: Record<string, { messageKey: string }> }).errors);
      expect(
        errors.map((error) => error.messageKey),
        code,
      ).toContain('promotion-not-found');
    }
  });

  it('find-variant with a quote in an option id answers like an unknown option', async () => {
    const result = await call(engine.app, `/product/${ids.product}/find-variant`, { body: { options: ['a"b', 'c}'], switchedGroup: 'x"' } });
    expect(result.status).toBeLessThan(500);
    expect(result.status).toBe(404);
  });

  it('product ids, line-item ids and VAT ids with quotes and braces never reach SQL as literals', async () => {
    const results = [
      await call(engine.app, '/checkout/cart/line-item', { body: { items: NASTY.map((id) => ({ type: 'product', referencedId: id, id })) } }),
      await call(engine.app, '/checkout/cart/line-item', { method: 'DELETE', body: { ids: NASTY } }),
      await call(engine.app, '/product', { body: { ids: NASTY } }),
      await call(engine.app, `/product-listing/${ids.category}`, { body: { manufacturer: NASTY.join('|'), properties: NASTY } }),
      await call(engine.app, '/seo-url', { body: { filter: [{ type: 'equalsAny', field: 'foreignKey', value: NASTY }] } }),
      await call(engine.app, '/account/change-profile', {
        token,
        body: { salutationId: null, firstName: 'Ada', lastName: 'Lovelace', accountType: 'private', vatIds: ['DE"1', 'x}', 'y\\'] },
      }),
    ];
    for (const result of results) expect(result.status, JSON.stringify(result.body).slice(0, 200)).toBeLessThan(500);
  });
});
