// The storefront's own shared cache of whole anonymous pages (ADR 0017): what a CDN would keep, for
// a shop without one. Pages the app answered with `Cache-Control: public` and no Set-Cookie are
// stored in the cache store (Redis when REDIS_URL is set, so one instance serves what another
// rendered) and given to cookie-less visitors while fresh (`s-maxage`), marked `x-aisle-cache: hit`.
// Visitors who miss a page that this process is rendering already wait for that render and get its
// copy (ADR 0026): a rush on a page that just expired, or on a cold start, renders it once, not once
// per visitor.
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { CacheStore } from '@aisle/cache-store';
import { CART_COOKIE, FLASH_COOKIE, readContextToken, readCookie } from '../app/lib/http/cookies.ts';
import type { StoredPage } from '../app/lib/http/stale-pages.ts';
import { CONSENT_COOKIE, consentCacheKey } from '../app/features/consent/consent.ts';
import { preferredLocale } from '../app/i18n/accept-language.ts';
import { representationKey } from '../app/features/agents/index.ts';
import { captureResponse } from './capture-response.ts';
import { bodyFor, encodeBody, type EncodedBody } from './encoded-body.ts';
import { responseDone, whenResponseDone } from './response-done.ts';

const HTML_CACHE_HEADER = 'x-aisle-cache';
const PER_RESPONSE = new Set(['x-request-id', 'date', HTML_CACHE_HEADER]);

interface CachedPage {
  status: number;
  headers: StoredPage['headers'];
  body: EncodedBody;
  at: number;
}

export interface HtmlCacheOptions {
  store: CacheStore;
  /** Part of every key: during a rolling deploy, instances never serve pages of another build. */
  build?: string;
  /** The public host (PUBLIC_URL): pages do not depend on the Host header then, so every instance shares them. */
  publicHost?: string;
  /** The market host a request names (a market with a host of its own): its pages are that market's. */
  marketHost?: (request: Request) => string | undefined;
  /** Falls back to s-maxage of the page's own Cache-Control. */
  freshMs?: number;
  onLookup?: (hit: boolean) => void;
  /** How long a visitor waits for another visitor's render of the same page before rendering it too. */
  followerWaitMs?: number;
}

/** Visitors without a context, a cart or a flash message get what every such visitor gets. */
function cookielessVisitor(cookieHeader: string | undefined): boolean {
  const cookies = cookieHeader ?? null;
  return readContextToken(cookies) === undefined && readCookie(cookies, FLASH_COOKIE) === undefined && readCookie(cookies, CART_COOKIE) !== '1';
}

function pageKey(request: Pick<Request, 'originalUrl' | 'path'> & { get(name: string): string | undefined }, host: string | undefined): string {
  // `/` redirects by Accept-Language (the page Varies on it); every other URL names its locale.
  const language = request.path === '/' ? `|${preferredLocale(request.get('accept-language') ?? null) ?? ''}` : '';
  // The consent banner shows until a choice is stored: pages differ by that choice (features/consent).
  const consent = consentCacheKey(readCookie(request.get('cookie') ?? null, CONSENT_COOKIE));
  // A page's HTML and its Markdown (`Accept: text/markdown`, features/agents) are kept apart.
  const representation = representationKey(request.get('accept'));
  return `page:${host ?? request.get('host') ?? ''}${request.originalUrl}${language}${consent ? `|${consent}` : ''}${representation}`;
}

/** Seconds of `s-maxage` in a `public` Cache-Control, or undefined when shared caches must not keep it. */
export function sharedMaxAge(cacheControl: unknown): number | undefined {
  if (typeof cacheControl !== 'string' || !/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return undefined;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * A copy this code can serve. The key names the client build only, so during a deploy that changes
 * the server alone, Redis may still hold copies in the earlier shape (an uncompressed body): a miss.
 */
function usable(value: unknown): CachedPage | undefined {
  if (typeof value !== 'object' || value === null || !('body' in value)) return undefined;
  const { body } = value;
  return typeof body === 'object' && body !== null && 'br' in body && 'gzip' in body ? (value as CachedPage) : undefined;
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function htmlCache({ store, build = '', publicHost, marketHost, freshMs, onLookup, followerWaitMs = 10_000 }: HtmlCacheOptions) {
  // Renders in flight in this process, by key; settled once the copy is stored, or as soon as the
  // answer's head shows it will not be kept.
  const rendering = new Map<string, Promise<void>>();
  // Pages answered lately without a copy (private, setting cookies, errors): their visitors never
  // wait for each other.
  const notKept = new LRUCache<string, true>({ max: 1000, ttl: 60_000 });
  const serve = (request: Request, response: Response, page: CachedPage) => {
    // Brotli whenever accepted at all (browsers list gzip first), as the compression middleware does.
    const accepted = request.acceptsEncodings('br') ? 'br' : request.acceptsEncodings('gzip') ? 'gzip' : false;
    const { encoding, body } = bodyFor(page.body, accepted);
    response
      .status(page.status)
      .set(page.headers)
      .set({ [HTML_CACHE_HEADER]: 'hit', age: String(Math.max(0, Math.round((Date.now() - page.at) / 1000))), 'content-length': String(body.length) });
    // Already encoded: the compression middleware leaves an answer with a Content-Encoding alone.
    if (encoding !== 'identity') response.set('content-encoding', encoding);
    response.vary('Accept-Encoding');
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const middleware = async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !cookielessVisitor(request.headers.cookie) || process.env.STOREFRONT_HTML_CACHE === '0') {
      next();
      return;
    }
    const key = `${build}|${pageKey(request, marketHost?.(request) ?? publicHost)}`;
    let page = usable(await store.get<unknown>(key));
    const inFlight = page || notKept.has(key) ? undefined : rendering.get(key);
    if (inFlight) {
      await settledWithin(inFlight, followerWaitMs);
      page = usable(await store.get<unknown>(key));
    }
    // Gone while the cache was read or another render awaited: nothing to answer, nothing to lead.
    if (responseDone(response)) return;
    onLookup?.(page !== undefined);
    if (page) {
      serve(request, response, page);
      return;
    }
    let storing: Promise<void> | undefined;
    let settle = () => undefined as void;
    const leads = !rendering.has(key);
    if (leads) {
      let resolve = () => undefined as void;
      const done = new Promise<void>((settled) => (resolve = settled));
      rendering.set(key, done);
      settle = () => {
        if (rendering.get(key) === done) rendering.delete(key);
        resolve();
      };
    }
    let ttlMs = 0;
    captureResponse(
      request,
      response,
      (status) => {
        const maxAge = sharedMaxAge(response.getHeader('cache-control'));
        ttlMs = freshMs ?? (maxAge ?? 0) * 1000;
        const kept = status === 200 && maxAge !== undefined && ttlMs > 0 && !response.hasHeader('set-cookie');
        if (!kept) {
          notKept.set(key, true);
          settle();
        }
        return kept;
      },
      (captured) => {
        // Per response, not per page: this request's id and date, and the miss mark.
        const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())));
        storing = encodeBody(captured.body).then(
          (body) => store.set(key, { status: captured.status, headers, body, at: captured.at } satisfies CachedPage, ttlMs),
          () => undefined,
        );
      },
    );
    // After captureResponse: its 'finish' listener runs first and hands over the copy being stored.
    if (leads) whenResponseDone(response, () => void (storing ?? Promise.resolve()).finally(settle));
    response.set(HTML_CACHE_HEADER, 'miss');
    next();
  };
  /** Renders in flight that followers may wait for: back to 0 when no page is being rendered. */
  return Object.assign(middleware, {
    get leaders() {
      return rendering.size;
    },
  });
}
