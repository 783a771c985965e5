// The fleet (ADR 0017): two engines and two storefronts on one PostgreSQL and one Redis behind a
// local nginx, and the checks that they behave as one shop. Used by `npm run fleet` and e2e/fleet.e2e.ts.
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, NGINX, reachable, startNginx } from './lib/nginx.ts';
import { startProcess } from './lib/processes.mjs';

const REPO_ROOT = join(import.meta.dirname, '..');
const ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';
export const POSTGRES_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface Fleet {
  shopUrl: string;
  apiUrl: string;
  storefronts: string[];
  engines: string[];
  /** Further proxies by name (`startFleet({ proxies })`), e.g. one in front of a single storefront. */
  proxies: Record<string, string>;
  /** Storefronts started with STOREFRONT_HTML_CACHE=0 (`startFleet({ uncachedStorefronts })`). */
  uncachedStorefronts: string[];
  /** Process ids of the storefronts (cached, then uncached) and engines, e.g. for their memory. */
  pids: { storefronts: number[]; engines: number[] };
  stop(): Promise<void>;
}

export interface FleetOptions {
  quiet?: boolean;
  /** How many more storefronts to start without the full-HTML cache (for the bench). */
  uncachedStorefronts?: number;
  /** More nginx servers: name → which storefronts they balance (indexes into cached, then uncached ones). */
  proxies?: Record<string, { cached?: number[]; uncached?: number[] }>;
}

/** Why the fleet cannot run here, or null when PostgreSQL, Redis and nginx are all available. */
export async function fleetUnavailable(): Promise<string | null> {
  if (!NGINX) return 'nginx is not installed';
  if (!(await reachable(POSTGRES_URL, 5432))) return `PostgreSQL is not reachable at ${POSTGRES_URL}`;
  if (!(await reachable(REDIS_URL, 6379))) return `Redis is not reachable at ${REDIS_URL}`;
  return null;
}

/** Upstream header on every answer: which storefront or engine served it (the fleet test checks both take turns). */
export const UPSTREAM_HEADER = 'x-aisle-upstream';

function nginxHttp(
  ports: { shop: number; api: number },
  storefronts: string[],
  engines: string[],
  extra: { name: string; port: number; storefronts: string[] }[],
): string {
  const upstream = (urls: string[]) => urls.map((url) => `server ${new URL(url).host};`).join(' ');
  const proxy = `proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme; add_header ${UPSTREAM_HEADER} $upstream_addr always;`;
  return `  upstream shop { ${upstream(storefronts)} }
  upstream api { ${upstream(engines)} }
  server { listen 127.0.0.1:${ports.shop}; location / { proxy_pass http://shop; ${proxy} } }
  server { listen 127.0.0.1:${ports.api}; location / { proxy_pass http://api; ${proxy} } }
${extra.map(({ name, port, storefronts: urls }) => `  upstream ${name} { ${upstream(urls)} }\n  server { listen 127.0.0.1:${port}; location / { proxy_pass http://${name}; ${proxy} } }`).join('\n')}`;
}

export async function startFleet({ quiet = true, uncachedStorefronts = 0, proxies = {} }: FleetOptions = {}): Promise<Fleet> {
  const id = randomBytes(5).toString('hex');
  const schema = `fleet_${id}`;
  const dir = mkdtempSync(join(tmpdir(), 'aisle-fleet-'));
  const children: ChildProcess[] = [];
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [shopPort, apiPort] = await Promise.all([freePort(), freePort()]);
    const shopUrl = `http://127.0.0.1:${shopPort}`;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const databaseUrl = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const common = { REDIS_URL, LOG_LEVEL: 'warn', PUBLIC_URL: shopUrl };
    // One media and one downloads folder for both engines (what AISLE_MEDIA_DIR / AISLE_DOWNLOADS_DIR on a shared volume are for).
    const folders = { AISLE_DATA_DIR: join(dir, 'data'), AISLE_MEDIA_DIR: join(REPO_ROOT, 'data', 'test-media'), AISLE_DOWNLOADS_DIR: join(dir, 'downloads') };
    // Both engines boot at once on the empty schema: one migrates and seeds, the other waits.
    const engines = await Promise.all(
      ['engine-a', 'engine-b'].map((name) =>
        startProcess({
          name,
          command: process.execPath,
          args: [join(REPO_ROOT, 'apps', 'store-api', 'src', 'main.ts')],
          env: {
            ...common,
            STORE_API_PORT: '0',
            STORE_API_HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            ...folders,
            AISLE_REDIS_PREFIX: `fleet-${id}`,
            STORE_API_PUBLIC_URL: apiUrl,
            AISLE_ADMIN_TOKEN: id,
          },
          readyPattern: /Store API listening on (\S+)/,
          quiet,
        }),
      ),
    );
    children.push(...engines.map((engine) => engine.child));
    const uncachedNames = Array.from({ length: uncachedStorefronts }, (_, index) => `storefront-uncached-${index + 1}`);
    const storefronts = await Promise.all(
      ['storefront-a', 'storefront-b', ...uncachedNames].map((name) =>
        startProcess({
          name,
          command: process.execPath,
          // As cluster.ts runs its workers (workerRuntime): memory stays near what a storefront uses.
          args: ['--max-semi-space-size=8', join(REPO_ROOT, 'apps', 'storefront', 'server.ts')],
          env: {
            ...common,
            MALLOC_ARENA_MAX: '2',
            STOREFRONT_PORT: '0',
            STOREFRONT_HOST: '127.0.0.1',
            SHOPWARE_ENDPOINT: `${apiUrl}/store-api`,
            STOREFRONT_CACHE_PREFIX: `fleet-${id}`,
            STOREFRONT_TRUSTED_PROXIES: 'loopback',
            NODE_ENV: 'production',
            ...(uncachedNames.includes(name) ? { STOREFRONT_HTML_CACHE: '0' } : {}),
          },
          readyPattern: /Storefront listening on (\S+)/,
          quiet,
        }),
      ),
    );
    children.push(...storefronts.map((storefront) => storefront.child));
    const engineUrls = engines.map((engine) => new URL(engine.match[1]!).origin);
    const allStorefronts = storefronts.map((storefront) => storefront.match[1]!.replace('localhost', '127.0.0.1'));
    const [storefrontUrls, uncachedUrls] = [allStorefronts.slice(0, 2), allStorefronts.slice(2)];
    const extra = await Promise.all(
      Object.entries(proxies).map(async ([name, pick]) => ({
        name: name.replace(/\W/g, '_'),
        key: name,
        port: await freePort(),
        storefronts: [...(pick.cached ?? []).map((index) => storefrontUrls[index]!), ...(pick.uncached ?? []).map((index) => uncachedUrls[index]!)],
      })),
    );
    const nginx = await startNginx({
      dir: join(dir, 'nginx'),
      http: nginxHttp({ shop: shopPort, api: apiPort }, storefrontUrls, engineUrls, extra),
      ports: [shopPort, apiPort, ...extra.map((proxy) => proxy.port)],
      quiet,
    });
    children.push(nginx.child);
    const proxyUrls = Object.fromEntries(extra.map((proxy) => [proxy.key, `http://127.0.0.1:${proxy.port}`]));
    const pids = {
      storefronts: storefronts.map((storefront) => storefront.child.pid ?? 0),
      engines: engines.map((engine) => engine.child.pid ?? 0),
    };
    return { shopUrl, apiUrl, storefronts: storefrontUrls, engines: engineUrls, proxies: proxyUrls, uncachedStorefronts: uncachedUrls, pids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---- checks -----------------------------------------------------------------------------------

interface Entity {
  id: string;
  seoUrls?: { seoPathInfo: string }[];
  childCount?: number;
  availableStock?: number;
  isCloseout?: boolean;
  iso?: string;
  iso3?: string;
  salutationKey?: string;
}

async function storeApi<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; token: string | null }> {
  const response = await fetch(`${baseUrl}/store-api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'sw-access-key': ACCESS_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-include-seo-urls': 'true',
      ...(init.token ? { 'sw-context-token': init.token } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T, token: response.headers.get('sw-context-token') };
}

async function orderableProduct(apiUrl: string): Promise<Entity & { path: string }> {
  const { body } = await storeApi<{ elements: Entity[] }>(apiUrl, '/product', {
    body: {
      limit: 50,
      filter: [
        { type: 'range', field: 'stock', parameters: { gte: 50 } },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
    },
  });
  const product = body.elements.find((candidate) => (candidate.childCount ?? 0) === 0 && candidate.seoUrls?.length);
  if (!product) throw new Error('no orderable product');
  return { ...product, path: `/${product.seoUrls![0]!.seoPathInfo.split('/').map(encodeURIComponent).join('/')}` };
}

/** A guest buys one item, every call through the proxy (so the two engines take turns). */
export async function purchaseThroughProxy(fleet: Fleet): Promise<string> {
  const product = await orderableProduct(fleet.apiUrl);
  const page = await fetch(`${fleet.shopUrl}${product.path}`);
  if (page.status !== 200) throw new Error(`product page through the proxy answered ${page.status}`);
  const html = await page.text();
  if (!html.includes(`<link rel="canonical" href="${fleet.shopUrl}`)) throw new Error('the canonical link does not use PUBLIC_URL');
  const [{ body: salutations }, { body: countries }] = await Promise.all([
    storeApi<{ elements: Entity[] }>(fleet.apiUrl, '/salutation', { body: {} }),
    storeApi<{ elements: Entity[] }>(fleet.apiUrl, '/country', { body: { limit: 100 } }),
  ]);
  const country = countries.elements.find((candidate) => candidate.iso === 'DE') ?? countries.elements[0]!;
  const guest = await storeApi<{ id: string }>(fleet.apiUrl, '/account/register', {
    body: {
      guest: true,
      email: `fleet-${randomBytes(4).toString('hex')}@example.com`,
      salutationId: salutations.elements[0]!.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      storefrontUrl: fleet.shopUrl,
      billingAddress: { street: 'Unter den Linden 1', zipcode: '10117', city: 'Berlin', countryId: country.id },
    },
  });
  if (guest.status !== 200 || !guest.token) throw new Error(`guest registration answered ${guest.status}`);
  const added = await storeApi(fleet.apiUrl, '/checkout/cart/line-item', {
    token: guest.token,
    body: { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] },
  });
  if (added.status !== 200) throw new Error(`add to cart answered ${added.status}`);
  const order = await storeApi<{ orderNumber?: string }>(fleet.apiUrl, '/checkout/order', { token: guest.token, body: {} });
  if (order.status !== 200 || !order.body.orderNumber) throw new Error(`order answered ${order.status}: ${JSON.stringify(order.body)}`);
  return order.body.orderNumber;
}

/** Ten failed logins at engine A throttle the same account and IP at engine B. */
export async function sharedLoginThrottle(fleet: Fleet): Promise<number> {
  const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
  const body = { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'wrong-password' };
  // In waves the engine's strangers' hashing lane takes (one running, five waiting; beyond it a login is
  // refused before it is checked, and not counted): twenty checked guesses on one engine stay within the
  // throttle's 60-second window even on a busy machine.
  for (let wave = 0; wave < 4; wave += 1) await Promise.all(Array.from({ length: 5 }, () => storeApi(fleet.engines[0]!, '/account/login', { body, headers })));
  return (await storeApi(fleet.engines[1]!, '/account/login', { body, headers })).status;
}

/** A page rendered by storefront A is served from the shared cache by storefront B. */
export async function sharedPageCache(fleet: Fleet): Promise<string | null> {
  const product = await orderableProduct(fleet.apiUrl);
  const first = await fetch(`${fleet.storefronts[0]}${product.path}?fleet=${randomBytes(3).toString('hex')}`);
  await first.text();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = await fetch(`${fleet.storefronts[1]}${new URL(first.url).pathname}${new URL(first.url).search}`);
  await second.text();
  return second.headers.get('x-aisle-cache');
}

/** Sequential anonymous requests per second for one product page: from the HTML cache, and rendered (a visitor with a context). */
export async function pageThroughput(fleet: Fleet, requests = 200): Promise<{ cached: number; rendered: number }> {
  const product = await orderableProduct(fleet.apiUrl);
  const url = `${fleet.storefronts[0]}${product.path}`;
  const rate = async (headers: Record<string, string>) => {
    await (await fetch(url, { headers })).text();
    const started = performance.now();
    for (let index = 0; index < requests; index += 1) await (await fetch(url, { headers })).text();
    return Math.round((requests / (performance.now() - started)) * 1000);
  };
  return { cached: await rate({}), rendered: await rate({ cookie: `sw-context-token=${randomBytes(16).toString('hex')}` }) };
}

/** Store API requests each engine has answered so far (its Prometheus counter, not these /metrics reads), in the order of `fleet.engines`. */
export async function engineRequestCounts(fleet: Fleet): Promise<number[]> {
  return Promise.all(
    fleet.engines.map(async (engine) => {
      const metrics = await (await fetch(`${engine}/metrics`)).text();
      return [...metrics.matchAll(/^aisle_store_api_requests_total\{[^}]*route="\/store-api\/[^}]*\} (\d+)/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    }),
  );
}
