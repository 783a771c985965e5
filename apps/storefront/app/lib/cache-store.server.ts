// The storefront's one cache primitive (ARCHITECTURE §3 "Caching", docs/adr/0017-fleet.md): keyv
// stores behind cache-manager, which gives read-through with stale-while-revalidate, one load for
// concurrent misses and tiers. Two shapes of it:
// - a shared store (whole pages): Redis when REDIS_URL is set, so every instance reads what one of
//   them wrote, else a byte-bounded in-memory LRU of serialised entries;
// - a lookup cache: an in-process LRU of live objects, in front of Redis when REDIS_URL is set
//   (`shared: false` keeps values in the process only).
// A cache that fails answers "miss": an unreachable Redis slows pages down, it never breaks them.
import { createKeyv } from '@keyv/redis';
import { createCache } from 'cache-manager';
import Keyv from 'keyv';
import { LRUCache } from 'lru-cache';
import { readServerConfig } from './config.server.ts';

interface CacheTtl {
  /** Served as it is for this long. */
  freshMs: number;
  /** Then served while one background load refreshes it, until this age (default: freshMs). */
  staleMs?: number;
}

export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Read-through: concurrent misses share one load, failures are never kept. */
  wrap<T>(key: string, load: () => Promise<T>, ttl: CacheTtl): Promise<T>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheStoreOptions {
  /** Keys are `namespace:key`; tests use a unique one on a shared Redis. */
  namespace: string;
  redisUrl?: string;
  /** Memory store only: bound on the serialised size of all entries. */
  maxBytes?: number;
}

export interface LookupCacheOptions {
  namespace: string;
  redisUrl?: string;
  /** Bound of the in-process layer. */
  maxEntries?: number;
  /** In front of Redis: how long a value stays in the process before it is read from Redis again. */
  localMs?: number;
  /** false: values stay in this process (not JSON, or too hot for a network round trip). */
  shared?: boolean;
}

const ERROR_LOG_INTERVAL_MS = 30_000;

/** Whole values shared by every instance: Redis, or serialised in a byte-bounded LRU without it. */
export function createCacheStore({ namespace, redisUrl, maxBytes = 64 * 1024 * 1024 }: CacheStoreOptions): CacheStore {
  return cacheOver([
    redisUrl
      ? redisStore(namespace, redisUrl)
      : new Keyv({ namespace, store: lruStore({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, String(value).length) }) }),
  ]);
}

/** Live objects in this process, in front of Redis when it is configured and the values are shared. */
export function createLookupCache({ namespace, redisUrl, maxEntries = 1000, localMs = 5_000, shared = true }: LookupCacheOptions): CacheStore {
  const remote = shared && redisUrl ? redisStore(namespace, redisUrl) : undefined;
  // Objects as they are (no serialisation); in front of Redis only for `localMs`, so that the
  // shared copy decides how old a value may get.
  const local = new Keyv({ namespace, store: lruStore({ max: maxEntries }, remote ? localMs : undefined), serialize: undefined, deserialize: undefined });
  return cacheOver(remote ? [local, remote] : [local]);
}

/**
 * A lookup cache of this process made on first use from the storefront's configuration (module-level
 * caches of feature code; the Redis connection opens only when a lookup is made).
 */
export function lazyLookupCache(name: string, options: Omit<LookupCacheOptions, 'namespace' | 'redisUrl'> = {}): Pick<CacheStore, 'wrap'> {
  let cache: CacheStore | undefined;
  return {
    wrap(key, load, ttl) {
      if (!cache) {
        const config = readServerConfig();
        cache = createLookupCache({ namespace: `${config.cachePrefix}:lookup:${name}`, redisUrl: config.redisUrl, ...options });
      }
      return cache.wrap(key, load, ttl);
    },
  };
}

function cacheOver(stores: Keyv[]): CacheStore {
  let lastLogged = 0;
  for (const store of stores) {
    store.on('error', (error: unknown) => {
      if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      console.error(`[storefront] cache store failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const cache = createCache({ stores });
  return {
    async get<T>(key: string) {
      return (await cache.get<T>(key).catch(() => undefined)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      // A cache that cannot write is a cache that misses.
      await cache.set(key, value, ttlMs).catch(() => undefined);
    },
    wrap<T>(key: string, load: () => Promise<T>, { freshMs, staleMs = freshMs }: CacheTtl) {
      // cache-manager refreshes in the background once less than `refreshThreshold` of the ttl is left.
      return cache.wrap(key, load, { ttl: staleMs, refreshThreshold: staleMs > freshMs ? staleMs - freshMs : undefined });
    },
    async delete(key) {
      await cache.del(key).catch(() => undefined);
    },
    async clear() {
      await cache.clear().catch(() => undefined);
    },
    async close() {
      await cache.disconnect().catch(() => undefined);
    },
  };
}

function redisStore(namespace: string, redisUrl: string): Keyv {
  return createKeyv(redisUrl, { namespace, throwOnConnectError: false, connectionTimeout: 1000 });
}

/** keyv's store contract over lru-cache (whose `set` takes options, not keyv's ttl number); `capMs` bounds every ttl. */
function lruStore(options: LRUCache.Options<string, NonNullable<unknown>, unknown>, capMs?: number) {
  const lru = new LRUCache<string, NonNullable<unknown>>(options);
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
