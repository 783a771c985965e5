// Store API behaviours real clients (Shopware's own frontends) rely on, each checked against what
// Shopware's code does (docs/adr/0013): empty JSON bodies, breadcrumb defaults, guest registration
// with empty billing names, variant parents in the cart, the product-detail CMS layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { setOperatorConfig } from '../src/domain/config/operator-config.ts';
import { idFor } from '../src/domain/ids.ts';
import { LANDING_CMS_PAGE_ID } from '../src/seed/content-data.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { PRODUCT_DETAIL_PAGE_ID } from '../src/seed/product-layout.ts';
import { registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Errors = { errors: Array<{ code: string; status: string }> };

/** A POST with `Content-Type: application/json` and a raw (possibly empty) body, as fetch clients send it. */
async function rawPost(path: string, payload: string) {
  const response = await engine.app.inject({
    method: 'POST',
    url: `/store-api${path}`,
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
    payload,
  });
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

describe('GET query strings read as PHP reads them (Symfony Request::$query)', () => {
  const get = async (url: string) => {
    const response = await engine.app.inject({ method: 'GET', url: `/store-api${url}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    return JSON.parse(response.body) as { total: number; elements: Array<Record<string, unknown>> };
  };

  it('nests bracket keys: ids[], filter[0][…], includes[product][]', async () => {
    expect((await get(`/product?ids[]=${T.simple}&ids[]=${T.tiered}`)).total).toBe(2);
    const filtered = await get(`/product?limit=5&filter[0][type]=equals&filter[0][field]=productNumber&filter[0][value]=T-3`);
    expect(filtered.elements.map((product) => product.id)).toEqual([T.tiered]);
    const included = await get(`/product?ids[]=${T.simple}&includes[product][]=id&includes[product][]=productNumber`);
    expect(included.elements).toEqual([{ id: T.simple, productNumber: 'T-1', apiAlias: 'product' }]);
  });

  it('unpacks 6.7’s compressed _criteria (base64url(gzip(JSON)), CompressedCriteriaDecoder) and rejects a broken one', async () => {
    const encoded = gzipSync(JSON.stringify({ ids: [T.tiered], includes: { product: ['id'] } })).toString('base64url');
    expect((await get(`/product?_criteria=${encoded}`)).elements).toEqual([{ id: T.tiered, apiAlias: 'product' }]);
    const broken = await engine.app.inject({ method: 'GET', url: '/store-api/product?_criteria=not-gzip', headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    expect(broken.statusCode).toBe(400);
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
    expect(names((await call(engine.app, `/breadcrumb/${T.simple}`, { query: { referrerCategoryId: T.category } })).body)).toEqual([
      'Test category',
      'Test child',
    ]);
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
    const other = await call(engine.app, '/account/register', {
      body: registration('guest-other-names@example.com', {
        guest: true,
        password: undefined,
        billingAddress: { ...billing, firstName: 'Grace', lastName: 'Hopper' },
      }),
    });
    expect(await billingOf(other.token)).toEqual([['Ada', 'Lovelace']]);
    const fromBilling = await call(engine.app, '/account/register', {
      body: registration('guest-billing-names@example.com', {
        guest: true,
        password: undefined,
        firstName: undefined,
        lastName: undefined,
        billingAddress: { ...billing, firstName: 'Grace', lastName: 'Hopper' },
      }),
    });
    expect(fromBilling.status).toBe(200);
    expect(fromBilling.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('still reports blank customer names, at the customer and at the billing address', async () => {
    const response = await call(engine.app, '/account/register', {
      body: registration('guest-no-names@example.com', { guest: true, password: undefined, firstName: '', billingAddress: { ...billing, firstName: 'Grace' } }),
    });
    expect(response.status).toBe(400);
    const pointers = (response.body as { errors: Array<{ source: { pointer: string } }> }).errors.map((error) => error.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/firstName', '/billingAddress/firstName']));
  });
});

describe('POST /account/register with a storefrontUrl of the client (RegisterRoute::validateRegistrationData)', () => {
  // Shopware checks storefrontUrl (NotBlank, Choice of the domain URLs) only when the opt-in mail
  // needs it: doubleOptInGuestOrder for guests (off by default), doubleOptInRegistration for accounts.
  // Headless frontends such as vue-demo-store send their own origin.
  const ownOrigin = 'http://localhost:3001';
  const domainChoices = '"http://localhost:3000", "http://localhost:3000/pl-PL", "http://localhost:3000/testde"';
  type Violation = { code: string; source: { pointer: string }; meta: { parameters: Record<string, string> } };
  const violationAt = (body: unknown, pointer: string) => (body as { errors: Violation[] }).errors.find((error) => error.source.pointer === pointer);

  it('registers a guest with any storefrontUrl, or none, while guest double opt-in is off', async () => {
    const own = await call(engine.app, '/account/register', {
      body: registration('guest-own-origin@example.com', { guest: true, password: undefined, storefrontUrl: ownOrigin }),
    });
    expect(own.status).toBe(200);
    expect(contractErrors('/account/register', 'POST', 200, own.body)).toEqual([]);
    const none = await call(engine.app, '/account/register', {
      body: registration('guest-no-origin@example.com', { guest: true, password: undefined, storefrontUrl: undefined }),
    });
    expect(none.status).toBe(200);
  });

  it('refuses a storefrontUrl that is no domain when the opt-in mail is sent, listing the domains in choices', async () => {
    // The demo shop turns double opt-in on for accounts.
    const account = await call(engine.app, '/account/register', { body: registration('account-own-origin@example.com', { storefrontUrl: ownOrigin }) });
    expect(account.status).toBe(400);
    expect(violationAt(account.body, '/storefrontUrl')).toMatchObject({
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      meta: { parameters: { '{{ value }}': JSON.stringify(ownOrigin), '{{ choices }}': domainChoices } },
    });
    const blank = await call(engine.app, '/account/register', { body: registration('account-no-origin@example.com', { storefrontUrl: '' }) });
    expect(violationAt(blank.body, '/storefrontUrl')?.code).toBe('VIOLATION::IS_BLANK_ERROR');

    await setOperatorConfig(engine.db, 'core.loginRegistration.doubleOptInGuestOrder', true);
    try {
      const guest = await call(engine.app, '/account/register', {
        body: registration('guest-opt-in-own-origin@example.com', { guest: true, password: undefined, storefrontUrl: ownOrigin }),
      });
      expect(guest.status).toBe(400);
      expect(violationAt(guest.body, '/storefrontUrl')?.meta.parameters['{{ choices }}']).toBe(domainChoices);
    } finally {
      await setOperatorConfig(engine.db, 'core.loginRegistration.doubleOptInGuestOrder', false);
    }
  });

  it('registers an account with its own origin when double opt-in for accounts is off', async () => {
    await setOperatorConfig(engine.db, 'core.loginRegistration.doubleOptInRegistration', false);
    try {
      const account = await call(engine.app, '/account/register', {
        body: registration('account-direct-own-origin@example.com', { storefrontUrl: ownOrigin }),
      });
      expect(account.status).toBe(200);
      expect(account.token).toBeDefined();
    } finally {
      await setOperatorConfig(engine.db, 'core.loginRegistration.doubleOptInRegistration', true);
    }
  });
});

describe('the seoUrls association asked for by criteria (EntityReader: an association is loaded when the criteria name it)', () => {
  // Shopware's answer for a product with the association: every field of its seo_url entities.
  const shopwareProduct = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/storefront/test/fixtures/Product.json'), 'utf8')) as {
    seoUrls: Array<Record<string, unknown>>;
  };
  const shopwareSeoUrlFields = Object.keys(shopwareProduct.seoUrls[0] ?? {}).sort();
  type SeoUrl = Record<string, unknown>;
  type WithSeoUrls = { id: string; seoUrls?: SeoUrl[] };

  it('POST /product returns seoUrls when the criteria ask for them, without the sw-include-seo-urls header', async () => {
    const criteria = { ids: [T.simple], associations: { seoUrls: {} } };
    const asked = await call(engine.app, '/product', { body: criteria });
    expect(asked.status).toBe(200);
    expect(contractErrors('/product', 'POST', 200, asked.body)).toEqual([]);
    const [product] = (asked.body as { elements: WithSeoUrls[] }).elements;
    expect(product?.seoUrls).toEqual([
      expect.objectContaining({
        apiAlias: 'seo_url',
        foreignKey: T.simple,
        routeName: 'frontend.detail.page',
        seoPathInfo: 'Zephyrwing-cotton-shirt/T-1',
        isCanonical: true,
      }),
    ]);
    // Shopware's fields, less those the engine leaves out when they are null or empty (url, isValid; ADR 0005).
    expect(shopwareSeoUrlFields).toEqual(expect.arrayContaining(Object.keys(product?.seoUrls?.[0] ?? {})));

    const included = await call(engine.app, '/product', { body: { ...criteria, includes: { product: ['id', 'seoUrls'], seo_url: ['seoPathInfo'] } } });
    expect((included.body as { elements: unknown[] }).elements).toEqual([
      { id: T.simple, seoUrls: [{ seoPathInfo: 'Zephyrwing-cotton-shirt/T-1', apiAlias: 'seo_url' }], apiAlias: 'product' },
    ]);

    const plain = await call(engine.app, '/product', { body: { ids: [T.simple] } });
    expect((plain.body as { elements: WithSeoUrls[] }).elements[0]?.seoUrls).toBeUndefined();
  });

  it('POST /product/{id} and the navigation return them for criteria naming seoUrls too', async () => {
    const detail = await call(engine.app, `/product/${T.simple}`, { body: { associations: { seoUrls: {} } } });
    expect((detail.body as { product: WithSeoUrls }).product.seoUrls?.map((url) => url.seoPathInfo)).toEqual(['Zephyrwing-cotton-shirt/T-1']);
    const navigation = await call(engine.app, '/navigation/main-navigation/main-navigation', { body: { depth: 1, associations: { seoUrls: {} } } });
    const categories = navigation.body as WithSeoUrls[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category) => Array.isArray(category.seoUrls))).toBe(true);
    expect(categories.some((category) => (category.seoUrls ?? []).length > 0)).toBe(true);
    const category = await call(engine.app, `/category/${categories[0]?.id}`, { body: { associations: { seoUrls: {} } } });
    expect(Array.isArray((category.body as WithSeoUrls).seoUrls)).toBe(true);
  });
});

describe('a variant parent in the cart (ProductCartProcessor::validateParents)', () => {
  // Shopware loads the parent (it is a visible product, so no ProductNotFoundError) and then removes
  // the line item because `childCount > 0` — silently: "container products can not be bought".
  it('drops the parent line item without an error, as Shopware does', async () => {
    const response = await call(engine.app, '/checkout/cart/line-item', {
      body: { items: [{ id: T.parent, referencedId: T.parent, type: 'product', quantity: 1 }] },
    });
    expect(response.status).toBe(200);
    expect(contractErrors('/checkout/cart/line-item', 'POST', 200, response.body)).toEqual([]);
    const cart = response.body as { lineItems: unknown[]; errors: Record<string, unknown> | unknown[] };
    expect(cart.lineItems).toEqual([]);
    expect(Object.keys(cart.errors)).toEqual([]);
  });

  it("answers add and update without `items` with the cart, as Shopware’s `request->all('items')` does", async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const response = await call(engine.app, '/checkout/cart/line-item', { method, body: {} });
      expect(response.status).toBe(200);
      expect(contractErrors('/checkout/cart/line-item', method, 200, response.body)).toEqual([]);
    }
    expect((await call(engine.app, '/checkout/cart/line-item', { body: { items: 'nope' } })).status).toBe(400);
  });

  it('reports product-not-found for an id that is no product of the sales channel', async () => {
    const response = await call(engine.app, '/checkout/cart/line-item', {
      body: { items: [{ id: T.inactive, referencedId: T.inactive, type: 'product', quantity: 1 }] },
    });
    expect(response.status).toBe(200);
    const cart = response.body as { lineItems: unknown[]; errors: Record<string, { messageKey: string }> };
    expect(cart.lineItems).toEqual([]);
    expect(Object.values(cart.errors).map((error) => error.messageKey)).toEqual(['product-not-found']);
  });
});

describe('POST /product/{productId} with the product page layout (ProductDetailRoute)', () => {
  type Slot = { id: string; type: string; slot: string; data?: Record<string, unknown> | null };
  type Detail = {
    product: { id: string; cmsPageId?: string; cmsPage?: { id: string; type: string; sections: Array<{ blocks: Array<{ type: string; slots: Slot[] }> }> } };
  };
  const detail = async (id: string, body: Record<string, unknown> = {}) => {
    const response = await call(engine.app, `/product/${id}`, { body });
    expect(response.status).toBe(200);
    expect(contractErrors('/product/{productId}', 'POST', 200, response.body)).toEqual([]);
    return (response.body as Detail).product;
  };
  const slotsOf = (product: Detail['product']) =>
    new Map((product.cmsPage?.sections ?? []).flatMap((section) => section.blocks.flatMap((block) => block.slots)).map((slot) => [slot.type, slot]));

  it('gives every product without a layout of its own the default product page layout, resolved for it', async () => {
    const product = await detail(T.tiered);
    expect(product.cmsPageId).toBe(PRODUCT_DETAIL_PAGE_ID);
    expect(product.cmsPage?.type).toBe('product_detail');
    expect(product.cmsPage?.sections[0]?.blocks.map((block) => block.type)).toEqual([
      'product-heading',
      'gallery-buybox',
      'product-description-reviews',
      'cross-selling',
    ]);
    const slots = slotsOf(product);
    expect(slots.get('product-name')?.data).toEqual({ content: 'Quillfeather notebook', apiAlias: 'cms_text' });
    expect(slots.get('buy-box')?.data).toMatchObject({ productId: T.tiered, product: { id: T.tiered }, totalReviews: 1, apiAlias: 'cms_buy_box' });
    const reviews = slots.get('product-description-reviews')?.data as {
      product: { id: string };
      reviews: { total: number; elements: unknown[] };
      apiAlias: string;
    };
    expect([reviews.apiAlias, reviews.product.id, reviews.reviews.total]).toEqual(['cms_product_description_reviews', T.tiered, 1]);
    const crossSelling = slots.get('cross-selling')?.data as { crossSellings: Array<{ products: Array<{ id: string }> }>; apiAlias: string };
    expect(crossSelling.apiAlias).toBe('cms_cross_selling');
    expect(crossSelling.crossSellings[0]?.products.map((item) => item.id)).toContain(T.simple);
    expect(slots.get('manufacturer-logo')?.data).toMatchObject({ url: '', newTab: true, manufacturer: { name: 'Acme' }, apiAlias: 'cms_manufacturer_logo' });
  });

  it('fills the image gallery from the product media, cover first', async () => {
    const [row] = await engine.db.query<{ id: string; cover_media_id: string }>(
      `SELECT p.id, p.cover_media_id FROM product p WHERE p.parent_id IS NULL AND p.active AND p.visibility = 30 AND p.cover_media_id IS NOT NULL
          AND (SELECT count(*) FROM product_media m WHERE m.product_id = p.id) > 1 AND NOT EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id) ORDER BY p.product_number LIMIT 1`,
    );
    if (!row) throw new Error('The demo catalogue has no product with a gallery');
    const product = await detail(row.id);
    const gallery = slotsOf(product).get('image-gallery')?.data as { sliderItems: Array<{ media: { id: string; url: string } }>; apiAlias: string };
    expect(gallery.apiAlias).toBe('cms_image_slider');
    expect(gallery.sliderItems.length).toBeGreaterThan(1);
    expect(gallery.sliderItems[0]?.media.id).toBe(row.cover_media_id);
    expect(new Set(gallery.sliderItems.map((item) => item.media.id)).size).toBe(gallery.sliderItems.length);
  });

  it('uses a product’s own layout, inherited by its variants, and resolves only the requested slots', async () => {
    await engine.db.query('UPDATE product SET cms_page_id = $1 WHERE id = $2', [LANDING_CMS_PAGE_ID, T.parent]);
    const variant = await detail(T.redSmall);
    expect([variant.cmsPageId, variant.cmsPage?.id]).toEqual([LANDING_CMS_PAGE_ID, LANDING_CMS_PAGE_ID]);
    await engine.db.query('UPDATE product SET cms_page_id = NULL WHERE id = $1', [T.parent]);
    const buyBox = slotsOf(await detail(T.tiered)).get('buy-box');
    const only = slotsOf(await detail(T.tiered, { slots: buyBox?.id }));
    expect(only.get('buy-box')?.data).toMatchObject({ productId: T.tiered });
    expect(only.get('cross-selling')?.data ?? null).toBeNull();
  });

  it('pages, sorts and filters the description-reviews element from the request (createReviewCriteria)', async () => {
    const reviewsOf = async (body: Record<string, unknown>) =>
      slotsOf(await detail(T.tiered, body)).get('product-description-reviews')?.data as { ratingSuccess?: boolean; reviews: { total: number; limit: number } };
    expect((await reviewsOf({ points: [4] })).reviews.total).toBe(1);
    expect((await reviewsOf({ points: [5] })).reviews.total).toBe(0);
    const paged = await reviewsOf({ limit: 3, success: '1' });
    expect([paged.reviews.limit, paged.ratingSuccess]).toEqual([3, true]);
  });

  it('leaves out the layout with skipCmsPage and the configurator with skipConfigurator (Shopware 6.7)', async () => {
    const response = await call(engine.app, `/product/${T.redSmall}`, { body: {}, query: { skipCmsPage: 'true', skipConfigurator: '1' } });
    const body = response.body as Detail & { configurator?: unknown };
    expect([body.product.cmsPageId, body.product.cmsPage, body.configurator]).toEqual([PRODUCT_DETAIL_PAGE_ID, undefined, undefined]);
    expect(((await call(engine.app, `/product/${T.redSmall}`, { body: {} })).body as { configurator: unknown[] }).configurator.length).toBeGreaterThan(0);
  });
});

describe('POST /account/customer-recovery-is-expired (CustomerRecoveryIsExpiredRoute)', () => {
  it('validates the hash (400) and answers an unknown one with 404, not with isExpired', async () => {
    const blank = await call(engine.app, '/account/customer-recovery-is-expired', { body: {} });
    expect([blank.status, (blank.body as Errors).errors[0]?.code]).toEqual([400, 'VIOLATION::IS_BLANK_ERROR']);
    expect((await call(engine.app, '/account/customer-recovery-is-expired', { body: { hash: 'short' } })).status).toBe(400);
    const unknown = await call(engine.app, '/account/customer-recovery-is-expired', { body: { hash: 'a'.repeat(32) } });
    expect([unknown.status, (unknown.body as Errors).errors[0]?.code]).toEqual([404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH']);
  });
});

describe('operations of the schema the engine lacked', () => {
  it('POST and GET /media answer the media of the ids as a list, 400 without ids (MediaRoute)', async () => {
    const [row] = await engine.db.query<{ id: string }>('SELECT id FROM media ORDER BY id LIMIT 1');
    if (!row) throw new Error('No media seeded');
    const posted = await call(engine.app, '/media', { body: { ids: [row.id] } });
    expect(posted.status).toBe(200);
    expect(contractErrors('/media', 'POST', 200, posted.body)).toEqual([]);
    expect((posted.body as Array<{ id: string }>).map((media) => media.id)).toEqual([row.id]);
    const read = await engine.app.inject({ method: 'GET', url: `/store-api/media?ids[]=${row.id}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    expect((JSON.parse(read.body) as Array<{ id: string }>).map((media) => media.id)).toEqual([row.id]);
    const empty = await call(engine.app, '/media', { body: {} });
    expect([empty.status, (empty.body as Errors).errors[0]?.code]).toEqual([400, 'CONTENT__MEDIA_EMPTY_ID']);
  });

  it('GET /product/{id}/find-variant reads options[] from the query (6.7)', async () => {
    const response = await engine.app.inject({
      method: 'GET',
      url: `/store-api/product/${T.parent}/find-variant?options[]=${T.blue}&options[]=${T.medium}`,
      headers: { 'sw-access-key': DEMO_ACCESS_KEY },
    });
    expect(response.statusCode).toBe(200);
    expect((JSON.parse(response.body) as { foundCombination: { variantId: string } }).foundCombination.variantId).toBe(T.blueMedium);
  });
});
