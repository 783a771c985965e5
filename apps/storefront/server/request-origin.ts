// The origin each request was addressed to, for the markets with a host of their own (ADR 0041): the
// app resolves a request's markets by it (i18n/locales.ts) wherever it runs during that request, the
// streamed rest of the page included, without passing it down every call. Computed as React Router's
// express adapter computes the request URL's origin, so both agree: the scheme and host name express
// reports (X-Forwarded-Proto/-Host only behind a trusted proxy) and the port of the Host header (or of
// a trusted X-Forwarded-Host).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { installRequestOrigin } from '../app/lib/merchant/config.ts';

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(':')[1] ?? '', 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

export function originOf(request: Pick<Request, 'protocol' | 'hostname' | 'app' | 'get'>): string {
  const forwarded = request.app.enabled('trust proxy') ? request.get('x-forwarded-host') : undefined;
  const port = portOf(forwarded) ?? portOf(request.get('host'));
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return `${request.protocol}://${hostname}${port === undefined ? '' : `:${port}`}`;
}

/** Middleware: everything the rest of the request runs (its render and stream too) sees its origin. */
export function requestOriginScope() {
  const origins = new AsyncLocalStorage<string>();
  installRequestOrigin(() => origins.getStore());
  return (request: Request, _response: Response, next: NextFunction): void => {
    origins.run(originOf(request), next);
  };
}
