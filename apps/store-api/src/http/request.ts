// Request helpers shared by the route modules.
import type { FastifyRequest } from 'fastify';
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

/** Criteria and other parameters: query string for GET, JSON body (over the query) for POST. */
export function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as Record<string, unknown>) } : { ...query };
}

/** The JSON body of a write route (an empty object when it is missing or not an object). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
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
