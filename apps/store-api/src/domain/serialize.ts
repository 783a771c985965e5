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
 *
 * Every answer passes through here, so it copies only what changes: an object or array without a
 * null to drop anywhere below it comes back as it is (undefined fields stay; JSON leaves them out
 * just the same), and only the path to a dropped null is rebuilt. A product page's answer is
 * ~300 kB of objects, most of them (media, thumbnails, prices) without nulls (docs/adr/0039).
 */
export function dropNulls(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Array.isArray(value) ? arrayWithoutNulls(value) : recordWithoutNulls(value as Record<string, unknown>);
}

function arrayWithoutNulls(items: readonly unknown[]): readonly unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const cleaned = dropNulls(item);
    if (copy) copy.push(cleaned);
    else if (cleaned !== item) copy = [...items.slice(0, index), cleaned];
  }
  return copy ?? items;
}

function recordWithoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  const keys = Object.keys(record);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const child = record[key];
    const dropped = child === null && !REQUIRED_NULLABLE.has(key);
    const cleaned = dropped ? undefined : dropNulls(child);
    if (!copy && (dropped || cleaned !== child)) copy = copyOfKeys(record, keys, index);
    if (copy && !dropped && cleaned !== undefined) copy[key] = cleaned;
  }
  return copy ?? record;
}

/** The record's first `count` fields (those before the first change), without undefined ones. */
function copyOfKeys(record: Record<string, unknown>, keys: readonly string[], count: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    const key = keys[index] as string;
    if (record[key] !== undefined) copy[key] = record[key];
  }
  return copy;
}
