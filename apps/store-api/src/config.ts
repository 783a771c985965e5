// Engine configuration from the environment (documented in the repo README).
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

export interface EngineConfig {
  port: number;
  host: string;
  /** '' → PGlite file in dataDir; 'memory://' → in-memory PGlite; postgres://… → PostgreSQL. */
  databaseUrl: string;
  dataDir: string;
  mediaDir: string;
  /** Absolute base URL media and links are built from (what browsers reach). */
  publicUrl: string | undefined;
  storefrontUrl: string;
  adminToken: string | undefined;
  /** SMTP server for outgoing mail; unset → outbox (table + .eml files in dataDir/outbox). */
  smtpUrl: string | undefined;
  /**
   * Peers whose X-Forwarded-For is believed (the storefront): comma-separated addresses, CIDRs or
   * proxy-addr names; 'loopback' by default (the embedded setup), '' to believe nobody.
   */
  trustedProxies: string;
  /** Redis shared by a fleet of engines (login throttling); unset → bounded memory in this process. */
  redisUrl: string | undefined;
  /** Key prefix in Redis, so several shops (or test runs) can share one server. */
  redisPrefix: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): EngineConfig {
  const dataDir = env.AISLE_DATA_DIR || join(REPO_ROOT, 'data', 'store-api');
  const port = Number.parseInt(env.STORE_API_PORT ?? '8000', 10);
  return {
    port: Number.isFinite(port) && port >= 0 ? port : 8000,
    host: env.STORE_API_HOST || 'localhost',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir,
    // Media is generated deterministically, so one folder can serve every database.
    mediaDir: env.AISLE_MEDIA_DIR || join(dataDir, 'media'),
    publicUrl: env.STORE_API_PUBLIC_URL || undefined,
    storefrontUrl: env.STOREFRONT_URL || 'http://localhost:3000',
    adminToken: env.AISLE_ADMIN_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    trustedProxies: env.STORE_API_TRUSTED_PROXIES ?? 'loopback',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.AISLE_REDIS_PREFIX || 'aisle',
  };
}
