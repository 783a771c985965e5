// Memos on the engine's cache primitive: in process per database, and shared through Redis between
// engines (that part runs where Redis is reachable).
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIS_URL, redisReachable } from '../test/support/redis.ts';
import type { Queryable } from './db/database.ts';
import { attachMemos, forget, memo } from './cache-store.ts';

const database = (): Queryable => ({ query: async () => [] });

describe('memo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once per key and database until the entry expires or is forgotten', async () => {
    const [db, other] = [database(), database()];
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo(db, 'k', 1000, load)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(await memo(db, 'k', 1000, load)).toBe(1);
    expect(await memo(other, 'k', 1000, load)).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(await memo(db, 'k', 1000, load)).toBe(3);
    await forget(db);
    expect(await memo(db, 'k', 1000, load)).toBe(4);
  });

  it('keeps live objects, and never failures', async () => {
    const db = database();
    await expect(memo(db, 'fail', 1000, async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await memo(db, 'fail', 1000, async () => 'ok')).toBe('ok');
    const tree = new Map([['root', 1]]);
    expect(await memo(db, 'tree', 1000, async () => tree)).toBe(tree);
    expect(await memo(db, 'tree', 1000, async () => new Map())).toBe(tree);
  });
});

describe.skipIf(!redisReachable)('shared memos with Redis', () => {
  it('serves what one engine computed to another, and a forget on one clears them for all', async () => {
    const namespace = `aisle-test-memo-${randomBytes(6).toString('hex')}`;
    const [a, b, c] = [database(), database(), database()];
    const attached = [a, b, c].map((db) => attachMemos(db, { namespace, redisUrl: REDIS_URL }));
    try {
      expect(await memo(a, 'read', 60_000, async () => ({ total: 1 }), { shared: true })).toEqual({ total: 1 });
      expect(await memo(b, 'read', 60_000, async () => ({ total: 2 }), { shared: true })).toEqual({ total: 1 });
      // Not shared: every engine loads its own.
      await memo(a, 'tree', 60_000, async () => 'a');
      expect(await memo(b, 'tree', 60_000, async () => 'b')).toBe('b');
      await forget(a);
      expect(await memo(c, 'read', 60_000, async () => ({ total: 3 }), { shared: true })).toEqual({ total: 3 });
    } finally {
      for (const memos of attached) await Promise.all([memos.local.close(), memos.shared.close()]);
    }
  });
});
