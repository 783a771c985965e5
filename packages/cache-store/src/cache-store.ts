// The one cache primitive of the engine and the storefront (docs/adr/0017-fleet.md, ADR 0035): keyv
// stores behind cache-manager, which gives read-through with stale-while-revalidate, one load for
// concurrent misses and tiers. Two shapes of it:
// - a cache store (whole values: pages, login throttles): Redis when `redisUrl` is set, so every
//   instance reads what one of them wrote, else a bounded in-memory LRU of serialised entries;
// - a lookup cache: an in-process LRU of live objects, in front of Redis when `redisUrl` is set
//   (`shared: false` keeps values in the process only).
// A cache that fails answers "miss": an unreachable Redis slows an app down, it never breaks it.
import KeyvRedis, { createKeyv, type RedisClientConnectionType } from '@keyv/redis';
import { createCache } from 'cache-manager';
import Keyv from 'keyv';
import { LRUCache } from 'lru-cache';

export interface CacheTtl {
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
  /** A Redis store's connection, for what needs Redis' own atomic commands (the engine's rate limiters); absent in memory. */
  readonly redis?: RedisAccess;
}

export interface RedisAccess {
  /** The prefix of this store's keys. */
  readonly namespace: string;
  /** node-redis, the store's one connection (closed with the store). */
  readonly client: RedisClientConnectionType;
  /** Connects the client unless it is open; never throws: a Redis that is away leaves it not ready (commands then fail at once). */
  ready(): Promise<void>;
}

interface CommonOptions {
  /** Keys are `namespace:key`; tests use a unique one on a shared Redis. */
  namespace: string;
  redisUrl?: string;
  /** Names the app in the (throttled) log line of a failing store: `[label] cache store failed`. */
  label?: string;
}

export interface CacheStoreOptions extends CommonOptions {
  /** Memory store only: bound on the number of entries (instead of their size). */
  maxEntries?: number;
  /** Memory store only: bound on the serialised size of all entries (when `maxEntries` is not given). */
  maxBytes?: number;
}

export interface LookupCacheOptions extends CommonOptions {
  /** Bound of the in-process layer. */
  maxEntries?: number;
  /** In front of Redis: how long a value stays in the process before it is read from Redis again. */
  localMs?: number;
  /** false: values stay in this process (not JSON, or too hot for a network round trip). */
  shared?: boolean;
  /**
   * A bound on what the in-process layer holds, keys and values measured as JSON, besides `maxEntries`:
   * for caches whose keys and values come from requests (an answer per criteria), where a count alone
   * lets large distinct requests keep hundreds of MB alive long after they expired (lru-cache drops an
   * expired entry only when it is read or pushed out). An entry larger than the bound is not kept.
   */
  maxBytes?: number;
}

const ERROR_LOG_INTERVAL_MS = 30_000;

/** Whole values shared by every instance: Redis, or serialised in a bounded LRU without it. */
export function createCacheStore({ namespace, redisUrl, label, maxEntries, maxBytes = 64 * 1024 * 1024 }: CacheStoreOptions): CacheStore {
  const bound: LRUCache.Options<string, NonNullable<unknown>, unknown> = maxEntries === undefined
    ? { maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, String(value).length) }
    : { max: maxEntries };
  if (!redisUrl) return cacheOver([new Keyv({ namespace, store: lruStore(bound) })], label);
  const store = redisStore(namespace, redisUrl);
  const adapter: unknown = store.store;
  if (!(adapter instanceof KeyvRedis)) return cacheOver([store], label);
  const redis: RedisAccess = {
    namespace,
    client: adapter.client,
    ready: async () => {
      await adapter.getClient().catch(() => undefined);
    },
  };
  return { ...cacheOver([store], label), redis };
}

/** Live objects in this process, in front of Redis when it is configured and the values are shared. */
export function createLookupCache({ namespace, redisUrl, label, maxEntries = 1000, localMs = 5_000, shared = true, maxBytes }: LookupCacheOptions): CacheStore {
  const remote = shared && redisUrl ? redisStore(namespace, redisUrl) : undefined;
  // Objects as they are (no serialisation); in front of Redis only for `localMs`, so that the
  // shared copy decides how old a value may get (and a `clear` elsewhere is seen here that late at most).
  const sized: LRUCache.Options<string, NonNullable<unknown>, unknown> = maxBytes === undefined
    ? { max: maxEntries }
    : { max: maxEntries, maxSize: maxBytes, sizeCalculation: (value, key) => key.length + jsonLength(value, maxBytes) };
  const local = new Keyv({ namespace, store: lruStore(sized, remote ? localMs : undefined), serialize: undefined, deserialize: undefined });
  return cacheOver(remote ? [local, remote] : [local], label);
}

function cacheOver(stores: Keyv[], label = 'cache-store'): CacheStore {
  let lastLogged = 0;
  for (const store of stores) {
    store.on('error', (error: unknown) => {
      if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      console.error(`[${label}] cache store failed: ${error instanceof Error ? error.message : String(error)}`);
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

/** The length of `value` as JSON; what cannot be measured counts as `unmeasurable` (so it is not kept). */
function jsonLength(value: unknown, unmeasurable: number): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return unmeasurable + 1;
  }
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
