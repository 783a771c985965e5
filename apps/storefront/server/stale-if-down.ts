// Express middleware for an unreachable Store API (issue 10): anonymous GETs are answered from the
// last good copy of the page (marked `x-aisle-stale`), every 502/503 gets a Retry-After, every 5xx
// is logged. Good copies are taken from responses the app marked shareable (SHAREABLE_HEADER).
import type { NextFunction, Request, Response } from 'express';
import { CART_COOKIE, readCookie } from '../app/lib/http/cookies.ts';
import type { EngineHealth } from '../app/lib/http/engine-health.ts';
import { SHAREABLE_HEADER, StalePages, storableHeaders } from '../app/lib/http/stale-pages.ts';

export const RETRY_AFTER_SECONDS = 30;

type Chunk = string | Buffer | Uint8Array;

export function staleIfDown(health: EngineHealth, pages = new StalePages()) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const anonymous = readCookie(request.headers.cookie ?? null, CART_COOKIE) !== '1';
    const key = request.originalUrl;
    if (read && anonymous && !health.up()) {
      const page = pages.get(key);
      if (page) {
        response.status(page.status).set(page.headers).set({ 'x-aisle-stale': '1', 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : page.body);
        return;
      }
    }

    let keep = false;
    let size = 0;
    const chunks: Buffer[] = [];
    let headers: ReturnType<typeof storableHeaders> = {};
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => Response;
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      keep = read && request.method === 'GET' && status === 200 && response.getHeader(SHAREABLE_HEADER) !== undefined;
      response.removeHeader(SHAREABLE_HEADER);
      if (status === 502 || status === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      if (status >= 500) console.error(`[storefront] ${request.method} ${request.originalUrl} answered ${status}${health.up() ? '' : ' (Store API unreachable)'}`);
      if (keep) headers = storableHeaders(response.getHeaders());
      return writeHead(status, ...rest);
    }) as Response['writeHead'];

    // res.send() hands its body to end() before the headers are written: decide from the headers set so far.
    const eligible = () => (response.headersSent ? keep : request.method === 'GET' && response.statusCode === 200 && response.getHeader(SHAREABLE_HEADER) !== undefined);
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (!eligible() || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= 512 * 1024) chunks.push(buffer);
    };
    const write = response.write.bind(response) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    response.write = ((chunk: Chunk, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    response.end = ((...args: unknown[]) => {
      capture(args[0], args[1]);
      return end(...args);
    }) as Response['end'];
    response.on('finish', () => {
      if (keep && size <= 512 * 1024) pages.store(key, { status: 200, headers, body: Buffer.concat(chunks), at: Date.now() });
    });
    next();
  };
}
