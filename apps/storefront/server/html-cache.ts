// The storefront's own shared cache of whole anonymous pages (issue 14): what a CDN would keep, for
// a shop without one. Pages the app answered with `Cache-Control: public` and no Set-Cookie are
// stored in the cache store (Redis when REDIS_URL is set, so one instance serves what another
// rendered) and given to cookie-less visitors while fresh (`s-maxage`), marked `x-aisle-cache: hit`.
import type { NextFunction, Request, Response } from 'express';
import type { CacheStore } from '../app/lib/cache-store.server.ts';
import { CART_COOKIE, FLASH_COOKIE, readContextToken, readCookie } from '../app/lib/http/cookies.ts';
import type { StoredPage } from '../app/lib/http/stale-pages.ts';
import { preferredLocale } from '../app/i18n/accept-language.ts';
import { captureResponse } from './capture-response.ts';

const HTML_CACHE_HEADER = 'x-aisle-cache';
const PER_RESPONSE = new Set(['x-request-id', 'date', HTML_CACHE_HEADER]);

interface CachedPage {
  status: number;
  headers: StoredPage['headers'];
  body: string;
  at: number;
}

export interface HtmlCacheOptions {
  store: CacheStore;
  /** Part of every key: during a rolling deploy, instances never serve pages of another build. */
  build?: string;
  /** The public host (PUBLIC_URL): pages do not depend on the Host header then, so every instance shares them. */
  publicHost?: string;
  /** Falls back to s-maxage of the page's own Cache-Control. */
  freshMs?: number;
  onLookup?: (hit: boolean) => void;
}

/** Visitors without a context, a cart or a flash message get what every such visitor gets. */
function cookielessVisitor(cookieHeader: string | undefined): boolean {
  const cookies = cookieHeader ?? null;
  return readContextToken(cookies) === undefined && readCookie(cookies, FLASH_COOKIE) === undefined && readCookie(cookies, CART_COOKIE) !== '1';
}

function pageKey(request: Pick<Request, 'originalUrl' | 'path'> & { get(name: string): string | undefined }, publicHost?: string): string {
  // `/` redirects by Accept-Language (the page Varies on it); every other URL names its locale.
  const language = request.path === '/' ? `|${preferredLocale(request.get('accept-language') ?? null) ?? ''}` : '';
  return `page:${publicHost ?? request.get('host') ?? ''}${request.originalUrl}${language}`;
}

/** Seconds of `s-maxage` in a `public` Cache-Control, or undefined when shared caches must not keep it. */
export function sharedMaxAge(cacheControl: unknown): number | undefined {
  if (typeof cacheControl !== 'string' || !/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return undefined;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

export function htmlCache({ store, build = '', publicHost, freshMs, onLookup }: HtmlCacheOptions) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !cookielessVisitor(request.headers.cookie) || process.env.STOREFRONT_HTML_CACHE === '0') {
      next();
      return;
    }
    const key = `${build}|${pageKey(request, publicHost)}`;
    const page = await store.get<CachedPage>(key);
    onLookup?.(page !== undefined);
    if (page) {
      response
        .status(page.status)
        .set(page.headers)
        .set({ [HTML_CACHE_HEADER]: 'hit', age: String(Math.max(0, Math.round((Date.now() - page.at) / 1000))) });
      response.end(request.method === 'HEAD' ? undefined : Buffer.from(page.body, 'base64'));
      return;
    }
    let ttlMs = 0;
    captureResponse(
      request,
      response,
      (status) => {
        const maxAge = sharedMaxAge(response.getHeader('cache-control'));
        ttlMs = freshMs ?? (maxAge ?? 0) * 1000;
        return status === 200 && maxAge !== undefined && ttlMs > 0 && !response.hasHeader('set-cookie');
      },
      (captured) => {
        // Per response, not per page: this request's id and date, and the miss mark.
        const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())));
        const cached: CachedPage = { status: captured.status, headers, body: captured.body.toString('base64'), at: captured.at };
        void store.set(key, cached, ttlMs);
      },
    );
    response.set(HTML_CACHE_HEADER, 'miss');
    next();
  };
}
