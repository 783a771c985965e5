// Reads the merchant's configuration at start: aisle.config.ts at the repository root, or the file
// AISLE_CONFIG names (.ts, .js: its default export; .json: the document). A bad value stops the
// storefront with one line naming the key and the value; a restart applies a changed file.
import { existsSync, readFileSync } from 'node:fs';
import { extname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configSchema, type AisleConfig } from '../app/lib/merchant/config-schema.server.ts';
import { DEMO_BANK_ACCOUNT, DEMO_CONFIG, type PublicConfig } from '../app/lib/merchant/config.ts';
import { primaryContrastWarning, themeCss } from '../app/lib/merchant/theme.server.ts';
import { ConfigError } from '../app/lib/config.server.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const DEFAULT_CONFIG_FILE = join(REPO_ROOT, 'aisle.config.ts');

export interface LoadedConfig {
  /** The file read, or undefined for the built-in demo configuration. */
  file: string | undefined;
  config: AisleConfig;
  /** What the pages (and the browser) get. */
  public: PublicConfig & { themeCss: string };
  warnings: string[];
}

function configFile(env: NodeJS.ProcessEnv): string | undefined {
  const named = env.AISLE_CONFIG?.trim();
  if (named) {
    const file = isAbsolute(named) ? named : resolve(process.cwd(), named);
    if (!['.ts', '.mts', '.js', '.mjs', '.json'].includes(extname(file)))
      throw new ConfigError(`AISLE_CONFIG: must name a .ts, .js or .json file (got ${JSON.stringify(named)})`);
    if (!existsSync(file)) throw new ConfigError(`AISLE_CONFIG: no such file (got ${JSON.stringify(named)})`);
    return file;
  }
  return existsSync(DEFAULT_CONFIG_FILE) ? DEFAULT_CONFIG_FILE : undefined;
}

async function readDocument(file: string): Promise<unknown> {
  try {
    if (extname(file) === '.json') return JSON.parse(readFileSync(file, 'utf8'));
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return module.default;
  } catch (error) {
    throw new ConfigError(`${file}: cannot be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let node = document;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The one line a bad document stops the storefront with: the first problem, its key and its value. */
export function validateConfig(document: unknown, source = 'aisle.config'): AisleConfig {
  const parsed = configSchema.safeParse(document ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new ConfigError(`${source}: invalid`);
  const key = issue.path.map(String).join('.') || '(root)';
  const keys = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
  const value = issue.code === 'unrecognized_keys' ? '' : ` (got ${JSON.stringify(valueAt(document, issue.path)) ?? 'nothing'})`;
  throw new ConfigError(`${source}: ${key}${keys}: ${issue.message}${value}`);
}

/**
 * Analytics as the environment sets it, when it does: `STOREFRONT_ANALYTICS` (1/true or 0/false) is an
 * explicit override of the file's switch, and a GTM container is analytics. Unset, the file decides.
 */
function analyticsFromEnv(env: NodeJS.ProcessEnv): boolean | undefined {
  const value = env.STOREFRONT_ANALYTICS?.trim();
  if (value === '1' || value === 'true') return true;
  if (env.STOREFRONT_GTM_ID?.trim()) return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * Markets on hosts of their own next to markets without one: those are served at PUBLIC_URL, the one origin
 * a market's own host can link them to. The first market that makes this impossible, as the line the
 * storefront stops with; undefined when all fit.
 */
export function marketHostProblem(markets: AisleConfig['markets'], publicUrl: string | undefined): string | undefined {
  const hosted = markets.findIndex((market) => market.host !== undefined);
  if (hosted === -1 || markets.every((market) => market.host !== undefined)) return undefined;
  const host = JSON.stringify(markets[hosted]?.host);
  if (!publicUrl) return `markets.${hosted}.host: the markets without a host need PUBLIC_URL, their address for links from ${host} (got ${host})`;
  const publicHost = new URL(publicUrl).hostname;
  const clash = markets.findIndex((market) => market.host === publicHost);
  if (clash !== -1) return `markets.${clash}.host: is PUBLIC_URL's host, where the markets without a host are served (got ${JSON.stringify(publicHost)})`;
  return undefined;
}

function publicConfig(config: AisleConfig, analyticsFromEnv: boolean | undefined, publicUrl: string | undefined): LoadedConfig['public'] {
  const { name, contactEmail, logo, title, description, colors, fonts } = config.brand;
  const account = config.payment.bankAccount;
  return {
    brand: { name, contactEmail, ...(logo ? { logo } : {}), ...(title ? { title } : {}), ...(description ? { description } : {}) },
    markets: config.markets,
    ...(publicUrl && config.markets.some((market) => market.host) ? { publicOrigin: new URL(publicUrl).origin } : {}),
    features: { ...config.features, analytics: analyticsFromEnv ?? config.features.analytics },
    payment: { bankAccount: { ...account, holder: account.holder ?? name } },
    policies: config.policies,
    themeCss: themeCss({ colors, fonts }),
  };
}

/** A shop of its own that still names the demo's bank account to prepayment customers: said at start. */
function demoAccountWarning(config: AisleConfig): string | undefined {
  if (config.brand.name === DEMO_CONFIG.brand.name || config.payment.bankAccount.iban !== DEMO_BANK_ACCOUNT.iban) return undefined;
  return `payment.bankAccount: prepayment orders of ${JSON.stringify(config.brand.name)} name the demo's bank account (${DEMO_BANK_ACCOUNT.iban}); set your own`;
}

/** `publicUrl`: the shop's public URL (PUBLIC_URL or STOREFRONT_URL), where markets without a host are served. */
export async function loadMerchantConfig(env: NodeJS.ProcessEnv = process.env, { publicUrl }: { publicUrl?: string | undefined } = {}): Promise<LoadedConfig> {
  const file = configFile(env);
  const document = file ? await readDocument(file) : {};
  const source = file ? file.replace(`${REPO_ROOT}/`, '') : 'aisle.config';
  const config = validateConfig(document, source);
  const hostProblem = marketHostProblem(config.markets, publicUrl);
  if (hostProblem) throw new ConfigError(`${source}: ${hostProblem}`);
  const warnings = [primaryContrastWarning(config.brand), demoAccountWarning(config)].filter((warning) => warning !== undefined);
  return { file, config, public: publicConfig(config, analyticsFromEnv(env), publicUrl), warnings };
}
