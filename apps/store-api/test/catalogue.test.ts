// Catalogue behaviour on a small catalogue of the test's own (listing, filters, aggregations,
// search, detail with variants, reviews, cross-selling, CMS listing slot, sitemap, moderation).
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { contractErrors } from './support/schema.ts';
import { addCatalogueBlocks } from '../src/seed/catalogue-blocks.ts';
import { SHOWCASE } from '../src/seed/showcase.ts';
import { SHOWCASE_ELEMENT_TYPES } from './support/showcase.ts';
import { registeredCustomer } from './support/accounts.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Price = { unitPrice: number; quantity: number; totalPrice: number; listPrice?: { price: number; percentage: number } };
type Product = {
  id: string;
  name: string;
  productNumber: string;
  calculatedPrice: Price;
  calculatedPrices: Price[];
  available: boolean;
  optionIds: string[];
  seoUrls?: Array<{ seoPathInfo: string }>;
};
type Listing = {
  elements: Product[];
  total: number;
  page: number;
  limit: number;
  sorting: string;
  availableSortings: Array<{ key: string; label: string }>;
  currentFilters: Record<string, unknown>;
  aggregations: Record<string, { entities?: Array<{ id: string; name: string; options?: Array<{ id: string }> }>; min?: number; max?: number | boolean }>;
};
type Errors = { errors: Array<{ code: string }> };

const listing = async (body: Record<string, unknown>, headers?: Record<string, string>) => {
  const response = await call(engine.app, `/product-listing/${T.category}`, { body, headers });
  expect(response.status).toBe(200);
  expect(contractErrors('/product-listing/{categoryId}', 'POST', 200, response.body)).toEqual([]);
  return response.body as Listing;
};
const numbers = (result: Listing) => result.elements.map((product) => product.productNumber);

describe('product listing', () => {
  it('lists visible, active main products of the category and its children, sorted by name', async () => {
    const result = await listing({});
    expect(numbers(result)).toEqual(['T-3', 'T-1', 'T-2']);
    expect(result).toMatchObject({ total: 3, page: 1, limit: 24, sorting: 'name-asc' });
    expect(result.availableSortings.map((sorting) => sorting.key)).not.toContain('score');
  });

  it('sorts by price and pages with p and limit', async () => {
    expect(numbers(await listing({ order: 'price-desc' }))).toEqual(['T-3', 'T-2', 'T-1']);
    const ascending = numbers(await listing({ order: 'price-asc' }));
    expect(ascending).toEqual(['T-1', 'T-2', 'T-3']);
    const second = await listing({ order: 'price-asc', limit: 2, p: 2 });
    expect(numbers(second)).toEqual(['T-3']);
    expect(second.total).toBe(3);
  });

  it('filters by manufacturer, property (through variants), price and free shipping as post-filters', async () => {
    expect(numbers(await listing({ manufacturer: T.makerA }))).toEqual(['T-3', 'T-1']);
    expect(numbers(await listing({ properties: T.blue }))).toEqual(['T-2']);
    // Options of one group are ORed, different groups ANDed.
    expect(numbers(await listing({ properties: `${T.red}|${T.blue}` }))).toEqual(['T-2']);
    expect(numbers(await listing({ properties: `${T.red}|${T.cotton}` }))).toEqual([]);
    expect(numbers(await listing({ properties: T.cotton }))).toEqual(['T-1']);
    expect(numbers(await listing({ 'min-price': 15, 'max-price': 30 }))).toEqual(['T-2']);
    const free = await listing({ 'shipping-free': true });
    expect(numbers(free)).toEqual(['T-1']);
    expect(free.aggregations.manufacturer?.entities?.map((maker) => maker.name)).toEqual(['Acme', 'Borealis']);
    expect(free.currentFilters['shipping-free']).toBe(true);
  });

  it('aggregates manufacturers, properties with options, price range, rating and free shipping', async () => {
    const result = await listing({});
    const groups = result.aggregations.properties?.entities ?? [];
    expect(groups.map((group) => group.name)).toEqual(['Colour', 'Size']);
    expect(groups[0]?.options?.map((option) => option.id)).toEqual([T.red, T.blue]);
    expect(result.aggregations.price).toMatchObject({ min: 10, max: 40 });
    expect(result.aggregations.rating).toMatchObject({ max: 4 });
    expect(result.aggregations['shipping-free']).toMatchObject({ max: true });
  });

  it('narrows aggregations by the other filters with reduce-aggregations', async () => {
    const result = await listing({ manufacturer: T.makerB, 'reduce-aggregations': 1 });
    expect(result.aggregations.properties?.entities?.map((group) => group.name)).toEqual(['Colour', 'Size']);
    expect(result.aggregations.price).toMatchObject({ min: 20, max: 20 });
    expect(result.aggregations.manufacturer?.entities?.length).toBe(2);
  });

  it('follows every write to products (product_listing is kept by a trigger)', async () => {
    // No aggregations: a memoised aggregation of the changed data would leak into later tests.
    const page = async (body: Record<string, unknown>) => numbers(await listing({ 'no-aggregations': 1, order: 'price-asc', limit: 9, ...body }));
    await engine.db.query("UPDATE product SET cheapest_price = cheapest_price - 100, sales = sales + 1000 WHERE product_number = 'T-3'");
    // Distinct limits: the response cache must not answer from before the write.
    expect(await page({ limit: 8 })).toEqual(['T-3', 'T-1', 'T-2']);
    expect((await page({ limit: 7, order: 'topseller' }))[0]).toBe('T-3');
    await engine.db.query("UPDATE product SET active = false WHERE product_number = 'T-3'");
    expect(await page({ limit: 6 })).toEqual(['T-1', 'T-2']);
    await engine.db.query("UPDATE product SET active = true, cheapest_price = cheapest_price + 100, sales = sales - 1000 WHERE product_number = 'T-3'");
    expect(await page({ limit: 5 })).toEqual(['T-1', 'T-2', 'T-3']);
  });

  it('prices in the session currency', async () => {
    const result = await listing({ order: 'price-asc' }, {});
    expect(result.elements[0]?.calculatedPrice).toMatchObject({ unitPrice: 10, listPrice: { price: 12.5, percentage: 20 } });
    const { token } = await call(engine.app, '/context', { method: 'PATCH', body: { currencyId: CURRENCY_IDS.PLN } });
    const zloty = (await call(engine.app, `/product-listing/${T.category}`, { token, body: { order: 'price-asc' } })).body as Listing;
    expect(zloty.elements[0]?.calculatedPrice.unitPrice).toBe(43);
  });
});

describe('search and suggest', () => {
  it('finds products by any word prefix in every language, search-only products included', async () => {
    const response = await call(engine.app, '/search', { body: { search: 'zephyr' } });
    expect(contractErrors('/search', 'POST', 200, response.body)).toEqual([]);
    const result = response.body as Listing;
    expect(numbers(result).sort()).toEqual(['T-1', 'T-2', 'T-4']);
    expect(result.sorting).toBe('score');
    const polish = (await call(engine.app, '/search-suggest', { body: { search: 'bluza zeph' } })).body as Listing;
    expect(numbers(polish)).toEqual(['T-2']);
    // An exact product number ranks first (other products may match the words too).
    expect(numbers((await call(engine.app, '/search', { body: { search: 't-3' } })).body as Listing)[0]).toBe('T-3');
  });

  it('answers product lists and suggestions in the schema’s shape', async () => {
    const list = await call(engine.app, '/product', {
      body: { limit: 5, filter: [{ type: 'equals', field: 'productNumber', value: 'T-1' }], 'total-count-mode': 'exact' },
    });
    expect(contractErrors('/product', 'POST', 200, list.body)).toEqual([]);
    expect((list.body as { total: number; elements: Product[] }).elements.map((product) => product.productNumber)).toEqual(['T-1']);
    const suggest = await call(engine.app, '/search-suggest', { body: { search: 'quill', limit: 5 } });
    expect(contractErrors('/search-suggest', 'POST', 200, suggest.body)).toEqual([]);
    expect(numbers(suggest.body as Listing)).toEqual(['T-3']);
  });

  it('requires a search term', async () => {
    const response = await call(engine.app, '/search', { body: {} });
    expect(response.status).toBe(400);
    expect((response.body as Errors).errors[0]?.code).toBe('FRAMEWORK__MISSING_REQUEST_PARAMETER');
  });
});

describe('product detail', () => {
  it('shows the best available variant of a parent with its configurator', async () => {
    const response = await call(engine.app, `/product/${T.parent}`, { body: {} });
    expect(response.status).toBe(200);
    expect(contractErrors('/product/{productId}', 'POST', 200, response.body)).toEqual([]);
    const detail = response.body as { product: Product; configurator: Array<{ name: string; options: Array<{ id: string; combinable: boolean }> }> };
    expect(detail.product.id).toBe(T.redSmall);
    expect(detail.product.name).toBe('Zephyrwing hoodie');
    expect(detail.configurator.map((group) => group.name)).toEqual(['Colour', 'Size']);
    const blue = detail.configurator[0]?.options.find((option) => option.id === T.blue);
    expect(blue?.combinable).toBe(false);
  });

  it('finds variants by options and keeps the switched group', async () => {
    const exact = await call(engine.app, `/product/${T.parent}/find-variant`, { body: { options: [T.blue, T.medium] } });
    expect(contractErrors('/product/{productId}/find-variant', 'POST', 200, exact.body)).toEqual([]);
    expect((exact.body as { foundCombination: { variantId: string } }).foundCombination.variantId).toBe(T.blueMedium);
    const switched = await call(engine.app, `/product/${T.parent}/find-variant`, {
      body: { options: { [T.colour]: T.blue, [T.size]: T.small }, switchedGroup: T.colour },
    });
    expect((switched.body as { foundCombination: { variantId: string } }).foundCombination.variantId).toBe(T.blueMedium);
    const none = await call(engine.app, `/product/${T.parent}/find-variant`, { body: { options: [T.blue, T.small] } });
    expect((none.body as Errors).errors[0]?.code).toBe('CONTENT__PRODUCT_VARIANT_NOT_FOUND');
  });

  it('lists tier prices with their last quantity and the open tier with its first', async () => {
    const detail = (await call(engine.app, `/product/${T.tiered}`, { body: {} })).body as { product: Product };
    expect(detail.product.calculatedPrices.map((price) => [price.quantity, price.unitPrice])).toEqual([
      [9, 50],
      [10, 40],
    ]);
  });

  it('hides inactive products and answers 404', async () => {
    const response = await call(engine.app, `/product/${T.inactive}`, { body: {} });
    expect(response.status).toBe(404);
    expect((response.body as Errors).errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
  });

  it('attaches SEO URLs when asked', async () => {
    const detail = (await call(engine.app, `/product/${T.simple}`, { body: {}, headers: { 'sw-include-seo-urls': 'true' } })).body as { product: Product };
    expect(detail.product.seoUrls?.[0]?.seoPathInfo).toBe('Zephyrwing-cotton-shirt/T-1');
  });
});

describe('reviews and cross-selling', () => {
  it('lists approved reviews only; moderation approves and updates the rating', async () => {
    const before = await call(engine.app, `/product/${T.tiered}/reviews`, { body: { 'total-count-mode': 'exact' } });
    expect(contractErrors('/product/{productId}/reviews', 'POST', 200, before.body)).toEqual([]);
    expect((before.body as { total: number }).total).toBe(1);
    const approve = await engine.app.inject({
      method: 'POST',
      url: '/_admin/reviews/approve',
      payload: { ids: [T.pendingReview] },
      headers: { 'x-aisle-admin-token': ADMIN_TOKEN },
    });
    expect(JSON.parse(approve.body)).toEqual({ approved: 1 });
    const after = (await call(engine.app, `/product/${T.tiered}/reviews`, { body: { 'total-count-mode': 'exact' } })).body as { total: number };
    expect(after.total).toBe(2);
    const [row] = await engine.db.query<{ rating_average: string }>('SELECT rating_average::text FROM product WHERE id = $1', [T.tiered]);
    expect(Number(row?.rating_average)).toBe(3);
  });

  it('lets logged-in customers write one review, hidden until approved but visible to its author', async () => {
    expect((await call(engine.app, `/product/${T.tiered}/review`, { body: { title: 'Hello', content: 'x'.repeat(40), points: 5 } })).status).toBe(403);
    const token = await registeredCustomer(engine.app, engine.db, 'reviewer@example.com');
    const invalid = await call(engine.app, `/product/${T.tiered}/review`, { token, body: { title: 'Hi', content: 'Too short', points: 9 } });
    expect((invalid.body as Errors).errors.map((entry) => entry.code)).toEqual([
      'VIOLATION::TOO_SHORT_ERROR',
      'VIOLATION::TOO_SHORT_ERROR',
      'VIOLATION::NOT_IN_RANGE_ERROR',
    ]);
    const body = { title: 'Sturdy notebook', content: 'The cover survived a rainy week in my bag without a mark.', points: 5 };
    expect((await call(engine.app, `/product/${T.tiered}/review`, { token, body })).status).toBe(204);
    const second = await call(engine.app, `/product/${T.tiered}/review`, { token, body });
    expect((second.body as Errors).errors.map((entry) => entry.code)).toEqual(['VIOLATION::ENTITY_EXISTS']);
    const titles = async (sessionToken?: string) =>
      ((await call(engine.app, `/product/${T.tiered}/reviews`, { token: sessionToken, body: {} })).body as { elements: Array<{ title: string }> }).elements.map(
        (review) => review.title,
      );
    expect(await titles()).not.toContain('Sturdy notebook');
    expect(await titles(token)).toContain('Sturdy notebook');
  });

  it('returns cross-sellings with their visible products only', async () => {
    const response = await call(engine.app, `/product/${T.tiered}/cross-selling`, { body: {} });
    expect(contractErrors('/product/{productId}/cross-selling', 'POST', 200, response.body)).toEqual([]);
    const [element] = response.body as Array<{ crossSelling: { name: string }; products: Product[]; total: number }>;
    expect(element?.crossSelling.name).toBe('Goes well with');
    expect(element?.products.map((product) => product.productNumber)).toEqual(['T-1', 'T-2']);
  });
});

describe('category page listing slot and sitemap', () => {
  it('resolves the product-listing slot with the request’s listing parameters', async () => {
    const response = await call(engine.app, `/category/${T.category}`, {
      body: { order: 'price-asc', limit: 1 },
      headers: { 'sw-language-id': LANGUAGE_IDS['de-DE'] },
    });
    expect(response.status).toBe(200);
    const page = response.body as { cmsPage?: { sections: Array<{ blocks: Array<{ slots: Array<{ type: string; data?: { listing?: Listing } }> }> }> } };
    const slots = page.cmsPage?.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots)) ?? [];
    const listingSlot = slots.find((slot) => slot.type === 'product-listing');
    expect(listingSlot?.data?.listing?.elements.map((product) => product.name)).toEqual(['Zephyrwing Hemd']);
    expect(listingSlot?.data?.listing?.availableSortings.find((sorting) => sorting.key === 'price-asc')?.label).toBe('Preis aufsteigend');
  });

  it('lists one sitemap per language and serves it', async () => {
    const list = await call(engine.app, '/sitemap');
    expect(contractErrors('/sitemap', 'GET', 200, list.body)).toEqual([]);
    const [file] = list.body as Array<{ filename: string }>;
    const response = await engine.app.inject({
      method: 'GET',
      url: `/store-api/sitemap/${file?.filename}`,
      headers: { 'sw-access-key': 'SWSCAISLEDEMOSTOREKEY00001' },
    });
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    expect(xml).toContain('/Zephyrwing-cotton-shirt/T-1</loc>');
    expect(xml).toContain('/Clothing/Women/</loc>');
  });
});

describe('CMS showcase landing page', () => {
  it('uses every CMS element type, resolved with catalogue data', async () => {
    await addCatalogueBlocks(engine.db);
    const response = await call(engine.app, `/landing-page/${SHOWCASE.id}`, { body: {} });
    expect(contractErrors('/landing-page/{landingPageId}', 'POST', 200, response.body)).toEqual([]);
    type Slot = { type: string; data?: { products?: unknown[]; product?: { id: string }; listing?: Listing; content?: string } };
    const page = response.body as { cmsPage: { sections: Array<{ blocks: Array<{ slots: Slot[] }> }> } };
    const slots = page.cmsPage.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    const types = new Set(slots.map((slot) => slot.type));
    for (const type of SHOWCASE_ELEMENT_TYPES) {
      expect(types, type).toContain(type);
    }
    const byType = (type: string) => slots.find((slot) => slot.type === type);
    expect(byType('product-slider')?.data?.products?.length).toBeGreaterThan(0);
    expect(byType('buy-box')?.data?.product?.id).toBeTruthy();
    expect(byType('product-name')?.data?.content).toBeTruthy();
    expect(byType('product-listing')?.data?.listing?.total).toBeGreaterThan(0);
  });
});
