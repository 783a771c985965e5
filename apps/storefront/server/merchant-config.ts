// Reads the merchant's configuration at start: aisle.config.ts at the repository root, or the file
// AISLE_CONFIG names (.ts, .js: its default export; .json: the document), and the messages of their
// folder (merchant/messages.ts). A bad value stops the storefront with one line naming the key and the
// value (an unknown key: the known one nearest to it); a restart applies a changed file. Files the
// configuration names (a logo beside it) are checked here and served by the storefront itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { configSchema, type AisleConfig } from '../app/lib/merchant/config-schema.server.ts';
import { messagesSchema } from '../app/lib/merchant/messages-schema.server.ts';
import { didYouMean } from '../app/lib/merchant/nearest.server.ts';
import folderMessages from '../merchant/messages.ts';
import { DEMO_BANK_ACCOUNT, DEMO_CONFIG, type PublicConfig } from '../app/lib/merchant/config.ts';
import { primaryContrastWarning, themeCss } from '../app/lib/merchant/theme.server.ts';
import { ConfigError } from '../app/lib/config.server.ts';

const APP_DIR = join(import.meta.dirname, '..');
const REPO_ROOT = join(APP_DIR, '..', '..');
const DEFAULT_CONFIG_FILE = join(REPO_ROOT, 'aisle.config.ts');
/** Where `/logo.svg` of a configuration is: the storefront's public/ folder (also in a build's client folder). */
const PUBLIC_DIRS = [join(APP_DIR, 'public'), join(APP_DIR, 'build', 'client')];
/** The URL path under which the storefront serves files the configuration names beside itself. */
const MERCHANT_ASSET_PATH = '/merchant-assets/';
const IMAGE_TYPES = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'];

export interface LoadedConfig {
  /** The file read, or undefined for the built-in demo configuration. */
  file: string | undefined;
  config: AisleConfig;
  /** What the pages (and the browser) get. */
  public: PublicConfig & { themeCss: string };
  warnings: string[];
  /** Files the configuration names beside itself: URL path (under MERCHANT_ASSET_PATH) → file. */
  assets: ReadonlyMap<string, string>;
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
    throw new ConfigError(`${file}: ${whatItThrew(error, file)}`);
  }
}

/**
 * What a configuration module threw, and where: `threw SyntaxError: "undefined" is not valid JSON (at
 * shop.config.ts:3:21)` — its first stack frame inside the file (or beside it), else the first one that is
 * not Node's own. A .json that does not parse says so.
 */
function whatItThrew(error: unknown, file: string): string {
  if (!(error instanceof Error)) return `threw ${String(error)}`;
  const message = error.message.split('\n')[0] ?? '';
  if (extname(file) === '.json') return `is no JSON (${message})`;
  const frames = (error.stack ?? '').split('\n').flatMap((line) => {
    const match = /\(?((?:file:\/\/)?\/[^()\s]+?):(\d+):(\d+)\)?$/.exec(line.trim());
    return match?.[1] ? [{ file: match[1].replace(/^file:\/\//, ''), at: `${match[2]}:${match[3]}` }] : [];
  });
  const frame = frames.find((entry) => entry.file === file) ?? frames.find((entry) => entry.file.startsWith(dirname(file))) ?? frames[0];
  const shown = frame && relative(process.cwd(), frame.file);
  const where = frame && shown !== undefined ? ` (at ${shown && !shown.startsWith('..') ? shown : frame.file}:${frame.at})` : '';
  return `threw ${error.name}: ${message}${where}`;
}

function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let node = document;
  for (const [index, key] of path.entries()) {
    if (node === null || typeof node !== 'object') return undefined;
    const record = node as Record<PropertyKey, unknown>;
    // A dotted message key (`'footer.tagline': 3`) is one key of its object.
    const rest = path.slice(index).map(String).join('.');
    if (!(key in record) && rest in record) return record[rest];
    node = record[key];
  }
  return node;
}

/** The known keys of the object schema at `path` (for "did you mean"), or none. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: unknown = schema;
  const unwrap = () => {
    for (;;) {
      const def = (node as { def?: { type?: string; innerType?: unknown; in?: unknown; element?: unknown; valueType?: unknown } }).def;
      if (def?.innerType) node = def.innerType;
      else if (def?.type === 'pipe') node = def.in;
      else return def;
    }
  };
  for (const key of path) {
    const def = unwrap();
    const shape = (node as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof key === 'string' && key in shape) node = shape[key];
    else if (def?.type === 'array') node = def.element;
    else if (def?.type === 'record') node = def.valueType;
    else return [];
  }
  unwrap();
  return Object.keys((node as { shape?: Record<string, unknown> }).shape ?? {});
}

/** The one line a bad document stops the storefront with: the first problem, its key and its value. */
function firstProblem<Schema extends z.ZodType>(schema: Schema, document: unknown, source: string): z.output<Schema> {
  const parsed = schema.safeParse(document ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new ConfigError(`${source}: invalid`);
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    // One line per unknown key: its dotted path, and the known key it is most likely a misspelling of.
    const unknown = issue.keys[0] ?? '';
    const known = knownKeys(schema, issue.path);
    const path = [...issue.path.map(String), unknown].join('.');
    throw new ConfigError(`${source}: ${path}: unknown key${didYouMean(unknown, known, key ? `${key}.` : '')}`);
  }
  // A message key that is no message: its path says it, its text would only repeat the merchant's.
  const value = issue.message.startsWith('no such message') ? '' : ` (got ${JSON.stringify(valueAt(document, issue.path)) ?? 'nothing'})`;
  throw new ConfigError(`${source}: ${key || '(root)'}: ${issue.message}${value}`);
}

export function validateConfig(document: unknown, source = 'aisle.config'): AisleConfig {
  return firstProblem(configSchema, document, source);
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

/**
 * Where the logo is served: a file beside the configuration (`./logo.svg`) under MERCHANT_ASSET_PATH with
 * its content's hash in the name (a changed file is a new URL, so browsers never keep the old one), a
 * `/logo.svg` of public/ as it is, an https:// URL as it is. A file that is not there stops the start.
 */
function resolveLogo(logo: string | undefined, configDir: string, source: string): { url: string; file?: string } | undefined {
  if (logo === undefined || logo.startsWith('https://')) return logo === undefined ? undefined : { url: logo };
  const refuse = (problem: string): never => {
    throw new ConfigError(`${source}: brand.logo: ${problem} (got ${JSON.stringify(logo)})`);
  };
  if (logo.startsWith('/')) {
    if (!PUBLIC_DIRS.some((dir) => existsSync(join(dir, decodeURIComponent(logo.split(/[?#]/)[0] ?? logo)))))
      refuse(`no such file in ${relative(REPO_ROOT, PUBLIC_DIRS[0] ?? APP_DIR)}/`);
    return { url: logo };
  }
  const file = resolve(configDir, logo);
  if (!IMAGE_TYPES.includes(extname(file).toLowerCase())) refuse(`is no image file (${IMAGE_TYPES.join(', ')})`);
  if (!existsSync(file)) refuse(`no such file (looked for ${file})`);
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
  return { url: `${MERCHANT_ASSET_PATH}logo-${hash}${extname(file).toLowerCase()}`, file };
}

/** The folder's messages (merchant/messages.ts) under the configuration's, which win key by key. */
function mergedMessages(folder: AisleConfig['messages'], config: AisleConfig['messages']): AisleConfig['messages'] {
  const locales = new Set([...Object.keys(folder), ...Object.keys(config)]);
  return Object.fromEntries([...locales].map((locale) => [locale, { ...folder[locale], ...config[locale] }]));
}

function publicConfig(
  config: AisleConfig,
  analyticsFromEnv: boolean | undefined,
  publicUrl: string | undefined,
  logo: string | undefined,
): LoadedConfig['public'] {
  const { name, contactEmail, title, description, colors, fonts } = config.brand;
  const account = config.payment.bankAccount;
  return {
    brand: { name, contactEmail, ...(logo ? { logo } : {}), ...(title ? { title } : {}), ...(description ? { description } : {}) },
    markets: config.markets,
    ...(publicUrl && config.markets.some((market) => market.host) ? { publicOrigin: new URL(publicUrl).origin } : {}),
    features: { ...config.features, analytics: analyticsFromEnv ?? config.features.analytics },
    ...(Object.keys(config.messages).length > 0 ? { messages: config.messages } : {}),
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
  const folder = firstProblem(messagesSchema, folderMessages, 'apps/storefront/merchant/messages.ts');
  const validated = validateConfig(document, source);
  const config = { ...validated, messages: mergedMessages(folder, validated.messages) };
  const hostProblem = marketHostProblem(config.markets, publicUrl);
  if (hostProblem) throw new ConfigError(`${source}: ${hostProblem}`);
  const logo = resolveLogo(config.brand.logo, file ? dirname(file) : REPO_ROOT, source);
  const warnings = [primaryContrastWarning(config.brand), demoAccountWarning(config)].filter((warning) => warning !== undefined);
  const assets = new Map(logo?.file ? [[logo.url, logo.file]] : []);
  return { file, config, public: publicConfig(config, analyticsFromEnv(env), publicUrl, logo?.url), warnings, assets };
}
