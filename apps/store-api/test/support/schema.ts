// Validates engine responses against the official Store API OpenAPI schema, corrected where it
// contradicts Shopware (the contract the storefront is typed with).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../../src/config.ts';

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> }>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
}

// The schema of @shopware/api-client with the corrections of api-types/storeApiSchema.overrides.json
// applied, generated together with the storefront's types (`npm run generate:types`, docs/adr/0020).
const schemaFile = join(REPO_ROOT, 'api-types', 'storeApiSchema.json');
const openApi = JSON.parse(readFileSync(schemaFile, 'utf8')) as OpenApi & Record<string, unknown>;

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
