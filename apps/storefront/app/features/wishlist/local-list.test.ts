import { describe, expect, it } from 'vitest';
import { addId, pageOf, parseStoredIds, removeId, totalPages } from './local-list.ts';

const a = 'a'.repeat(32);
const b = 'b'.repeat(32);

describe('local wishlist', () => {
  it('reads stored ids and drops anything malformed or duplicated', () => {
    expect(parseStoredIds(JSON.stringify([a, b, a, 'x', 3]))).toEqual([a, b]);
    expect(parseStoredIds('{"a":1}')).toEqual([]);
    expect(parseStoredIds('not json')).toEqual([]);
    expect(parseStoredIds(null)).toEqual([]);
  });

  it('ignores duplicates when adding and removes ids', () => {
    expect(addId([a], a)).toEqual([a]);
    expect(addId([a], b)).toEqual([a, b]);
    expect(removeId([a, b], a)).toEqual([b]);
  });

  it('pages the list by 15', () => {
    const ids = Array.from({ length: 32 }, (_, index) => index.toString(16).padStart(32, '0'));
    expect(pageOf(ids, 1)).toHaveLength(15);
    expect(pageOf(ids, 3)).toEqual(ids.slice(30));
    expect(totalPages(32)).toBe(3);
    expect(totalPages(0)).toBe(1);
  });
});
