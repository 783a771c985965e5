// Request ids cross from the storefront into the engine's logs and answers; /metrics counts requests
// per route pattern (bounded labels) and answers in Prometheus' text format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.ts';
import { call, startTestEngine } from './support/engine.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await startTestEngine({ mailWorker: false });
});
afterAll(async () => {
  await engine.close();
});

describe('observability', () => {
  it('echoes a sane request id and replaces an insane one', async () => {
    const kept = await call(engine.app, '/context', { headers: { 'x-request-id': 'sf-1234-abcd' } });
    expect(kept.headers['x-request-id']).toBe('sf-1234-abcd');
    const replaced = await call(engine.app, '/context', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts requests by route pattern, not by URL', async () => {
    await call(engine.app, '/product/0123456789abcdef0123456789abcdef', { method: 'POST', body: {} });
    const metrics = await engine.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/aisle_store_api_requests_total\{method="GET",route="\/store-api\/context",status="200"\} [1-9]/);
    expect(metrics.body).toContain('route="/store-api/product/:productId"');
    expect(metrics.body).not.toContain('0123456789abcdef0123456789abcdef');
    expect(metrics.body).toContain('aisle_store_api_orders_placed_total 0');
  });
});
