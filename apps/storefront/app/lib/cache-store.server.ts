// Lookup caches of feature code on the one cache primitive (`@aisle/cache-store`, docs/caches.md,
// docs/adr/0017-fleet.md), configured from the storefront's environment.
import { createLookupCache, type CacheStore, type LookupCacheOptions } from '@aisle/cache-store';
import { readServerConfig } from './config.server.ts';

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
        cache = createLookupCache({ namespace: `${config.cachePrefix}:lookup:${name}`, redisUrl: config.redisUrl, label: 'storefront', ...options });
      }
      return cache.wrap(key, load, ttl);
    },
  };
}
