// Validates engine responses against the official Store API OpenAPI schema shipped in
// @shopware/api-client (the contract the storefront is typed with).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../../src/config.ts';

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> }>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
}

// The package does not export the file, so it is read from node_modules directly.
const schemaFile = join(REPO_ROOT, 'node_modules', '@shopware', 'api-client', 'api-types', 'storeApiSchema.json');
const openApi = JSON.parse(readFileSync(schemaFile, 'utf8')) as OpenApi & Record<string, unknown>;

/**
 * Defects of the official schema where it contradicts both real Shopware and its own documentation
 * (docs/adr/0005). Each patch is the smallest change that lets correct responses validate.
 */
function patchKnownDefects(schema: OpenApi & Record<string, unknown>): void {
  const schemas = (schema.components as unknown as { schemas: Record<string, Record<string, unknown>> }).schemas;
  // 1. Listing aggregations are a map keyed by aggregation name (`aggregations[manufacturer]` in the
  //    schema's own parameter docs, and what Shopware sends); the schema types them as an array.
  const listing = schemas.ProductListingResult as { allOf: Array<Record<string, unknown>> };
  const searchResult = schemas.EntitySearchResult as { properties: Record<string, unknown> };
  listing.allOf = listing.allOf.map((part) =>
    part.$ref === '#/components/schemas/EntitySearchResult'
      ? { ...searchResult, properties: { ...searchResult.properties, aggregations: { type: 'object', additionalProperties: { type: 'object' } } } }
      : part,
  );
  // 2. Product.calculatedPrices items combine `additionalProperties: false` with `allOf`, which no
  //    non-empty object can satisfy; the items are plain calculated prices.
  const product = schemas.Product as { properties: Record<string, unknown> };
  product.properties.calculatedPrices = { type: 'array', items: { $ref: '#/components/schemas/CalculatedPrice' } };
  // 3. Order and delivery shipping costs are calculated prices, but typed with objects where the
  //    price has lists (calculatedTaxes, taxRules) and without the nullable price parts.
  for (const name of ['Order', 'OrderDelivery']) {
    (schemas[name] as { properties: Record<string, unknown> }).properties.shippingCosts = { $ref: '#/components/schemas/CalculatedPrice' };
  }
  (schemas.OrderTransaction as { properties: Record<string, unknown> }).properties.amount = { $ref: '#/components/schemas/CalculatedPrice' };
}
patchKnownDefects(openApi);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ ...openApi, $id: 'store-api' }, 'store-api');
const cache = new Map<string, ValidateFunction>();

function responseSchemaRef(path: string, method: string, status: string): string {
  const operation = openApi.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The Store API schema has no ${method} ${path}`);
  const response = operation.responses?.[status];
  if (!response) throw new Error(`The Store API schema has no ${status} response for ${method} ${path}`);
  if (response.$ref) {
    const name = response.$ref.split('/').pop() ?? '';
    if (!openApi.components.responses[name]?.content?.['application/json']) throw new Error(`No JSON content in ${response.$ref}`);
    return `store-api#/components/responses/${name}/content/application~1json/schema`;
  }
  const pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  return `store-api#${pointer}`;
}

/** Returns the validation errors (empty when the body matches the schema). */
export function contractErrors(path: string, method: string, status: number, body: unknown): string[] {
  const ref = responseSchemaRef(path, method, String(status));
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 15).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}
