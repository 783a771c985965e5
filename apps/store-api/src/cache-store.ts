// The engine's one cache primitive (docs/adr/0017-fleet.md): keyv stores behind cache-manager (read-
// through, one load for concurrent misses, tiers) — a bounded in-memory LRU by default, Redis when
// REDIS_URL is set. Used for the login throttles (state every engine must share) and for the memos
// of data that changes rarely at runtime: `memo` keeps live objects in this process, `shared: true`
// memos (JSON answers worth sharing) also go to Redis so that one engine computes what all serve and
// `forget` after a write reaches every engine. A store that fails answers "nothing recorded".
import { createKeyv } from '@keyv/redis';
import { createCache } from 'cache-manager';
import Keyv from 'keyv';
import { LRUCache } from 'lru-cache';
import type { Queryable } from './db/database.ts';

export interface SharedStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Read-through: concurrent misses share one load, failures are never kept. */
  wrap<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Serialised values: in Redis when `redisUrl` is set, else in an LRU of at most `maxKeys` keys in this process. */
export function createSharedStore(options: { namespace: string; redisUrl?: string; maxKeys?: number }): SharedStore {
  return cacheOver([
    options.redisUrl ? redisStore(options.namespace, options.redisUrl) : new Keyv({ namespace: options.namespace, store: lruStore(options.maxKeys ?? 20_000) }),
  ]);
}

/**
 * Live objects in an LRU of this process, in front of Redis when `redisUrl` is set; there only for
 * `localMs`, so that a `forget` on another engine is seen here that much later at most.
 */
function createMemoStore(options: { namespace: string; redisUrl?: string; maxKeys?: number; localMs?: number }): SharedStore {
  const remote = options.redisUrl ? redisStore(options.namespace, options.redisUrl) : undefined;
  const local = new Keyv({
    namespace: options.namespace,
    store: lruStore(options.maxKeys ?? 2000, remote ? (options.localMs ?? 2000) : undefined),
    serialize: undefined,
    deserialize: undefined,
  });
  return cacheOver(remote ? [local, remote] : [local]);
}

// ---- memos per database -------------------------------------------------------------------------

interface Memos {
  /** In this process only: class instances, rows with Dates, reference data read by every request. */
  local: SharedStore;
  /** JSON answers, in Redis with REDIS_URL. */
  shared: SharedStore;
}

const memosByDb = new WeakMap<Queryable, Memos>();

/** The engine gives its database memos of its configuration; any other Queryable gets in-process ones on first use. */
export function attachMemos(db: Queryable, options: { namespace: string; redisUrl?: string }): Memos {
  const memos = {
    local: createMemoStore({ namespace: `${options.namespace}:local` }),
    shared: createMemoStore({ namespace: `${options.namespace}:shared`, redisUrl: options.redisUrl }),
  };
  memosByDb.set(db, memos);
  return memos;
}

function memosOf(db: Queryable): Memos {
  return memosByDb.get(db) ?? attachMemos(db, { namespace: 'memo' });
}

/** A time-limited memo of `load` for data that changes rarely at runtime (the TTL bounds staleness after seeding elsewhere). */
export function memo<T>(db: Queryable, key: string, ttlMs: number, load: () => Promise<T>, options: { shared?: boolean } = {}): Promise<T> {
  const memos = memosOf(db);
  return (options.shared ? memos.shared : memos.local).wrap(key, load, ttlMs);
}

/** Forgets everything memoised for a database (after writes that change what memos hold), in Redis too. */
export async function forget(db: Queryable): Promise<void> {
  const memos = memosByDb.get(db);
  if (memos) await Promise.all([memos.local.clear(), memos.shared.clear()]);
}

// ---- keyv underneath ----------------------------------------------------------------------------

function cacheOver(stores: Keyv[]): SharedStore {
  let lastLogged = 0;
  for (const store of stores) {
    store.on('error', (error: unknown) => {
      if (Date.now() - lastLogged < 30_000) return;
      lastLogged = Date.now();
      console.error(`[store-api] cache store failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const cache = createCache({ stores });
  const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };
  return {
    get: <T>(key: string) => quietly(async () => (await cache.get<T>(key)) ?? undefined, undefined),
    set: (key, value, ttlMs) => quietly(async () => void (await cache.set(key, value, ttlMs)), undefined),
    wrap: (key, load, ttlMs) => cache.wrap(key, load, ttlMs),
    delete: (key) => quietly(async () => void (await cache.del(key)), undefined),
    clear: () => quietly(async () => void (await cache.clear()), undefined),
    close: () => quietly(() => cache.disconnect(), undefined),
  };
}

function redisStore(namespace: string, redisUrl: string): Keyv {
  return createKeyv(redisUrl, { namespace, throwOnConnectError: false, connectionTimeout: 1000 });
}

/** keyv's store contract over lru-cache (whose `set` takes options, not keyv's ttl number); `capMs` bounds every ttl. */
function lruStore(max: number, capMs?: number) {
  const lru = new LRUCache<string, NonNullable<unknown>>({ max });
  return {
    get: (key: string) => lru.get(key),
    set: (key: string, value: NonNullable<unknown>, ttl?: number) => {
      const bounded = capMs === undefined ? ttl : Math.min(ttl ?? capMs, capMs);
      lru.set(key, value, bounded ? { ttl: bounded } : {});
      return true;
    },
    delete: (key: string) => lru.delete(key),
    clear: () => lru.clear(),
  };
}
