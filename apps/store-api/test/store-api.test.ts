// Engine behaviour through real HTTP handling (fastify.inject) on a real database.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine();

type Errors = { errors: Array<{ status: string; code: string; title: string; source?: { pointer: string }; meta?: { parameters: Record<string, unknown> } }> };
type List = { total: number; limit: number; elements: Array<Record<string, unknown>> };
type Category = { id: string; name: string; children: Category[]; seoUrls?: Array<{ seoPathInfo: string }>; cmsPage?: { sections: unknown[] } };

describe('sw-access-key', () => {
  it('answers 401 without a key, 500 for an unknown prefix, 412 for an unknown sales channel', async () => {
    const missing = await call(engine.app, '/context', { accessKey: null });
    expect(missing.status).toBe(401);
    expect((missing.body as Errors).errors[0]).toMatchObject({ status: '401', code: '0', title: 'Unauthorized' });
    expect((await call(engine.app, '/context', { accessKey: 'XXXXwhatever' })).status).toBe(500);
    const unknown = await call(engine.app, '/context', { accessKey: 'SWSCNOSUCHCHANNEL' });
    expect(unknown.status).toBe(412);
    expect((unknown.body as Errors).errors[0]?.code).toBe('FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND');
  });

  it('exposes the context token header to browsers (CORS)', async () => {
    const response = await call(engine.app, '/context');
    expect(String(response.headers['access-control-expose-headers'])).toContain('sw-context-token');
  });
});

describe('sw-context-token', () => {
  it('issues a 32-character token when none is sent and keeps an unknown one as it is', async () => {
    const fresh = await call(engine.app, '/context');
    expect(fresh.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const unknown = await call(engine.app, '/context', { token: 'my-own-token-123' });
    expect(unknown.token).toBe('my-own-token-123');
  });

  it('persists a context switch under the token', async () => {
    const { token } = await call(engine.app, '/context');
    const patch = await call(engine.app, '/context', { method: 'PATCH', token, body: { currencyId: CURRENCY_IDS.GBP, languageId: LANGUAGE_IDS['pl-PL'] } });
    expect(patch.status).toBe(200);
    expect(patch.token).toBe(token);
    expect((patch.body as { redirectUrl: string }).redirectUrl).toMatch(/\/pl-PL$/);
    const context = (await call(engine.app, '/context', { token })).body as { currency: { isoCode: string }; languageInfo: { localeCode: string } };
    expect(context.currency.isoCode).toBe('GBP');
    expect(context.languageInfo.localeCode).toBe('pl-PL');
    const other = (await call(engine.app, '/context')).body as { currency: { isoCode: string } };
    expect(other.currency.isoCode).toBe('EUR');
  });

  it('rejects unknown ids with a violation per field and address ids without a customer', async () => {
    const { token } = await call(engine.app, '/context');
    const response = await call(engine.app, '/context', { method: 'PATCH', token, body: { currencyId: idFor('nope'), paymentMethodId: 'not-an-id' } });
    expect(response.status).toBe(400);
    const entries = (response.body as Errors).errors;
    expect(entries.map((entry) => [entry.code, entry.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/currencyId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/paymentMethodId'],
    ]);
    const address = await call(engine.app, '/context', { method: 'PATCH', token, body: { billingAddressId: idFor('address') } });
    expect(address.status).toBe(403);
    expect((address.body as Errors).errors[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('translates through sw-language-id for one request without persisting it', async () => {
    const { token } = await call(engine.app, '/context');
    const german = await call(engine.app, '/navigation/main-navigation/main-navigation', {
      token,
      body: {},
      headers: { 'sw-language-id': LANGUAGE_IDS['de-DE'] },
    });
    expect((german.body as Category[]).map((category) => category.name)).toContain('Bekleidung');
    const again = await call(engine.app, '/navigation/main-navigation/main-navigation', { token, body: {} });
    expect((again.body as Category[]).map((category) => category.name)).toContain('Clothing');
  });
});

describe('criteria', () => {
  it('reports invalid limit and page with pointers', async () => {
    const response = await call(engine.app, '/salutation', { body: { limit: 0, page: -1 } });
    expect(response.status).toBe(400);
    expect((response.body as Errors).errors.map((entry) => [entry.code, entry.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    ]);
    expect((await call(engine.app, '/salutation', { body: { limit: 101 } })).status).toBe(400);
  });

  it('filters, sorts, pages and counts', async () => {
    const page = (await call(engine.app, '/country', { body: { limit: 3, page: 2, sort: [{ field: 'iso', order: 'ASC' }], 'total-count-mode': 'exact' } }))
      .body as List;
    expect(page.total).toBe(11);
    expect(page.elements.map((country) => country.iso)).toEqual(['DE', 'ES', 'FR']);
    const filtered = (await call(engine.app, '/country', { body: { filter: [{ type: 'equalsAny', field: 'iso', value: ['PL', 'GB'] }], sort: 'iso' } }))
      .body as List;
    expect(filtered.elements.map((country) => country.iso)).toEqual(['GB', 'PL']);
    const translated = (
      await call(engine.app, '/country', {
        body: { filter: [{ type: 'contains', field: 'name', value: 'niem' }] },
        headers: { 'sw-language-id': LANGUAGE_IDS['pl-PL'] },
      })
    ).body as List;
    expect(translated.elements.map((country) => country.name)).toEqual(['Niemcy']);
  });

  it('rejects unknown filter fields, filter types and associations', async () => {
    expect((await call(engine.app, '/country', { body: { filter: [{ type: 'equals', field: 'nope', value: 1 }] } })).status).toBe(400);
    const type = await call(engine.app, '/country', { body: { filter: [{ type: 'fuzzy', field: 'iso', value: 'x' }] } });
    expect((type.body as Errors).errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_FILTER_QUERY', source: { pointer: '/filter/0/type' } });
    const association = await call(engine.app, '/country', { body: { associations: { planets: {} } } });
    expect((association.body as Errors).errors[0]?.code).toBe('FRAMEWORK__ASSOCIATION_NOT_FOUND');
  });

  it('applies includes to every object of the alias', async () => {
    const response = (await call(engine.app, '/country', { body: { limit: 1, includes: { country: ['iso'] } } })).body as List;
    expect(response.elements[0]).toEqual({ iso: 'DE', apiAlias: 'country' });
  });
});

describe('navigation and content', () => {
  it('builds the main navigation tree to the requested depth with SEO URLs', async () => {
    const shallow = (await call(engine.app, '/navigation/main-navigation/main-navigation', { body: { depth: 1 }, headers: { 'sw-include-seo-urls': '1' } }))
      .body as Category[];
    expect(shallow.map((category) => category.seoUrls?.[0]?.seoPathInfo)).toEqual(['Clothing/', 'Home-Living/', 'Sports-Outdoor/', 'Electronics/']);
    expect(shallow.every((category) => category.children.length === 0)).toBe(true);
    const deep = (await call(engine.app, '/navigation/main-navigation/main-navigation', { body: { depth: 3 } })).body as Category[];
    expect(deep[0]?.children[0]?.children.map((category) => category.name)).toEqual(['Dresses', 'Tops']);
  });

  it('answers 404 for unknown categories and 400 for malformed ids', async () => {
    const unknown = await call(engine.app, `/category/${idFor('nothing')}`, { body: {} });
    expect(unknown.status).toBe(404);
    expect((unknown.body as Errors).errors[0]?.code).toBe('CONTENT__CATEGORY_NOT_FOUND');
    const malformed = await call(engine.app, '/category/xyz', { body: {} });
    expect((malformed.body as Errors).errors[0]?.code).toBe('FRAMEWORK__INVALID_UUID');
    const folder = await call(engine.app, `/category/${idFor('category:footer:legal')}`, { body: {} });
    expect(folder.status).toBe(404);
  });

  it('narrows SEO URLs to the current language', async () => {
    const body = { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Odziez/Damskie/' }] };
    expect(((await call(engine.app, '/seo-url', { body })).body as List).elements).toHaveLength(0);
    const polish = (await call(engine.app, '/seo-url', { body, headers: { 'sw-language-id': LANGUAGE_IDS['pl-PL'] } })).body as List;
    expect(polish.elements[0]).toMatchObject({ foreignKey: idFor('category:clothing/women'), routeName: 'frontend.navigation.page' });
  });

  it('resolves the home CMS page with text and image data in the session language', async () => {
    const home = (await call(engine.app, '/category/home', { body: {}, headers: { 'sw-language-id': LANGUAGE_IDS['de-DE'] } })).body as {
      cmsPage: {
        sections: Array<{ blocks: Array<{ slots: Array<{ type: string; data?: { content?: string; media?: { url: string; thumbnails: unknown[] } } }> }> }>;
      };
    };
    const slots = home.cmsPage.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    expect(slots.find((slot) => slot.type === 'text')?.data?.content).toContain('Gute Dinge für jeden Tag');
    const image = slots.find((slot) => slot.type === 'image')?.data?.media;
    expect(image?.url).toMatch(/^http:\/\/.+\/media\/.+\.webp$/);
    expect(image?.thumbnails).toHaveLength(3);
  });

  it('gives breadcrumbs below the navigation entry point with SEO paths', async () => {
    const crumbs = (await call(engine.app, `/breadcrumb/${idFor('category:clothing/women/dresses')}`)).body as Array<{ name: string; path: string }>;
    expect(crumbs.map((crumb) => [crumb.name, crumb.path])).toEqual([
      ['Clothing', 'Clothing/'],
      ['Women', 'Clothing/Women/'],
      ['Dresses', 'Clothing/Women/Dresses/'],
    ]);
  });
});

describe('maintenance mode', () => {
  it('answers every Store API call with 503 while enabled', async () => {
    const denied = await engine.app.inject({
      method: 'POST',
      url: '/_admin/maintenance',
      payload: { enabled: true },
      headers: { 'x-aisle-admin-token': 'wrong' },
    });
    expect(denied.statusCode).toBe(403);
    const enable = await engine.app.inject({
      method: 'POST',
      url: '/_admin/maintenance',
      payload: { enabled: true },
      headers: { 'x-aisle-admin-token': ADMIN_TOKEN },
    });
    expect(enable.statusCode).toBe(200);
    const response = await call(engine.app, '/navigation/main-navigation/main-navigation', { body: {} });
    expect(response.status).toBe(503);
    expect((response.body as Errors).errors[0]?.code).toBe('FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE');
    await engine.app.inject({ method: 'POST', url: '/_admin/maintenance', payload: { enabled: false }, headers: { 'x-aisle-admin-token': ADMIN_TOKEN } });
    expect((await call(engine.app, '/context')).status).toBe(200);
  });
});

describe('products before the catalogue exists', () => {
  it('answers product detail requests with Shopware’s not-found errors', async () => {
    const unknown = await call(engine.app, `/product/${idFor('product')}`, { body: {} });
    expect(unknown.status).toBe(404);
    expect((unknown.body as Errors).errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
    expect(((await call(engine.app, '/product/abc', { body: {} })).body as Errors).errors[0]?.code).toBe('FRAMEWORK__INVALID_UUID');
  });
});
