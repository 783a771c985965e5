// One cache-store interface for what storefront instances may share (ARCHITECTURE §3 "Caching", §5):
// keyv over a bounded in-memory LRU by default, over Redis when REDIS_URL is set so that every
// instance reads what one of them wrote. A cache that fails answers "miss": an unreachable Redis
// slows pages down to uncached speed, it never breaks them.
import { createKeyv } from '@keyv/redis';
import Keyv from 'keyv';
import { LRUCache } from 'lru-cache';

export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface CacheStoreOptions {
  /** Keys are `namespace:key`; tests use a unique one on a shared Redis. */
  namespace: string;
  redisUrl?: string;
  /** Memory store only: bound on the serialised size of all entries. */
  maxBytes?: number;
}

const ERROR_LOG_INTERVAL_MS = 30_000;

export function createCacheStore({ namespace, redisUrl, maxBytes = 64 * 1024 * 1024 }: CacheStoreOptions): CacheStore {
  const keyv: Keyv = redisUrl
    ? createKeyv(redisUrl, { namespace, throwOnConnectError: false, connectionTimeout: 1000 })
    : new Keyv({ namespace, store: memoryStore(maxBytes) });
  let lastLogged = 0;
  keyv.on('error', (error: unknown) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    console.error(`[storefront] cache store (${redisUrl ? 'redis' : 'memory'}) failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    async get<T>(key: string) {
      try {
        return (await keyv.get<T>(key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await keyv.set(key, value, ttlMs);
      } catch {
        // A cache that cannot write is a cache that misses.
      }
    },
    async delete(key) {
      try {
        await keyv.delete(key);
      } catch {
        // Entries expire on their own.
      }
    },
    async close() {
      await keyv.disconnect().catch(() => undefined);
    },
  };
}

/** keyv's store contract over lru-cache, whose `set` takes options rather than keyv's ttl number. */
function memoryStore(maxBytes: number) {
  // keyv serialises values to strings for stores that are not Maps, so the length is the size.
  const lru = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, value.length) });
  return {
    get: (key: string) => lru.get(key),
    set: (key: string, value: string, ttl?: number) => {
      lru.set(key, value, ttl ? { ttl } : {});
      return true;
    },
    delete: (key: string) => lru.delete(key),
    clear: () => lru.clear(),
  };
}
