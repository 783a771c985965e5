// `includes` ({apiAlias: [fields]}): strips every field not listed from objects of that alias,
// anywhere in the response; `apiAlias` itself always stays (docs/store-api-behaviour.md §0).
export type Includes = Readonly<Record<string, readonly string[]>>;

export function applyIncludes(value: unknown, includes: Includes | undefined): unknown {
  if (!includes || Object.keys(includes).length === 0) return value;
  return strip(value, includes);
}

function strip(value: unknown, includes: Includes): unknown {
  if (Array.isArray(value)) return value.map((item) => strip(item, includes));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record.apiAlias === 'string' ? record.apiAlias : undefined;
  const allowed = alias ? includes[alias] : undefined;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (allowed && key !== 'apiAlias' && !allowed.includes(key)) continue;
    result[key] = strip(child, includes);
  }
  return result;
}
