// Hostile requests generated from the official Store API schema (storeApiSchema.json in
// @shopware/api-client): per operation, broken JSON and wrong root types, every body property with
// wrong types, null, NUL, long strings and bad UUIDs, unknown fields, huge and deeply nested bodies,
// bad path and query values, and missing or garbage access keys and context tokens.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';
import { DEMO_ACCESS_KEY } from '../../src/seed/demo-constants.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  items?: JsonSchema;
};
interface RawOperation {
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: Record<string, JsonSchema>;
  hasBody: boolean;
}

export interface FuzzCase {
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const schemaFile = join(REPO_ROOT, 'node_modules', '@shopware', 'api-client', 'api-types', 'storeApiSchema.json');
const spec = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) return resolve(spec.components.schemas[schema.$ref.split('/').pop() ?? ''], depth + 1);
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []).slice(0, 1), ...(schema.anyOf ?? []).slice(0, 1)];
  if (parts.length === 0) return schema;
  const merged: JsonSchema = { ...schema, properties: { ...(schema.properties ?? {}) } };
  for (const part of parts) Object.assign(merged.properties ?? {}, resolve(part, depth + 1).properties ?? {});
  return merged;
}

export function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!['get', 'post', 'patch', 'delete', 'put'].includes(method)) continue;
      const params = raw.parameters ?? [];
      const body = resolve(raw.requestBody?.content?.['application/json']?.schema);
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((param) => param.in === 'path').map((param) => param.name),
        queryParams: params.filter((param) => param.in === 'query').map((param) => param.name),
        bodyProperties: body.properties ?? {},
        hasBody: raw.requestBody !== undefined,
      });
    }
  }
  return list;
}

const HEX = 'a'.repeat(32);
const LONG = 'x'.repeat(100_000);
const token = () => randomBytes(16).toString('hex');

function urlOf(op: Operation, pathValue = HEX, query = ''): string {
  const path = op.path.replace(/\{[^}]+\}/g, pathValue);
  return `/store-api${path}${query}`;
}

function base(op: Operation, label: string, overrides: Partial<FuzzCase> = {}): FuzzCase {
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  return {
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    url: urlOf(op),
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token(), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '{}' } : {}),
    ...overrides,
  };
}

function wrongValues(schema: JsonSchema): Array<[string, unknown]> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const wrong: Record<string, unknown> = { string: 12345, integer: 'abc', number: 'abc', boolean: 'yes', array: 'x', object: [1, 2] };
  const values: Array<[string, unknown]> = [
    ['wrong type', type ? (wrong[type] ?? {}) : { unexpected: true }],
    ['null', null],
    ['NUL', 'a\u0000b'],
    ['long string', LONG],
    ['bad UUID', '../../not-a-uuid'],
    ['negative huge number', -1e308],
    ['nested garbage', { $gt: '', '': [[[{}]]] }],
  ];
  return values;
}

/** Every case for one operation (the caller samples a slice for `npm test`). */
export function casesFor(op: Operation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  if (withBody) {
    cases.push(base(op, 'invalid JSON', { payload: '{"a": ' }));
    cases.push(base(op, 'array root', { payload: '[1,2,3]' }));
    cases.push(base(op, 'string root', { payload: '"text"' }));
    cases.push(base(op, 'number root', { payload: '42' }));
    cases.push(
      base(op, 'unknown fields', { payload: '{"zzUnknown": {"$where": "1"}, "__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}' }),
    );
    cases.push(base(op, 'huge body', { payload: JSON.stringify({ blob: 'y'.repeat(2 * 1024 * 1024) }) }));
    cases.push(base(op, 'deep nesting', { payload: `${'{"a":'.repeat(500)}1${'}'.repeat(500)}` }));
    cases.push(
      base(op, 'invalid UTF-8 as latin1', {
        payload: '{"search": "\u00ff\u00fe"}',
        headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json; charset=iso-8859-1' },
      }),
    );
    for (const [name, schema] of Object.entries(op.bodyProperties)) {
      for (const [kind, value] of wrongValues(resolve(schema))) cases.push(base(op, `body.${name} ${kind}`, { payload: JSON.stringify({ [name]: value }) }));
    }
  }
  for (const name of op.queryParams) {
    for (const [kind, value] of [
      ['NUL', '%00'],
      ['long', 'q'.repeat(5000)],
      ['brackets', '[]'],
      ['negative', '-1'],
      ['broken encoding', '%E0%A4%A'],
    ]) {
      cases.push(base(op, `query.${name} ${kind}`, { url: urlOf(op, HEX, `?${encodeURIComponent(name)}=${value}`) }));
    }
  }
  if (op.pathParams.length > 0) {
    for (const [kind, value] of [
      ['bad UUID', 'not-a-uuid'],
      ['NUL', '%00'],
      ['long', 'p'.repeat(5000)],
      ['dot segments', '..%2F..%2Fetc'],
      ['broken encoding', '%ff'],
    ]) {
      cases.push(base(op, `path ${kind}`, { url: urlOf(op, value) }));
    }
  }
  const headers = (extra: Record<string, string>) => ({ ...(withBody ? { 'content-type': 'application/json' } : {}), ...extra });
  cases.push(base(op, 'no access key', { headers: headers({}) }));
  cases.push(base(op, 'garbage access key', { headers: headers({ 'sw-access-key': `SWSC${'z'.repeat(1000)}` }) }));
  cases.push(base(op, 'garbage context token', { headers: headers({ 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': `../${'t'.repeat(4000)}` }) }));
  cases.push(base(op, 'no context token', { headers: headers({ 'sw-access-key': DEMO_ACCESS_KEY }) }));
  return cases;
}
