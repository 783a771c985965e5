// Criteria accept every field Shopware's entity definitions expose to the Store API (ADR 0027). The
// field lists come from the Store API schema (api-types/storeApiSchema.json: Product, Category …),
// not from the engine's definitions: each field is filtered (as its type allows) and sorted on through
// POST /product, at its association path (categories.*, manufacturer.*, options.group.* …). What
// Shopware refuses, it refuses with Shopware's answers (its runtime fields; non-ApiAware ones).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { registeredCustomer } from './support/accounts.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

interface PropertySchema {
  type?: string | string[];
  format?: string;
  $ref?: string;
  items?: PropertySchema;
  oneOf?: unknown[];
}
const schemas = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'api-types', 'storeApiSchema.json'), 'utf8')) as {
    components: { schemas: Record<string, { properties?: Record<string, PropertySchema> }> };
  }
).components.schemas;

/** Where each entity's fields are reached from POST /product. */
const PATHS: ReadonlyArray<[schema: string, prefix: string]> = [
  ['Product', ''],
  ['Category', 'categories.'],
  ['ProductManufacturer', 'manufacturer.'],
  ['PropertyGroupOption', 'options.'],
  ['PropertyGroup', 'options.group.'],
  ['ProductMedia', 'media.'],
  ['Media', 'cover.media.'],
  ['CmsPage', 'cmsPage.'],
  ['LandingPage', 'cmsPage.landingPages.'],
  ['MediaThumbnail', 'cover.media.thumbnails.'],
  ['ProductReview', 'productReviews.'],
  ['SeoUrl', 'seoUrls.'],
  ['ProductConfiguratorSetting', 'configuratorSettings.'],
  ['ProductCrossSelling', 'crossSellings.'],
  ['ProductDownload', 'downloads.'],
  ['DeliveryTime', 'deliveryTime.'],
  ['Tax', 'tax.'],
  ['Unit', 'unit.'],
];

/** Not fields of the definitions: the response's own keys. */
const NOT_FIELDS = new Set(['extensions', 'translated', 'apiAlias']);

/**
 * What Shopware refuses, read from its definitions (SalesChannelProductDefinition, CategoryDefinition,
 * MediaDefinition, PropertyGroupOptionDefinition, SeoUrlDefinition): fields flagged Runtime. `descriptionTeaser`,
 * `seoUrl` and `option` are only in the 6.7 schema and computed there.
 */
const RUNTIME: Readonly<Record<string, readonly string[]>> = {
  Product: [
    'calculatedPrice',
    'calculatedPrices',
    'calculatedMaxPurchase',
    'calculatedCheapestPrice',
    'isNew',
    'sortedProperties',
    'measurements',
    'seoCategory',
    'descriptionTeaser',
  ],
  Category: ['cmsPageIdSwitched', 'visibleChildCount', 'seoUrl'],
  Media: ['url', 'hasFile'],
  PropertyGroupOption: ['combinable', 'option'],
  SeoUrl: ['url', 'error'],
  MediaThumbnail: ['url'],
};
/** Declared without ApiAware: ApiCriteriaValidator's FRAMEWORK__ACCESSOR_NOT_ALLOWED. */
const PROTECTED: Readonly<Record<string, readonly string[]>> = { Product: ['variantListingConfig'] };

type Body = { total: number; elements: Array<{ id: string; productNumber?: string }>; aggregations: Record<string, Record<string, unknown>> };
type Errors = { errors: Array<{ code: string; detail: string; status: string; title: string; meta?: unknown }> };

async function search(criteria: Record<string, unknown>) {
  const response = await call(engine.app, '/product', {
    body: { limit: 1, 'total-count-mode': 'exact', includes: { product: ['id', 'productNumber'] }, ...criteria },
  });
  return { status: response.status, body: response.body as Body & Errors };
}

/** A filter fitting the field's schema type, and the field path it is on (associations: their id). */
function filterFor(path: string, property: PropertySchema): { path: string; filter: Record<string, unknown>; sortable: boolean } {
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (property.$ref || property.items?.$ref)
    return { path: `${path}.id`, filter: { type: 'equalsAny', field: `${path}.id`, value: [T.red, T.makerA] }, sortable: true };
  if (types.includes('array')) return { path, filter: { type: 'equals', field: path, value: T.red }, sortable: true };
  if (types.includes('boolean')) return { path, filter: { type: 'equals', field: path, value: true }, sortable: true };
  if (types.includes('integer') || types.includes('number')) return { path, filter: { type: 'range', field: path, parameters: { gte: 0 } }, sortable: true };
  if (property.format === 'date-time') return { path, filter: { type: 'range', field: path, parameters: { gte: '2000-01-01T00:00:00.000Z' } }, sortable: true };
  if (types.includes('object') || property.oneOf)
    return { path: `${path}.size`, filter: { type: 'equals', field: `${path}.size`, value: 'M' }, sortable: true };
  return { path, filter: { type: 'contains', field: path, value: 'e' }, sortable: true };
}

/** Filters and sorts on every field of `schema` at `prefix`; the mismatches with Shopware's answers. */
async function walk(schema: string, prefix: string, run: typeof search): Promise<string[]> {
  const properties = Object.entries(schemas[schema]?.properties ?? {}).filter(([name]) => !NOT_FIELDS.has(name));
  expect(properties.length).toBeGreaterThan(5);
  const wrong: string[] = [];
  for (const [name, property] of properties) {
    const { path, filter } = filterFor(`${prefix}${name}`, property);
    const expected = RUNTIME[schema]?.includes(name)
      ? 'FRAMEWORK__RUNTIME_FIELD_IN_CRITERIA'
      : PROTECTED[schema]?.includes(name)
        ? 'FRAMEWORK__ACCESSOR_NOT_ALLOWED'
        : undefined;
    for (const criteria of [{ filter: [filter] }, { sort: [{ field: path, order: 'DESC' }] }, { sort: path }]) {
      const { status, body } = await run(criteria);
      const code = status === 200 ? undefined : (body.errors?.[0]?.code ?? `HTTP ${status}`);
      if (code !== expected) wrong.push(`${path} ${JSON.stringify(criteria)}: ${code ?? '200'}, expected ${expected ?? '200'}`);
    }
  }
  return wrong;
}

describe('every field of the Store API entity schemas in criteria', () => {
  for (const [schema, prefix] of PATHS) {
    it(`${schema} (${prefix || 'product.'}*) on /product: filters and sorts, or Shopware's refusal`, async () => {
      expect(await walk(schema, prefix, search)).toEqual([]);
    }, 180_000);
  }

  it('CustomerAddress (and country, countryState, salutation) on /account/list-address', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'criteria-walk@example.com');
    const addresses = async (criteria: Record<string, unknown>) => {
      const response = await call(engine.app, '/account/list-address', { token, body: { limit: 1, ...criteria } });
      return { status: response.status, body: response.body as Body & Errors };
    };
    expect(await walk('CustomerAddress', '', addresses)).toEqual([]);
    // The registration's address is the default billing address.
    const billing = await addresses({
      filter: [
        { type: 'equals', field: 'isDefaultBillingAddress', value: true },
        { type: 'equals', field: 'country.iso', value: 'DE' },
      ],
    });
    expect(billing.body.total).toBe(1);
    const unknown = await addresses({ filter: [{ type: 'equals', field: 'country.capital', value: 'Berlin' }] });
    expect(unknown.body.errors[0]?.detail).toBe('Field "capital" in entity "country" was not found.');
  }, 180_000);

  it('Order and its parts (line items, deliveries, transactions, addresses, customer) on /order', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'criteria-orders@example.com');
    const orders = async (criteria: Record<string, unknown>) => {
      const response = await call(engine.app, '/order', { token, body: { limit: 1, ...criteria } });
      const body = response.body as { orders?: Body } & Errors;
      return { status: response.status, body: { ...body, ...(body.orders ?? {}) } as Body & Errors };
    };
    const wrong = [
      ...(await walk('Order', '', orders)),
      ...(await walk('OrderLineItem', 'lineItems.', orders)),
      ...(await walk('OrderDelivery', 'deliveries.', orders)),
      ...(await walk('OrderTransaction', 'transactions.', orders)),
      ...(await walk('OrderAddress', 'billingAddress.', orders)),
      ...(await walk('OrderCustomer', 'orderCustomer.', orders)),
    ];
    expect(wrong).toEqual([]);
    // The associations Aisle's storefront asks of /order stay valid.
    const storefront = await orders({
      associations: {
        stateMachineState: {},
        currency: {},
        billingAddress: { associations: { country: {}, countryState: {} } },
        lineItems: { associations: { downloads: { associations: { media: {} } } } },
        deliveries: { associations: { shippingMethod: {} } },
        transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
      },
    });
    expect(storefront.status).toBe(200);
    const unknown = await orders({ filter: [{ type: 'equals', field: 'transactions.stateMachineState.colour', value: 'x' }] });
    expect(unknown.body.errors[0]?.detail).toBe('Field "colour" in entity "state_machine_state" was not found.');
  }, 300_000);
});

describe('fields and association paths give the right products', () => {
  const inFixture = { type: 'equals', field: 'categoryTree', value: T.category };
  const numbers = async (criteria: Record<string, unknown>) => {
    const { status, body } = await search({ limit: 50, ...criteria });
    expect(status).toBe(200);
    return body.elements.map((element) => element.productNumber);
  };

  it('finds a variant by parentId and optionIds, as useProductConfigurator does', async () => {
    const filter = (options: string[]) => [
      { type: 'equals', field: 'parentId', value: T.parent },
      ...options.map((id) => ({ type: 'equals', field: 'optionIds', value: id })),
    ];
    expect(await numbers({ filter: filter([T.red, T.small]) })).toEqual(['T-2.1']);
    expect(await numbers({ filter: filter([T.blue, T.medium]) })).toEqual(['T-2.2']);
    expect(await numbers({ filter: filter([T.red, T.medium]) })).toEqual([]);
    expect(await numbers({ filter: [{ type: 'equalsAny', field: 'product.optionIds', value: [T.red, T.blue] }], sort: 'productNumber' })).toEqual([
      'T-2.1',
      'T-2.2',
    ]);
    // equalsAll: every value matches (each may be a different option row).
    expect(await numbers({ filter: [{ type: 'equalsAll', field: 'options.id', value: [T.red, T.small] }] })).toEqual(['T-2.1']);
    expect(await numbers({ filter: [{ type: 'equalsAll', field: 'optionIds', value: `${T.red}|${T.medium}` }] })).toEqual([]);
  });

  it('filters through to-many associations and their associations', async () => {
    expect(await numbers({ filter: [{ type: 'equals', field: 'options.id', value: T.blue }] })).toEqual(['T-2.2']);
    expect(await numbers({ filter: [{ type: 'equals', field: 'properties.id', value: T.cotton }] })).toEqual(['T-1']);
    expect(await numbers({ filter: [{ type: 'equals', field: 'propertyIds', value: T.cotton }] })).toEqual(['T-1']);
    expect(await numbers({ filter: [{ type: 'equals', field: 'options.group.id', value: T.size }], sort: 'productNumber' })).toEqual(['T-2.1', 'T-2.2']);
    expect(
      await numbers({
        filter: [
          { type: 'equals', field: 'parentId', value: T.parent },
          { type: 'equals', field: 'options.name', value: 'M' },
        ],
      }),
    ).toEqual(['T-2.2']);
    // Any language's translation, not only the request's (TranslationsAssociationField).
    expect(await numbers({ filter: [{ type: 'equals', field: 'translations.name', value: 'Koszula Zephyrwing' }] })).toEqual(['T-1']);
    // Not: products none of whose options is red (products without options included).
    const notRed = await numbers({ filter: [inFixture, { type: 'not', queries: [{ type: 'equals', field: 'options.id', value: T.red }] }] });
    expect(notRed).toContain('T-2');
    expect(notRed).not.toContain('T-2.1');
  });

  it('filters and sorts on to-one associations, counts and categories', async () => {
    const acme = await numbers({ filter: [{ type: 'equals', field: 'manufacturer.name', value: 'Acme' }], sort: 'productNumber' });
    expect(acme).toContain('T-1');
    expect(acme.every((number) => number?.startsWith('T-'))).toBe(true);
    expect(await numbers({ filter: [inFixture, { type: 'range', field: 'childCount', parameters: { gte: 1 } }] })).toEqual(['T-2']);
    expect(await numbers({ filter: [{ type: 'equals', field: 'categories.id', value: T.child }] })).toEqual(
      await numbers({ filter: [{ type: 'equals', field: 'categoryIds', value: T.child }] }),
    );
    const byMaker = await numbers({
      filter: [inFixture, { type: 'equals', field: 'parentId', value: null }],
      sort: [{ field: 'manufacturer.name', order: 'DESC' }, { field: 'productNumber' }],
    });
    // Borealis (T-2) before Acme (T-1).
    expect(byMaker.indexOf('T-2')).toBeLessThan(byMaker.indexOf('T-1'));
    // equals null through an association: products without a manufacturer.
    const noMaker = await numbers({ filter: [inFixture, { type: 'equals', field: 'manufacturer.id', value: null }] });
    expect(noMaker).not.toContain('T-1');
  });

  it('answers values that cannot be the field type with no hits, never a 500', async () => {
    for (const filter of [
      { type: 'equals', field: 'stock', value: 'many' },
      { type: 'range', field: 'releaseDate', parameters: { gte: 'yesterday' } },
      { type: 'equalsAny', field: 'ratingAverage', value: ['x', 'y'] },
      { type: 'range', field: 'customFields.size', parameters: { gte: 5 } },
    ]) {
      const { status, body } = await search({ filter: [filter] });
      expect(status, JSON.stringify(filter)).toBe(200);
      expect(body.total).toBe(0);
    }
  });
});

describe("Shopware's answers for unknown fields and associations", () => {
  it('an unknown field: 400 FRAMEWORK__UNMAPPED_FIELD with the field and entity', async () => {
    const { status, body } = await search({ filter: [{ type: 'equals', field: 'optionIdz', value: T.red }] });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        {
          status: '400',
          code: 'FRAMEWORK__UNMAPPED_FIELD',
          title: 'Bad Request',
          detail: 'Field "optionIdz" in entity "product" was not found.',
          meta: { parameters: { field: 'optionIdz', entity: 'product' } },
        },
      ],
    });
  });

  it('names the last part and the associated entity for a path (EntityDefinitionQueryHelper)', async () => {
    const nested = await search({ sort: [{ field: 'manufacturer.colour' }] });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0]?.detail).toBe('Field "colour" in entity "product_manufacturer" was not found.');
    const deep = await search({ filter: [{ type: 'equals', field: 'product.options.group.shape', value: 'x' }] });
    expect(deep.body.errors[0]?.detail).toBe('Field "shape" in entity "property_group" was not found.');
    const unknownRoot = await search({ filter: [{ type: 'equals', field: 'colour.id', value: 'x' }] });
    expect(unknownRoot.body.errors[0]?.detail).toBe('Field "id" in entity "product" was not found.');
    const aggregation = await search({ aggregations: [{ name: 'x', type: 'max', field: 'weightt' }] });
    expect(aggregation.body.errors[0]?.code).toBe('FRAMEWORK__UNMAPPED_FIELD');
  });

  it('refuses runtime fields and unknown associations as Shopware does', async () => {
    const runtime = await search({ sort: [{ field: 'calculatedPrice' }] });
    expect(runtime.status).toBe(400);
    expect(runtime.body.errors[0]).toMatchObject({
      code: 'FRAMEWORK__RUNTIME_FIELD_IN_CRITERIA',
      detail: 'Field product.calculatedPrice is a Runtime field and cannot be used in a criteria',
    });
    const association = await search({ associations: { colours: {} } });
    expect(association.status).toBe(400);
    expect(association.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__ASSOCIATION_NOT_FOUND', detail: 'Can not find association by name colours' });
    const nested = await search({ associations: { options: { associations: { group: {}, shape: {} } } } });
    expect(nested.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__ASSOCIATION_NOT_FOUND', detail: 'Can not find association by name shape' });
    const nestedField = await search({ associations: { seoUrls: { filter: [{ type: 'equals', field: 'seoPathInf', value: 'x' }] } } });
    expect(nestedField.body.errors[0]?.detail).toBe('Field "seoPathInf" in entity "seo_url" was not found.');
    expect((await search({ associations: { translations: {}, manufacturer: { associations: { media: {} } } } })).status).toBe(200);
    // What useProductConfigurator sends is valid.
    expect((await search({ associations: { seoUrls: {} }, includes: { product: ['id'], seo_url: ['seoPathInfo'] } })).status).toBe(200);
  });
});

describe('aggregations', () => {
  // The fixture's products and variants (its variants carry no category of their own).
  const inFixture = [
    {
      type: 'multi',
      operator: 'OR',
      queries: [
        { type: 'equals', field: 'categoryTree', value: T.category },
        { type: 'equals', field: 'parentId', value: T.parent },
      ],
    },
  ];

  it('computes metric, terms, filter and entity aggregations over the filter, not the post-filter', async () => {
    const { status, body } = await search({
      filter: inFixture,
      'post-filter': [{ type: 'equals', field: 'productNumber', value: 'T-1' }],
      aggregations: [
        { name: 'stock', type: 'stats', field: 'stock' },
        { name: 'makers', type: 'terms', field: 'manufacturer.name', sort: { field: 'manufacturer.name', order: 'ASC' } },
        { name: 'options', type: 'count', field: 'optionIds' },
        {
          name: 'red',
          type: 'filter',
          filter: [{ type: 'equals', field: 'options.id', value: T.red }],
          aggregation: { name: 'redStock', type: 'sum', field: 'stock' },
        },
        { name: 'groups', type: 'entity', field: 'options.group.id', definition: 'property_group' },
      ],
    });
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    const { stock, makers, redStock, groups } = body.aggregations;
    expect(stock).toMatchObject({ apiAlias: 'stock_aggregation', min: 0 });
    expect(Number(stock?.max)).toBeGreaterThanOrEqual(20);
    const buckets = makers?.buckets as Array<{ key: string; count: number }>;
    expect(buckets.map((bucket) => bucket.key)).toEqual(expect.arrayContaining(['Acme', 'Borealis']));
    expect(buckets.find((bucket) => bucket.key === 'Acme')?.count).toBeGreaterThanOrEqual(1);
    expect(redStock).toEqual({ sum: 5, apiAlias: 'redStock_aggregation' });
    expect((groups?.entities as Array<{ id: string }>).map((group) => group.id).sort()).toEqual([T.colour, T.size].sort());
  });

  it('answers AggregationParser errors for a malformed aggregation', async () => {
    const { status, body } = await search({
      aggregations: [
        { name: 'x', type: 'median', field: 'stock' },
        { type: 'max', field: 'stock' },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors.map((error) => [error.code, error.detail])).toEqual([
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', 'The aggregation type "median" used as key does not exist.'],
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', 'The aggregation name should be a non-empty string.'],
    ]);
  });
});
