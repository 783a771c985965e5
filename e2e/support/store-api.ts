// Reads the engine directly, so tests compare what the storefront shows with what the Store API says.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './servers.ts';

export const DEMO_ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';

interface NamedEntity {
  id: string;
  name?: string | null;
  translated?: { name?: string | null };
  translationCode?: { code?: string } | null;
}

interface StoreApiInit {
  languageId?: string;
  body?: unknown;
  /** Asks for products' and categories' SEO URLs, as the storefront does (`sw-include-seo-urls`). */
  seoUrls?: boolean;
  /** The visitor's context (`sw-context-token`). */
  token?: string;
  headers?: Record<string, string>;
}

/** One Store API call (POST with a body, else GET): its JSON and the context token it answered with. */
export async function storeApiCall<T>(baseUrl: string, path: string, init: StoreApiInit = {}): Promise<{ body: T; token: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(init.languageId ? { 'sw-language-id': init.languageId } : {}),
      ...(init.seoUrls ? { 'sw-include-seo-urls': 'true' } : {}),
      ...(init.token ? { 'sw-context-token': init.token } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { body: (await response.json()) as T, token: response.headers.get('sw-context-token') };
}

export async function storeApi<T>(baseUrl: string, path: string, init: StoreApiInit = {}): Promise<T> {
  return (await storeApiCall<T>(baseUrl, path, init)).body;
}

export async function languageId(baseUrl: string, locale: string): Promise<string> {
  const result = await storeApi<{ elements: NamedEntity[] }>(baseUrl, '/language', {
    body: { associations: { translationCode: {} } },
  });
  const language = result.elements.find((element) => element.translationCode?.code === locale);
  if (!language) throw new Error(`No language for ${locale}`);
  return language.id;
}

/** Translated names of the top-level main-navigation categories in one language. */
export async function mainNavigationNames(baseUrl: string, locale: string): Promise<string[]> {
  const tree = await storeApi<NamedEntity[]>(baseUrl, '/navigation/main-navigation/main-navigation', {
    languageId: await languageId(baseUrl, locale),
    body: { depth: 1 },
  });
  return tree.map((category) => category.translated?.name ?? category.name ?? '').filter(Boolean);
}

const exec = promisify(execFile);

/** Runs an operator command of the engine's CLI (`npm run engine -- …`) against the test shop; its output. */
export async function engineCommand(storeApiUrl: string, adminToken: string, args: string[]): Promise<string> {
  const origin = new URL(storeApiUrl).origin;
  const { stdout } = await exec(process.execPath, [join(REPO_ROOT, 'apps', 'store-api', 'src', 'cli.ts'), ...args, '--url', origin], {
    env: { ...process.env, AISLE_ADMIN_TOKEN: adminToken },
  });
  return stdout;
}

/** Switches maintenance mode through the engine's CLI, as an operator would. */
export async function setMaintenance(storeApiUrl: string, adminToken: string, enabled: boolean): Promise<void> {
  await engineCommand(storeApiUrl, adminToken, ['maintenance', enabled ? 'on' : 'off']);
}

/** Sets a whitelisted system-config key through the engine's operator endpoint (`npm run engine -- config set`). */
export async function setSystemConfig(storeApiUrl: string, adminToken: string, key: string, value: boolean | number): Promise<void> {
  const response = await fetch(`${new URL(storeApiUrl).origin}/_admin/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-aisle-admin-token': adminToken },
    body: JSON.stringify({ key, value }),
  });
  if (!response.ok) throw new Error(`/_admin/config answered ${response.status}: ${await response.text()}`);
}
