// A minimal Store API client for benchmarks (fetch, keep-alive) and the customer/cart set-ups
// they share: guests, confirmed customers (double opt-in through the engine's outbox), products.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_KEY } from './servers.ts';

export interface ApiResponse<T> {
  status: number;
  body: T;
  /** The `sw-context-token` response header, when the engine sent one. */
  token: string | undefined;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  token?: string;
  body?: unknown;
}

/** One Store API call; `base` is the engine's `…/store-api` URL. */
export async function callApi<T = unknown>(base: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'sw-access-key': ACCESS_KEY, accept: 'application/json' };
  if (options.token) headers['sw-context-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T, token: response.headers.get('sw-context-token') ?? undefined };
}

/** Like callApi, but throws unless the engine answered 2xx. */
export async function expectOk<T = unknown>(base: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const response = await callApi<T>(base, path, options);
  if (response.status >= 300) throw new Error(`${options.method ?? 'POST'} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

export const PASSWORD = 'bench-password-9';
const STOREFRONT_URL = 'http://localhost:3000';

interface Listed {
  id: string;
}

async function firstId(base: string, path: string): Promise<string> {
  const { body } = await expectOk<{ elements: Listed[] }>(base, path, { body: { limit: 1 } });
  const id = body.elements[0]?.id;
  if (!id) throw new Error(`${path} listed nothing.`);
  return id;
}

async function registrationBody(base: string, email: string, guest: boolean): Promise<Record<string, unknown>> {
  const [salutationId, countryId] = await Promise.all([firstId(base, '/salutation'), firstId(base, '/country')]);
  return {
    email,
    ...(guest ? { guest: true } : { password: PASSWORD }),
    salutationId,
    firstName: 'Bench',
    lastName: 'Mark',
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { street: 'Benchstraße 1', zipcode: '10117', city: 'Berlin', countryId },
  };
}

/** Registers a guest (no password, logged in at once); returns the context token. */
export async function registerGuest(base: string, email: string): Promise<string> {
  const response = await expectOk(base, '/account/register', { body: await registrationBody(base, email, true) });
  if (!response.token) throw new Error('Guest registration returned no context token.');
  return response.token;
}

/** The double opt-in link the engine mailed to `email` (read from the outbox .eml files). */
function findConfirmationLink(dataDir: string, email: string): URL | undefined {
  const outbox = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const match = /https?:\/\/[^\s"<>]+registration\/confirm\?[^\s"<>]+/.exec(raw);
    if (match) return new URL(match[0].replaceAll('&amp;', '&'));
  }
  return undefined;
}

/** Waits for the engine's outbox worker to deliver the mail (it polls about once a second). */
async function confirmationLink(dataDir: string, email: string): Promise<URL> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const link = findConfirmationLink(dataDir, email);
    if (link) return link;
  }
  throw new Error(`No confirmation mail for ${email} in ${join(dataDir, 'outbox')}.`);
}

/** Registers a customer with PASSWORD and confirms the double opt-in (engine outbox in `dataDir`). */
export async function registerCustomer(base: string, dataDir: string, email: string): Promise<void> {
  await expectOk(base, '/account/register', { body: await registrationBody(base, email, false) });
  const link = await confirmationLink(dataDir, email);
  await expectOk(base, '/account/register-confirm', { body: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } });
}

/** Logs in; returns the customer's context token. */
export async function login(base: string, email: string): Promise<string> {
  const response = await expectOk(base, '/account/login', { body: { username: email, password: PASSWORD } });
  if (!response.token) throw new Error('Login returned no context token.');
  return response.token;
}

interface ProductRow {
  id: string;
  childCount?: number;
  isCloseout: boolean;
  states?: string[];
}

/** Ids of physical products that can go into a cart in any quantity (no variants' parents, no closeouts). */
export async function buyableProducts(base: string, count: number): Promise<string[]> {
  const { body } = await expectOk<{ elements: ProductRow[] }>(base, '/product', {
    body: { limit: 100, filter: [{ type: 'equals', field: 'isCloseout', value: false }], includes: { product: ['id', 'childCount', 'isCloseout', 'states'] } },
  });
  const ids = body.elements.filter((product) => !product.childCount && product.states?.includes('is-physical')).map((product) => product.id);
  if (ids.length < count) throw new Error(`Only ${ids.length} buyable products found, ${count} needed.`);
  return ids.slice(0, count);
}

export const productItem = (id: string, quantity = 1) => ({ id, referencedId: id, type: 'product', quantity });
