import { describe, expect, it } from 'vitest';
import { pendingWrites, writeFinished } from './tab-sync.ts';

describe('tab sync', () => {
  it('tracks only writes that are under way', () => {
    const pending = pendingWrites([
      { key: 'navigation', state: 'submitting', formMethod: 'POST' },
      { key: 'a', state: 'loading', formMethod: 'post' },
      { key: 'search', state: 'loading', formMethod: 'GET' },
      { key: 'done', state: 'idle', formMethod: 'POST' },
      { key: 'load', state: 'loading' },
    ]);
    expect([...pending].sort()).toEqual(['a', 'navigation']);
  });

  it('reports a write as finished once it is no longer pending', () => {
    expect(writeFinished(new Set(['a']), new Set(['a']))).toBe(false);
    expect(writeFinished(new Set(['a']), new Set())).toBe(true);
    expect(writeFinished(new Set(), new Set(['b']))).toBe(false);
    expect(writeFinished(new Set(['a', 'b']), new Set(['b']))).toBe(true);
  });
});
