import { describe, expect, it } from 'vitest';
import { dropNulls } from './serialize.ts';

/** What dropNulls did before it copied lazily: a full copy without nulls (kept for the schema's required nullables). */
function reference(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reference);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (child === null) {
      if (['listPrice', 'referencePrice', 'regulationPrice', 'rating'].includes(key)) result[key] = null;
      continue;
    }
    result[key] = reference(child);
  }
  return result;
}

describe('dropNulls', () => {
  it('drops nulls at any depth but keeps the schema’s required nullable fields', () => {
    const value = {
      id: 'a',
      parentId: null,
      price: { unitPrice: 1, listPrice: null, referencePrice: null },
      list: [{ x: null, y: 1 }, null, 2],
      currentFilters: { rating: null, manufacturer: [] },
    };
    expect(dropNulls(value)).toEqual({
      id: 'a',
      price: { unitPrice: 1, listPrice: null, referencePrice: null },
      list: [{ y: 1 }, null, 2],
      currentFilters: { rating: null, manufacturer: [] },
    });
  });

  it('gives the same JSON as a full copy, field order included', () => {
    const date = new Date('2026-11-28T00:00:00.000Z');
    const samples: unknown[] = [
      { a: 1, b: null, c: undefined, d: { e: null, f: [null, { g: null, h: 'x' }] }, i: date, j: 'last' },
      { a: undefined, b: { c: 1 }, d: null },
      [1, null, undefined, { a: null }],
      { listPrice: null, nested: { rating: null, other: null } },
      { untouched: { deep: [1, 2, { x: 'y' }] }, later: null },
      'text',
      null,
      [],
      {},
    ];
    for (const sample of samples) expect(JSON.stringify(dropNulls(sample))).toBe(JSON.stringify(reference(sample)));
  });

  it('returns objects without a null to drop as they are, and copies only the path to a dropped one', () => {
    const clean = { media: [{ id: 'm', thumbnails: [{ width: 400 }] }], price: { listPrice: null } };
    expect(dropNulls(clean)).toBe(clean);
    const mixed = { clean: clean.media, dirty: { gone: null, kept: 1 } };
    const result = dropNulls(mixed) as typeof mixed;
    expect(result).not.toBe(mixed);
    expect(result.clean).toBe(clean.media);
    expect(result.dirty).toEqual({ kept: 1 });
    expect(mixed.dirty).toEqual({ gone: null, kept: 1 });
  });
});
