// Request ids cross from the storefront into the engine's logs and answers; /metrics counts requests
// per route pattern (bounded labels) and answers in Prometheus' text format.
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/http/app.ts';
import { createMailer } from '../src/domain/mail/mailer.ts';
import { filesystemStorage } from '../src/storage/file-storage.ts';
import { readConfig } from '../src/config.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });

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

  it('serves /metrics to loopback only by default, to anyone else with the bearer token', async () => {
    const metrics = (remoteAddress: string, headers: Record<string, string> = {}) =>
      engine.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await metrics('127.0.0.1')).statusCode).toBe(200);
    expect((await metrics('::1')).statusCode).toBe(200);
    const outside = await metrics('203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ errors: [{ status: '403' }] });
    expect(outside.body).not.toContain('aisle_store_api_');
    // Through the loopback proxy (the storefront, nginx) for an outside client: refused too.
    expect((await metrics('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
  });

  it('takes STORE_API_METRICS_ALLOW (addresses, CIDRs) and METRICS_TOKEN', async () => {
    const config = { ...readConfig({ STORE_API_METRICS_ALLOW: '10.1.0.0/16, 192.0.2.5', METRICS_TOKEN: 'scrape-secret-123' }), logLevel: 'silent' };
    const app = await buildApp({ ...engineDeps(), config });
    try {
      const metrics = (remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await metrics('10.1.2.3')).statusCode).toBe(200);
      expect((await metrics('192.0.2.5')).statusCode).toBe(200);
      expect((await metrics('127.0.0.1')).statusCode).toBe(403);
      expect((await metrics('198.51.100.1', { authorization: 'Bearer scrape-secret-123' })).statusCode).toBe(200);
      expect((await metrics('198.51.100.1', { authorization: 'Bearer wrong' })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('sends Permissions-Policy always and HSTS when the public URL is https', async () => {
    const plain = await call(engine.app, '/context');
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const config = { ...readConfig({ STORE_API_PUBLIC_URL: 'https://api.shop.example' }), logLevel: 'silent' };
    const app = await buildApp({ ...engineDeps(), config });
    try {
      const secure = await app.inject({ method: 'GET', url: '/healthz' });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(secure.headers['permissions-policy']).toContain('geolocation=()');
    } finally {
      await app.close();
    }
  });
});

/** The running engine's database with fresh other parts, for a second app with another configuration. */
function engineDeps() {
  const files = join(tmpdir(), 'aisle-observability-test');
  return {
    db: engine.db,
    mailer: createMailer(engine.db),
    files: { media: filesystemStorage(join(files, 'media'), { publicPrefix: 'media' }), downloads: filesystemStorage(join(files, 'downloads')) },
  };
}
