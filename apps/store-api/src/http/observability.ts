// Logs and metrics of the engine (docs/architecture.md §5): Fastify's pino logger with the request id the
// storefront sends (`x-request-id`, echoed back), and Prometheus metrics at /metrics — request rate
// and latency per route, orders placed. One registry per app, so tests can build many apps.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { domainError } from '../domain/errors.ts';
import { toEnvelope } from './errors.ts';
import type { MetricsAccess } from './metrics-access.ts';

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify options for JSON logs (pino) with request ids; `silent` turns the logger off. */
export function loggingOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'requestIdHeader' | 'genReqId' | 'disableRequestLogging'> {
  return {
    logger: level === 'silent' ? false : { level },
    // The storefront's id when it sent a sane one, else a fresh one.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers[REQUEST_ID_HEADER];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
  };
}

/** `access` decides who may read /metrics (metrics-access.ts); everyone else gets 403. */
export function registerObservability(app: FastifyInstance, access: MetricsAccess): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aisle_store_api_' });
  const requests = new Counter({
    name: 'aisle_store_api_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'aisle_store_api_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const orders = new Counter({ name: 'aisle_store_api_orders_placed_total', help: 'Orders placed through /checkout/order', registers: [registry] });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: bounded label values.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === '/store-api/checkout/order' && reply.statusCode === 200) orders.inc();
  });
  app.get('/metrics', async (request, reply) => {
    if (!access(request.ip, request.headers.authorization))
      return reply.code(403).send(toEnvelope(domainError(403, 'FRAMEWORK__ACCESS_DENIED', 'Metrics are served to the configured addresses only.')));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
