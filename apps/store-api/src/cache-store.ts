// The engine's store for state several engines must share (login throttling): keyv over a bounded
// in-memory LRU by default, over Redis when REDIS_URL is set (docs/adr/0017-fleet.md). A store that
// fails answers "nothing recorded" rather than failing logins.
import { createKeyv } from '@keyv/redis';
import Keyv from 'keyv';
import { LRUCache } from 'lru-cache';

export interface SharedStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createSharedStore(options: { namespace: string; redisUrl?: string; maxKeys?: number }): SharedStore {
  const keyv: Keyv = options.redisUrl
    ? createKeyv(options.redisUrl, { namespace: options.namespace, throwOnConnectError: false, connectionTimeout: 1000 })
    : new Keyv({ namespace: options.namespace, store: lruStore(options.maxKeys ?? 20_000) });
  let lastLogged = 0;
  keyv.on('error', (error: unknown) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    console.error(`[store-api] shared store failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };
  return {
    get: <T>(key: string) => quietly(async () => (await keyv.get<T>(key)) ?? undefined, undefined),
    set: (key, value, ttlMs) => quietly(async () => void (await keyv.set(key, value, ttlMs)), undefined),
    delete: (key) => quietly(async () => void (await keyv.delete(key)), undefined),
    close: () => quietly(() => keyv.disconnect(), undefined),
  };
}

/** keyv's store contract over lru-cache (whose `set` takes options, not keyv's ttl number). */
function lruStore(max: number) {
  const lru = new LRUCache<string, string>({ max });
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
