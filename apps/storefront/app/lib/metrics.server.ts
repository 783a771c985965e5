// Prometheus metrics of the storefront (docs/architecture.md §5), served by server.ts at /metrics. The
// registry lives on globalThis: server.ts and the React Router bundle each load this module, and
// both must count into the same metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface StorefrontMetrics {
  registry: Registry;
  requests: Counter<'method' | 'kind' | 'status'>;
  requestSeconds: Histogram<'method' | 'kind'>;
  htmlCache: Counter<'result'>;
  storeApiSeconds: Histogram<'operation' | 'status'>;
  /** Requests rendering and waiting for a turn in this process (server/admission.ts). */
  admission: Gauge<'state'>;
  /** Requests answered with the busy page. */
  busy: Counter;
  /** Renders of the full-HTML cache that other visitors may wait for (server/html-cache.ts). */
  htmlCacheLeaders: Gauge;
}

const KEY = Symbol.for('aisle.storefront.metrics');
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function create(): StorefrontMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aisle_storefront_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'aisle_storefront_requests_total',
      help: 'HTTP requests by kind (page, data, action, asset) and status',
      labelNames: ['method', 'kind', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'aisle_storefront_request_duration_seconds',
      help: 'HTTP request latency by kind',
      labelNames: ['method', 'kind'],
      buckets: BUCKETS,
      registers,
    }),
    htmlCache: new Counter({
      name: 'aisle_storefront_html_cache_lookups_total',
      help: 'Full-HTML cache lookups by result (hit ratio = hit / all)',
      labelNames: ['result'],
      registers,
    }),
    storeApiSeconds: new Histogram({
      name: 'aisle_storefront_store_api_call_duration_seconds',
      help: 'Store API call latency by operation',
      labelNames: ['operation', 'status'],
      buckets: BUCKETS,
      registers,
    }),
    admission: new Gauge({
      name: 'aisle_storefront_admission_requests',
      help: 'Requests rendering (running) and waiting for a turn (waiting) in this process',
      labelNames: ['state'],
      registers,
    }),
    htmlCacheLeaders: new Gauge({
      name: 'aisle_storefront_html_cache_renders_in_flight',
      help: 'Pages this process is rendering for the full-HTML cache, which other visitors of the page wait for',
      registers,
    }),
    busy: new Counter({
      name: 'aisle_storefront_busy_total',
      help: 'Requests answered 503 with the busy page because the queue was full or the wait too long',
      registers,
    }),
  };
}

export function storefrontMetrics(): StorefrontMetrics {
  const holder = globalThis as { [KEY]?: StorefrontMetrics };
  holder[KEY] ??= create();
  return holder[KEY];
}

/** A bounded label for a request path: what kind of answer it is, not which URL. */
export function requestKind(method: string, path: string): string {
  if (path.startsWith('/assets/')) return 'asset';
  if (method !== 'GET' && method !== 'HEAD') return path.endsWith('.data') ? 'data-action' : 'action';
  if (path.endsWith('.data')) return 'data';
  if (/\.\w{2,5}$/.test(path)) return 'static';
  return 'page';
}
