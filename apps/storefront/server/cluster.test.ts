import { describe, expect, it } from 'vitest';
import { workerCount } from '../cluster.ts';

describe('STOREFRONT_WORKERS', () => {
  it('defaults to the cores and accepts whole numbers', () => {
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount('', 4)).toBe(4);
    expect(workerCount('3', 2)).toBe(3);
  });

  it('names the variable when the value is bad', () => {
    for (const bad of ['0', '-1', '1.5', 'two']) expect(() => workerCount(bad, 2)).toThrow(/STOREFRONT_WORKERS/);
  });
});
