import { describe, expect, it } from 'vitest';
import { workerCount, workerRuntime } from '../cluster.ts';

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

describe('worker runtime', () => {
  it('bounds the young generation and the malloc arenas of every worker', () => {
    expect(workerRuntime(['--disable-warning=ExperimentalWarning'], {})).toEqual({
      execArgv: ['--disable-warning=ExperimentalWarning', '--max-semi-space-size=8'],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });

  it('leaves what the operator chose', () => {
    expect(workerRuntime(['--max-semi-space-size=32'], { MALLOC_ARENA_MAX: '4' })).toEqual({ execArgv: ['--max-semi-space-size=32'], env: {} });
    expect(workerRuntime([], { NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=16' }).execArgv).toEqual([]);
  });
});
