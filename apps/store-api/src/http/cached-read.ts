// Shared, short-lived caching of catalogue reads (docs/adr/0008, docs/caches.md): the same route with the
// same parameters, language, currency and price display gives the same answer for a few seconds.
import type { FastifyRequest } from 'fastify';
import { memo } from '../cache-store.ts';
import type { AppDeps } from './deps.ts';
import { catalogContextOf, contextOf, payloadOf } from './request.ts';

const CATALOGUE_CACHE_MS = 10_000;

export async function cachedRead<T>(deps: AppDeps, request: FastifyRequest, route: string, compute: () => Promise<T>): Promise<T> {
  const ctx = contextOf(request);
  const cc = await catalogContextOf(deps, request);
  const { includes: _includes, ...payload } = payloadOf(request);
  const key = `read:${route}:${JSON.stringify([request.params, payload, ctx.languageId, ctx.currencyId, cc.price.displayGross, cc.includeSeoUrls, cc.mediaBaseUrl])}`;
  // JSON answers: shared by every engine (Redis with REDIS_URL).
  return memo(deps.db, key, CATALOGUE_CACHE_MS, compute, { shared: true });
}
