// The engine's memos of data that changes rarely at runtime, on the one cache primitive shared with the
// storefront (`@aisle/cache-store`, docs/adr/0017-fleet.md): `memo` keeps live objects in this
// process, `shared: true` memos (JSON answers worth sharing) also go to Redis when REDIS_URL is set,
// so that one engine computes what all serve and `forget` after a write reaches every engine. The
// login throttles use cache stores of the same package directly. A store that fails answers "nothing
// recorded".
import { createLookupCache, type CacheStore } from '@aisle/cache-store';
import type { Queryable } from './db/database.ts';

// ---- memos per database -------------------------------------------------------------------------

interface Memos {
  /** In this process only: class instances, rows with Dates, reference data read by every request. */
  local: CacheStore;
  /** JSON answers, in Redis with REDIS_URL. */
  shared: CacheStore;
}

const memosByDb = new WeakMap<Queryable, Memos>();

/** What the in-process layer of the shared memos may hold, keys and answers as JSON. */
const SHARED_MEMO_BYTES = 48 * 1024 * 1024;

/** The engine gives its database memos of its configuration; any other Queryable gets in-process ones on first use. */
export function attachMemos(db: Queryable, options: { namespace: string; redisUrl?: string }): Memos {
  // In front of Redis for 2 s only, so that a `forget` on another engine is seen here that much later at most.
  const sizes = { maxEntries: 2000, localMs: 2000, label: 'store-api' };
  const memos = {
    local: createLookupCache({ namespace: `${options.namespace}:local`, ...sizes }),
    // Answers keyed by request criteria: bounded by size too, so that hostile criteria (large and all
    // different) cannot keep hundreds of MB of expired answers in the process (ADR 0049, Memory).
    shared: createLookupCache({ namespace: `${options.namespace}:shared`, redisUrl: options.redisUrl, ...sizes, maxBytes: SHARED_MEMO_BYTES }),
  };
  memosByDb.set(db, memos);
  return memos;
}

function memosOf(db: Queryable): Memos {
  return memosByDb.get(db) ?? attachMemos(db, { namespace: 'memo' });
}

/**
 * A time-limited memo of `load` for data that changes rarely at runtime (the TTL bounds staleness after seeding
 * elsewhere). With `staleMs`, a value older than the TTL is still answered for that long while it reloads in the
 * background, so no request waits for the reload.
 */
export function memo<T>(db: Queryable, key: string, ttlMs: number, load: () => Promise<T>, options: { shared?: boolean; staleMs?: number } = {}): Promise<T> {
  const memos = memosOf(db);
  return (options.shared ? memos.shared : memos.local).wrap(key, load, { freshMs: ttlMs, staleMs: options.staleMs });
}

/** Forgets everything memoised for a database (after writes that change what memos hold), in Redis too. */
export async function forget(db: Queryable): Promise<void> {
  const memos = memosByDb.get(db);
  if (memos) await Promise.all([memos.local.clear(), memos.shared.clear()]);
}
