// Engine configuration from the environment (documented in the repo README): one zod schema, read
// once at start; a bad value stops the engine with a message naming the variable.
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME, type ShopIdentity } from './domain/config/shop-identity.ts';
import type { SalesChannelType } from './domain/seo/route-names.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

export interface EngineConfig {
  port: number;
  host: string;
  /** '' → PGlite file in dataDir; 'memory://' → in-memory PGlite; postgres://… → PostgreSQL. */
  databaseUrl: string;
  dataDir: string;
  /** Media files; one shared folder (AISLE_MEDIA_DIR) for several engines. */
  mediaDir: string;
  /** Files of digital products (AISLE_DOWNLOADS_DIR); unset → `downloads/` in dataDir. Shared like mediaDir by several engines. */
  downloadsDir?: string;
  /** Absolute base URL media and links are built from (what browsers reach). */
  publicUrl: string | undefined;
  /** The shop's public URL (STOREFRONT_URL or PUBLIC_URL): mail links, sales-channel domains. */
  storefrontUrl: string;
  adminToken: string | undefined;
  /** SMTP server for outgoing mail; unset → outbox (table + .eml files in dataDir/outbox). */
  smtpUrl: string | undefined;
  /**
   * Peers whose X-Forwarded-For is believed (the storefront): comma-separated addresses, CIDRs or
   * proxy-addr names; 'loopback' by default (the embedded setup), '' to believe nobody.
   */
  trustedProxies: string;
  /** Redis shared by a fleet of engines (login throttling, cached catalogue answers); unset → bounded memory in this process. */
  redisUrl: string | undefined;
  /** Key prefix in Redis, so several shops (or test runs) can share one server. */
  redisPrefix: string;
  /** pino level of the JSON request logs (LOG_LEVEL); `silent` turns them off. */
  logLevel: string;
  /** Who may read /metrics (STORE_API_METRICS_ALLOW): addresses, CIDRs or `loopback`; [] = token only. */
  metricsAllow: string[];
  /** A bearer token that opens /metrics from anywhere (METRICS_TOKEN); unset = addresses only. */
  metricsToken: string | undefined;
  /** Searches by score from the in-memory search index (AISLE_SEARCH_INDEX=off: in SQL only; ADR 0038). */
  searchIndex: boolean;
  /**
   * The merchant's shop (AISLE_SHOP_NAME, AISLE_SHOP_EMAIL, AISLE_SHOP_ADDRESS), used once: when the
   * first start seeds the database (system config, sales-channel name, legal pages). Unset → the demo's.
   */
  shop: ShopIdentity | undefined;
  /**
   * Signs the device tokens of known browsers (STORE_API_DEVICE_SECRET, ADR 0048); unset → a random
   * secret per process, so tokens last until a restart and a fleet's engines need one set.
   */
  deviceSecret?: string;
  /** The route names a first seed writes the SEO URLs against (AISLE_SALES_CHANNEL_TYPE; domain/seo/route-names.ts). */
  salesChannelType: SalesChannelType;
}

const empty = (value: unknown) => (value === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());

/** One entry of an address list: `loopback`, an IP address or a CIDR (`10.0.0.0/8`, `2001:db8::/32`). */
function addressEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(addressEntry), 'must be a comma-separated list of IP addresses, CIDRs or loopback');

/** A shop variable: checked by the rule `config set` applies to its key, with a message of its own. */
const shopVariable = (rule: z.ZodType<string>, message: string) =>
  optional(
    z
      .string()
      .refine((value) => rule.safeParse(value).success, message)
      .transform((value) => rule.parse(value)),
  );

const SHOP_VARIABLES = ['AISLE_SHOP_NAME', 'AISLE_SHOP_EMAIL', 'AISLE_SHOP_ADDRESS'] as const;

const schema = z.object({
  STORE_API_PORT: z.preprocess(empty, z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65_535).default(8000)),
  STORE_API_HOST: optional(z.string()),
  DATABASE_URL: z
    .string()
    .refine((value) => value === '' || value === 'memory://' || /^postgres(ql)?:\/\//.test(value), 'must be empty, memory:// or a postgres:// URL')
    .default(''),
  AISLE_DATA_DIR: optional(z.string()),
  AISLE_MEDIA_DIR: optional(z.string()),
  AISLE_DOWNLOADS_DIR: optional(z.string()),
  STORE_API_PUBLIC_URL: optional(httpUrl),
  STOREFRONT_URL: optional(httpUrl),
  PUBLIC_URL: optional(httpUrl),
  AISLE_ADMIN_TOKEN: optional(z.string()),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  STORE_API_TRUSTED_PROXIES: z.string().default('loopback'),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' })
    .default('info'),
  AISLE_REDIS_PREFIX: optional(z.string().regex(/^[\w:.-]+$/, 'letters, digits and : . _ - only')),
  STORE_API_METRICS_ALLOW: addressList.default(['loopback']),
  // The same rule as the storefront's (one METRICS_TOKEN serves both apps).
  METRICS_TOKEN: optional(z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable ASCII characters without spaces')),
  AISLE_SEARCH_INDEX: z.preprocess(empty, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  AISLE_SHOP_NAME: shopVariable(SHOP_NAME, 'must be a name of 1 to 255 characters on one line'),
  AISLE_SHOP_EMAIL: shopVariable(SHOP_EMAIL, 'must be an e-mail address such as shop@example.com'),
  AISLE_SHOP_ADDRESS: shopVariable(SHOP_ADDRESS.min(1), 'must be a postal address of up to 500 characters'),
  STORE_API_DEVICE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  AISLE_SALES_CHANNEL_TYPE: z.preprocess(empty, z.enum(['storefront', 'headless'], { error: 'must be storefront or headless' }).default('storefront')),
});

// The legal pages need all three: a merchant's name next to the demo's address would be wrong on an imprint.
const checkedSchema = schema.superRefine((values, context) => {
  if (SHOP_VARIABLES.every((name) => values[name] === undefined)) return;
  for (const name of SHOP_VARIABLES)
    if (values[name] === undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set together with ${SHOP_VARIABLES.filter((other) => other !== name).join(' and ')}`,
      });
});

/** Every problem of the environment, one line per variable. */
export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): EngineConfig {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid Store API configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = values.AISLE_DATA_DIR ?? join(REPO_ROOT, 'data', 'store-api');
  return {
    port: values.STORE_API_PORT,
    host: values.STORE_API_HOST ?? 'localhost',
    databaseUrl: values.DATABASE_URL,
    dataDir,
    // Media is generated deterministically, so one folder can serve every database.
    mediaDir: values.AISLE_MEDIA_DIR ?? join(dataDir, 'media'),
    downloadsDir: values.AISLE_DOWNLOADS_DIR,
    publicUrl: values.STORE_API_PUBLIC_URL,
    storefrontUrl: values.STOREFRONT_URL ?? values.PUBLIC_URL ?? 'http://localhost:3000',
    adminToken: values.AISLE_ADMIN_TOKEN,
    smtpUrl: values.SMTP_URL,
    trustedProxies: values.STORE_API_TRUSTED_PROXIES,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.AISLE_REDIS_PREFIX ?? 'aisle',
    logLevel: values.LOG_LEVEL,
    metricsAllow: values.STORE_API_METRICS_ALLOW,
    metricsToken: values.METRICS_TOKEN,
    searchIndex: values.AISLE_SEARCH_INDEX === 'on',
    shop:
      values.AISLE_SHOP_NAME && values.AISLE_SHOP_EMAIL && values.AISLE_SHOP_ADDRESS
        ? { name: values.AISLE_SHOP_NAME, email: values.AISLE_SHOP_EMAIL, address: values.AISLE_SHOP_ADDRESS }
        : undefined,
    ...(values.STORE_API_DEVICE_SECRET ? { deviceSecret: values.STORE_API_DEVICE_SECRET } : {}),
    salesChannelType: values.AISLE_SALES_CHANNEL_TYPE,
  };
}
