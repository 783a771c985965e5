// Runtime configuration of the storefront server: one zod schema over the environment. server.ts
// reads it at start (a bad value stops the server with a message naming the variable); request
// code reads the same, parsed once per process.
import { isIP } from 'node:net';
import { randomSecret } from '@aisle/login-lanes';
import { z } from 'zod';

export interface StorefrontConfig {
  /** Store API base URL including `/store-api`, without a trailing slash. */
  endpoint: string;
  accessKey: string;
  /** The shop's public URL (PUBLIC_URL or STOREFRONT_URL), e.g. https://shop.example behind a TLS proxy. */
  publicUrl?: string;
  /** Store API calls in flight per process (STOREFRONT_API_CONCURRENCY); more wait their turn. */
  storeApiConcurrency?: number;
  /**
   * Analytics after consent (STOREFRONT_ANALYTICS, or a GTM container): the consent banner shows and,
   * once statistics are allowed, GA4 ecommerce events go to `window.dataLayer` (ADR 0031).
   */
  analytics?: boolean;
  /** Google Tag Manager container (STOREFRONT_GTM_ID, `GTM-…`), loaded only after consent for statistics. */
  gtmId?: string;
  /**
   * Signs the shop's own cookies: the device cookie of browsers that signed in (ADR 0048) and the flash
   * (ADR 0057) — STOREFRONT_SECRET. Unset: one random secret per start (server.ts puts it in the
   * environment, cluster.ts hands the primary's to every worker), so a restart forgets the devices.
   */
  secret: string;
}

/** Back-pressure of one storefront process (server/admission.ts). */
interface AdmissionConfig {
  /** Requests rendered at the same time (STOREFRONT_CONCURRENCY). */
  concurrency: number;
  /** Requests waiting for a turn (STOREFRONT_QUEUE); one more gets the busy page at once. */
  maxQueue: number;
  /** Longest wait for a turn (STOREFRONT_QUEUE_TIMEOUT, seconds) before the busy page. */
  maxWaitMs: number;
}

export interface ServerConfig extends StorefrontConfig {
  port: number;
  host: string;
  /** Express' `trust proxy` (STOREFRONT_TRUSTED_PROXIES; unset: believe nobody). */
  trustedProxies: string | false;
  redisUrl?: string;
  cachePrefix: string;
  /** Who may read /metrics without the token: `loopback`, addresses, CIDRs (STOREFRONT_METRICS_ALLOW). */
  metricsAllow: string[];
  /** `Authorization: Bearer <token>` reads /metrics from anywhere (METRICS_TOKEN). */
  metricsToken?: string;
  admission: AdmissionConfig;
}

const DEFAULT_ENDPOINT = 'http://localhost:8000/store-api';
const DEMO_ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';
/** Enough to keep an engine busy on every core it has, few enough that it answers each call soon. */
export const DEFAULT_STORE_API_CONCURRENCY = 8;

const empty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });

/** `loopback`, an IP address or a CIDR (what node:net's BlockList takes). */
export function isAddressRule(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
// A comma-separated list; set but empty means "nobody" (then only the token opens /metrics).
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isAddressRule), 'must be addresses, CIDRs or `loopback`, separated by commas');

const count = (fallback: number, min = 1) =>
  z.preprocess(empty, z.coerce.number({ error: 'must be a whole number' }).int(`must be a whole number ≥ ${min}`).min(min).default(fallback));

const schema = z.object({
  SHOPWARE_ENDPOINT: optional(httpUrl),
  SHOPWARE_ACCESS_KEY: optional(z.string().regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')),
  PUBLIC_URL: optional(httpUrl),
  STOREFRONT_URL: optional(httpUrl),
  STOREFRONT_PORT: z.preprocess(empty, z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65_535).default(3000)),
  STOREFRONT_HOST: optional(z.string()),
  STOREFRONT_TRUSTED_PROXIES: optional(z.string()),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  STOREFRONT_CACHE_PREFIX: optional(z.string().regex(/^[\w:.-]+$/, 'letters, digits and : . _ - only')),
  STOREFRONT_METRICS_ALLOW: addressList.default(['loopback']),
  STOREFRONT_CONCURRENCY: count(12),
  STOREFRONT_QUEUE: count(100, 0),
  STOREFRONT_QUEUE_TIMEOUT: count(10),
  STOREFRONT_API_CONCURRENCY: count(DEFAULT_STORE_API_CONCURRENCY),
  STOREFRONT_ANALYTICS: optional(z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })),
  STOREFRONT_GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id like GTM-ABC1234')),
  METRICS_TOKEN: optional(z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable ASCII characters without spaces')),
  STOREFRONT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
});

let processSecret: string | undefined;

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid storefront configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const proxies = values.STOREFRONT_TRUSTED_PROXIES?.trim();
  return {
    endpoint: (values.SHOPWARE_ENDPOINT ?? DEFAULT_ENDPOINT).replace(/\/+$/, ''),
    accessKey: values.SHOPWARE_ACCESS_KEY ?? DEMO_ACCESS_KEY,
    publicUrl: (values.PUBLIC_URL ?? values.STOREFRONT_URL)?.replace(/\/+$/, ''),
    port: values.STOREFRONT_PORT,
    host: values.STOREFRONT_HOST ?? 'localhost',
    trustedProxies: proxies ? proxies : false,
    redisUrl: values.REDIS_URL,
    cachePrefix: values.STOREFRONT_CACHE_PREFIX ?? 'aisle-storefront',
    metricsAllow: values.STOREFRONT_METRICS_ALLOW,
    metricsToken: values.METRICS_TOKEN,
    storeApiConcurrency: values.STOREFRONT_API_CONCURRENCY,
    // A container is analytics: configuring one turns the banner on as well.
    analytics: values.STOREFRONT_GTM_ID !== undefined || values.STOREFRONT_ANALYTICS === '1' || values.STOREFRONT_ANALYTICS === 'true',
    ...(values.STOREFRONT_GTM_ID ? { gtmId: values.STOREFRONT_GTM_ID } : {}),
    secret: values.STOREFRONT_SECRET ?? (processSecret ??= randomSecret()),
    admission: { concurrency: values.STOREFRONT_CONCURRENCY, maxQueue: values.STOREFRONT_QUEUE, maxWaitMs: values.STOREFRONT_QUEUE_TIMEOUT * 1000 },
  };
}

const parsedFor = new WeakMap<NodeJS.ProcessEnv, ServerConfig>();

/** The request-time view of the configuration (parsed once per environment object). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  let config = parsedFor.get(env);
  if (!config) {
    config = readServerConfig(env);
    parsedFor.set(env, config);
  }
  return config;
}

/**
 * Whether visitors reach the storefront over https (then cookies are Secure): the public URL
 * decides when it is configured (a TLS proxy in front makes the request itself look like http);
 * otherwise the request's own protocol, or an https Store API as before.
 */
export function servedOverHttps(config: Pick<StorefrontConfig, 'publicUrl' | 'endpoint'>, requestUrl: Pick<URL, 'protocol'>): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return requestUrl.protocol === 'https:' || config.endpoint.startsWith('https:');
}
