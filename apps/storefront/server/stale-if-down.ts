// Express middleware for an unreachable Store API (ADR 0015): anonymous GETs are answered from the
// last good copy of the page (marked `x-aisle-stale`), every 502/503 gets a Retry-After, every 5xx
// is logged. Good copies are taken from responses the app marked shareable (SHAREABLE_HEADER).
import type { NextFunction, Request, Response } from 'express';
import { CART_COOKIE, readCookie } from '../app/lib/http/cookies.ts';
import type { EngineHealth } from '../app/lib/http/engine-health.ts';
import { SHAREABLE_HEADER, StalePages } from '../app/lib/http/stale-pages.ts';
import { captureResponse } from './capture-response.ts';
import { BUSY_ANSWER } from './back-pressure.ts';
import { representationKey } from '../app/features/agents/index.ts';

const RETRY_AFTER_SECONDS = 30;

/** `marketHost`: the market host a request names, whose pages are that market's (ADR 0041). */
export function staleIfDown(health: EngineHealth, pages = new StalePages(), marketHost: (request: Request) => string | undefined = () => undefined) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const anonymous = readCookie(request.headers.cookie ?? null, CART_COOKIE) !== '1';
    const host = marketHost(request);
    // The page's HTML and its Markdown are different copies (features/agents).
    const key = `${host ?? ''}${request.originalUrl}${representationKey(request.headers.accept)}`;
    if (read && anonymous && !health.up()) {
      const page = pages.get(key);
      if (page) {
        response.status(page.status).set(page.headers).set({ 'x-aisle-stale': '1', 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : page.body);
        return;
      }
    }

    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => Response;
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      response.removeHeader(SHAREABLE_HEADER);
      // The busy page (back-pressure.ts) brings its own, shorter wait, and its own metric instead of
      // a log line each: an overloaded process should not also write thousands of them.
      const busy = response.locals[BUSY_ANSWER] === true;
      if ((status === 502 || status === 503) && !busy) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      if (status >= 500 && !busy)
        console.error(`[storefront] ${request.method} ${request.originalUrl} answered ${status}${health.up() ? '' : ' (Store API unreachable)'}`);
      return writeHead(status, ...rest);
    }) as Response['writeHead'];
    // Wrapped after the lines above, so it decides while the shareable mark is still on the response.
    captureResponse(
      request,
      response,
      (status) => status === 200 && response.getHeader(SHAREABLE_HEADER) !== undefined,
      (page) => pages.store(key, page),
    );
    next();
  };
}
