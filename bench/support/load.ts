// HTTP load with autocannon: requests/second plus p50/p95/p99 over every response's latency
// (autocannon's own histogram has no p95, so each response time is recorded here).
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const settings: autocannon.Options = { url, connections: options.connections, duration: options.durationSeconds, method: options.method ?? 'GET' };
    if (options.headers) settings.headers = options.headers;
    if (options.body !== undefined) settings.body = options.body;
    const instance = autocannon(settings, (error: Error | null, result: autocannon.Result) => {
      if (error) {
        reject(error);
        return;
      }
      resolve({
        rps: result.requests.average,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        requests: times.length,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
}

export const formatLoad = (result: LoadResult): string =>
  `${result.rps.toFixed(0).padStart(5)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ''}`;
