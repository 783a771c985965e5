// Request ids, JSON logs (pino) and metrics of the storefront server (docs/architecture.md §5). The request
// id comes from a proxy in front when it sent a sane one, else is made here; it travels to the
// Store API as `x-request-id` (see the session middleware) and back to the visitor.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';
import { requestKind, storefrontMetrics } from '../app/lib/metrics.server.ts';

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { app: 'storefront' } });

export function requestIdAndMetrics() {
  const metrics = storefrontMetrics();
  return (request: Request, response: Response, next: NextFunction): void => {
    const sent = request.headers[REQUEST_ID_HEADER];
    const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kind = requestKind(request.method, request.path);
      metrics.requests.inc({ method: request.method, kind, status: String(response.statusCode) });
      metrics.requestSeconds.observe({ method: request.method, kind }, seconds);
      if (kind !== 'asset' && kind !== 'static') {
        logger.info(
          {
            reqId: id,
            method: request.method,
            url: request.originalUrl,
            status: response.statusCode,
            ms: Math.round(seconds * 1000),
            cache: response.getHeader('x-aisle-cache'),
          },
          'request',
        );
      }
    });
    next();
  };
}
