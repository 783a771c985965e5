// Hostile requests generated from the official Store API schema (storeApiSchema.json in
// @shopware/api-client): per operation, broken JSON and wrong root types, every body property with
// wrong types, null, NUL, long strings and bad UUIDs, unknown fields, huge and deeply nested bodies,
// bad path and query values, and missing or garbage access keys and context tokens; and (ADR 0015, addendum)
// hostile page/limit/p on every operation that takes them and SQL syntax (quotes, braces,
// backslashes) in every body property and query parameter, with existing ids so they reach SQL.
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

/** What lets a case get past "not found" and "not logged in" to the code that builds SQL. */
export interface FuzzFixtures {
  /** Existing ids by path parameter name (productId, categoryId, navigationId, id …). */
  pathValues: Readonly<Record<string, string>>;
  /** A logged-in customer's context token, for the paging cases (orders, addresses, wishlist). */
  token?: string;
}

function urlOf(op: Operation, pathValue: string | Readonly<Record<string, string>> = HEX, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => (typeof pathValue === 'string' ? pathValue : (pathValue[name] ?? HEX)));
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

/**
 * Pages and limits that once broke SQL (an OFFSET past bigint) or parsing — huge,
 * negative, fractional, non-numeric, arrays, booleans — on every operation that takes page, limit
 * or p, with existing ids and a logged-in customer so that the request reaches the query.
 */
const HOSTILE_PAGING: readonly unknown[] = [1e20, '99999999999999999999', 9.3e17, -1, 0, 1.5, 'abc', '1e400', [2], true];

/** Characters that break a hand-built PostgreSQL array or string literal. */
const SQL_SYNTAX = 'x"y}{a\\b\'c,d NULL';

function pagingCases(op: Operation, fixtures: FuzzFixtures): FuzzCase[] {
  const names = ['page', 'limit', 'p'].filter((name) => name in op.bodyProperties || op.queryParams.includes(name));
  const cases: FuzzCase[] = [];
  const auth: Record<string, string> = fixtures.token ? { 'sw-context-token': fixtures.token } : {};
  for (const name of names) {
    for (const value of HOSTILE_PAGING) {
      // `page` moves the offset only together with a limit (Shopware's RequestCriteriaBuilder).
      const extra = { search: 'shirt', ...(name === 'page' ? { limit: 5 } : {}) };
      const probe = base(op, `paging ${name}=${JSON.stringify(value)}`);
      const headers = { ...probe.headers, ...auth };
      if (op.method !== 'GET') {
        cases.push({ ...probe, url: urlOf(op, fixtures.pathValues), headers, payload: JSON.stringify({ ...extra, [name]: value }) });
      } else if (typeof value !== 'object') {
        const query = new URLSearchParams(Object.entries({ ...extra, [name]: value }).map(([key, item]): [string, string] => [key, String(item)]));
        cases.push({ ...probe, url: urlOf(op, fixtures.pathValues, `?${query.toString()}`), headers });
      }
    }
  }
  return cases;
}

/** A property's JSON type, or its first alternative's (find-variant's options: an array or a map). */
function typeOf(schema: JsonSchema): string | undefined {
  const resolved = resolve(schema);
  const first = resolved.oneOf?.[0] ?? resolved.anyOf?.[0];
  const type = resolved.type ?? (first ? resolve(first).type : undefined);
  return Array.isArray(type) ? type[0] : type;
}

function sqlSyntaxCases(op: Operation, fixtures: FuzzFixtures): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const url = urlOf(op, fixtures.pathValues);
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const all: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(op.bodyProperties)) {
      const value = typeOf(schema) === 'array' ? [SQL_SYNTAX, '{', '}', '"'] : SQL_SYNTAX;
      all[name] = value;
      cases.push(base(op, `body.${name} SQL syntax`, { url, payload: JSON.stringify({ [name]: value }) }));
    }
    // Together, for values that reach SQL only in company (find-variant's options with a switchedGroup).
    if (Object.keys(all).length > 1) cases.push(base(op, 'every body property SQL syntax', { url, payload: JSON.stringify(all) }));
    if ('items' in op.bodyProperties) {
      for (const type of ['promotion', 'product'])
        cases.push(
          base(op, `body.items ${type} id with SQL syntax`, { url, payload: JSON.stringify({ items: [{ type, referencedId: SQL_SYNTAX, id: SQL_SYNTAX }] }) }),
        );
    }
  }
  for (const name of op.queryParams) {
    cases.push(base(op, `query.${name} SQL syntax`, { url: urlOf(op, fixtures.pathValues, `?${encodeURIComponent(name)}=${encodeURIComponent(SQL_SYNTAX)}`) }));
  }
  return cases;
}

/** Every case for one operation (the caller samples a slice for `npm test`). */
export function casesFor(op: Operation, fixtures: FuzzFixtures = { pathValues: {} }): FuzzCase[] {
  const cases: FuzzCase[] = [...pagingCases(op, fixtures), ...sqlSyntaxCases(op, fixtures)];
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
