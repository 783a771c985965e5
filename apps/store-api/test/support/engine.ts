// A real engine per test file: in-memory PGlite by default, a fresh PostgreSQL schema when
// DATABASE_URL points at PostgreSQL. Media goes to a shared cache folder (deterministic files).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { REPO_ROOT, readConfig } from '../../src/config.ts';
import type { ShopIdentity } from '../../src/domain/config/shop-identity.ts';
import { createEngine, type Engine } from '../../src/engine.ts';
import type { SalesChannelType } from '../../src/domain/seo/route-names.ts';
import { DEMO_ACCESS_KEY } from '../../src/seed/demo-constants.ts';

export const ADMIN_TOKEN = 'test-admin-token';

export interface TestEngineOptions {
  /** false: no background mail delivery (the test calls engine.outbox.runOnce). */
  mailWorker?: boolean;
  smtpUrl?: string;
  /** The merchant's shop the first start seeds (AISLE_SHOP_NAME, AISLE_SHOP_EMAIL, AISLE_SHOP_ADDRESS). */
  shop?: ShopIdentity;
  /** STORE_API_DEVICE_SECRET, for tests that sign device tokens themselves. */
  deviceSecret?: string;
  /** The route-name family the demo seed writes its SEO URLs against (storefront by default). */
  salesChannelType?: SalesChannelType;
}

export async function startTestEngine(options: TestEngineOptions = {}): Promise<Engine> {
  const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const config = {
    ...readConfig({}),
    databaseUrl: postgres ?? 'memory://',
    mediaDir: join(REPO_ROOT, 'data', 'test-media'),
    adminToken: ADMIN_TOKEN,
    smtpUrl: options.smtpUrl,
    shop: options.shop,
    ...(options.deviceSecret ? { deviceSecret: options.deviceSecret } : {}),
    salesChannelType: options.salesChannelType ?? 'storefront',
    // Request logs would drown the test output.
    logLevel: 'silent',
  };
  return createEngine(config, { schema: postgres ? `test_${randomBytes(6).toString('hex')}` : undefined, mailWorker: options.mailWorker });
}

export interface CallOptions {
  method?: InjectOptions['method'];
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  accessKey?: string | null;
  query?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
  token: string | undefined;
}

/** One Store API call through fastify.inject (real routing, hooks and serialization). */
export async function call(app: FastifyInstance, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.accessKey !== null) headers['sw-access-key'] = options.accessKey ?? DEMO_ACCESS_KEY;
  if (options.token) headers['sw-context-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url: `/store-api${path}`,
    headers,
    query: options.query,
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = response.body;
  const token = response.headers['sw-context-token'];
  return {
    status: response.statusCode,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
    token: typeof token === 'string' ? token : undefined,
  };
}
