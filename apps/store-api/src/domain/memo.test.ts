import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { forget, memo } from './memo.ts';

const db = {} as Queryable;

describe('memo', () => {
  it('loads once per key until the entry expires', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo(db, 'k', 1000, load, 0)).toBe(1);
    expect(await memo(db, 'k', 1000, load, 500)).toBe(1);
    expect(await memo(db, 'k', 1000, load, 1500)).toBe(2);
    forget(db);
    expect(await memo(db, 'k', 1000, load, 1600)).toBe(3);
  });

  it('does not remember failures', async () => {
    await expect(memo(db, 'fail', 1000, async () => Promise.reject(new Error('x')), 0)).rejects.toThrow('x');
    expect(await memo(db, 'fail', 1000, async () => 'ok', 1)).toBe('ok');
  });
});
