// Request helpers shared by the route modules.
import type { FastifyRequest } from 'fastify';
import { catalogContext, type CatalogContext } from '../domain/catalog/products/catalog-context.ts';
import type { RequestContext } from '../domain/context/session.ts';
import { parseCriteria } from '../domain/criteria/parse.ts';
import type { Criteria } from '../domain/criteria/types.ts';
import { unthrottled, type Throttle, type ThrottleName } from '../domain/throttles.ts';
import type { AppDeps } from './deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    storeContext: RequestContext | undefined;
  }
}

/** A JSON object (or a parsed query string or form): what the parameter readers below accept. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed query string (qs, query-string.ts); an empty object when there is none. */
export function queryOf(request: FastifyRequest): Record<string, unknown> {
  return isRecord(request.query) ? request.query : {};
}

/** Criteria and other parameters: query string for GET, JSON body (over the query) for POST. */
export function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return isRecord(body) ? { ...queryOf(request), ...body } : { ...queryOf(request) };
}

/**
 * A request header as the one text Node gives for it: only `set-cookie` comes as a list (Node joins
 * repeated headers with ", "), so the list in the header type is never another header's value.
 */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The JSON body of a write route (an empty object when it is missing or not an object). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return isRecord(request.body) ? request.body : {};
}

export function criteriaOf(request: FastifyRequest): Criteria {
  return parseCriteria(payloadOf(request));
}

/** The throttle of one kind for this request's client (request.ip: the shopper's address behind a trusted proxy). */
export function throttleOf(deps: AppDeps, name: ThrottleName, request: FastifyRequest): Throttle {
  const throttles = deps.throttles;
  return throttles ? (subject) => throttles.consume(name, subject, request.ip) : unthrottled;
}

export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.storeContext) throw new Error('Store API context missing: route registered outside the /store-api scope.');
  return request.storeContext;
}

/** Absolute origin media URLs are built from: STORE_API_PUBLIC_URL, else what the client called. */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/store-api\/?$/, '').replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether entities of this answer carry their SEO URLs: asked by the `sw-include-seo-urls` header or,
 * as for every association in Shopware, by criteria naming `seoUrls` (vue-demo-store's variant switch
 * reads them from the product it asked for).
 */
export function wantsSeoUrls(request: FastifyRequest): boolean {
  if (request.headers['sw-include-seo-urls'] !== undefined) return true;
  const associations = payloadOf(request).associations;
  return isRecord(associations) && Object.hasOwn(associations, 'seoUrls');
}

const catalogContexts = new WeakMap<RequestContext, Map<boolean, Promise<CatalogContext>>>();

/**
 * The request's catalogue context, computed once per request: a cached read needs it for its key
 * and the route again for the answer. SEO URLs as the header or the criteria ask (wantsSeoUrls), unless told.
 */
export function catalogContextOf(deps: AppDeps, request: FastifyRequest, includeSeoUrls = wantsSeoUrls(request)): Promise<CatalogContext> {
  const ctx = contextOf(request);
  const known = catalogContexts.get(ctx) ?? new Map<boolean, Promise<CatalogContext>>();
  catalogContexts.set(ctx, known);
  const found = known.get(includeSeoUrls);
  if (found) return found;
  const computed = catalogContext(deps.db, ctx, publicBaseUrl(request, deps.config.publicUrl), includeSeoUrls);
  known.set(includeSeoUrls, computed);
  return computed;
}
