import { describe, expect, it } from 'vitest';
import { idsToMerge, mergeOutcome } from './merge.ts';

describe('wishlist merge on login', () => {
  it('clears the local list only after a successful merge', () => {
    expect(mergeOutcome(200)).toBe('merged');
    expect(mergeOutcome(403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED')).toBe('keep-local');
    expect(mergeOutcome(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')).toBe('retry-later');
    expect(mergeOutcome(502)).toBe('retry-later');
  });

  it('sends each local id once and skips those already on the server', () => {
    expect(idsToMerge(['a', 'b', 'a'], ['b'])).toEqual(['a']);
    expect(idsToMerge([])).toEqual([]);
  });
});
