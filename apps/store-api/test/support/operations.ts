// The Store API operations of the official schema with their request requirements (path, query and
// body parameters, `required`, `default`, whether the body itself is required), for the route audit
// (test/schema-requirements.test.ts, compat/audit-routes.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';

type Json = Record<string, unknown>;

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Schema path, e.g. `/product/{productId}`. */
  path: string;
  operationId: string;
  pathParams: string[];
  /** Query parameters: name → {required, default}. */
  query: Array<{ name: string; required: boolean; default?: unknown }>;
  /** undefined = no request body documented. */
  body?: { required: boolean; requiredFields: string[]; defaults: Record<string, unknown> };
}

const schemaFile = join(REPO_ROOT, 'node_modules', '@shopware', 'api-client', 'api-types', 'storeApiSchema.json');

export function loadOperations(): Operation[] {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Json;
  const deref = (node: unknown): Json | undefined => {
    let current = node as Json | undefined;
    while (current && typeof current.$ref === 'string') {
      current = current.$ref
        .split('/')
        .slice(1)
        .reduce<unknown>((at, key) => (at as Json)[key], schema) as Json;
    }
    return current;
  };
  const parts = (node: unknown): Json[] => {
    const resolved = deref(node);
    if (!resolved) return [];
    return [resolved, ...((resolved.allOf as unknown[] | undefined) ?? []).flatMap(parts)];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(schema.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'patch', 'delete'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = ((op.parameters as unknown[] | undefined) ?? []).map(deref).filter((param): param is Json => Boolean(param));
      const requestBody = op.requestBody ? deref(op.requestBody) : undefined;
      const bodySchema = (requestBody?.content as Record<string, Json> | undefined)?.['application/json']?.schema;
      const bodyParts = bodySchema ? parts(bodySchema) : [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: String(op.operationId ?? ''),
        pathParams: params.filter((param) => param.in === 'path').map((param) => String(param.name)),
        query: params
          .filter((param) => param.in === 'query')
          .map((param) => ({ name: String(param.name), required: param.required === true, default: (param.schema as Json | undefined)?.default })),
        body: requestBody
          ? {
              required: requestBody.required === true,
              requiredFields: [...new Set(bodyParts.flatMap((part) => (part.required as string[] | undefined) ?? []))],
              defaults: Object.fromEntries(
                bodyParts
                  .flatMap((part) => Object.entries((part.properties as Record<string, unknown> | undefined) ?? {}))
                  .map(([name, property]) => [name, deref(property)?.default] as const)
                  .filter(([, value]) => value !== undefined),
              ),
            }
          : undefined,
      });
    }
  }
  return operations;
}

/** The Fastify URL of a schema path below /store-api (`{id}` → `:id`). */
export function routeUrl(path: string, values: Record<string, string> = {}): string {
  return `/store-api${path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? `:${name}`)}`;
}
