// Helpers every entity serializer shares.
export function isoDate(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Common trailing fields of a Shopware entity. */
export function entityMeta(row: { created_at: Date | string }, apiAlias: string) {
  return { customFields: {}, createdAt: isoDate(row.created_at), apiAlias };
}

/**
 * Fields the schema requires even when empty, as `null` (calculated_price's list/reference/
 * regulation prices, the listing's current rating filter).
 */
const REQUIRED_NULLABLE = new Set(['listPrice', 'referencePrice', 'regulationPrice', 'rating']);

/**
 * Shopware sends `null` for unset fields, while the official OpenAPI schema types most of them
 * as non-nullable. Dropping nulls keeps responses valid against the schema; clients read a
 * missing field and a null field the same way. (docs/adr/0005)
 */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (child === null) {
      if (REQUIRED_NULLABLE.has(key)) result[key] = null;
      continue;
    }
    result[key] = dropNulls(child);
  }
  return result;
}
