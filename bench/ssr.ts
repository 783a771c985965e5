// Benchmark: SSR throughput and latency of the production storefront per page type — home, a
// category, a product, search, and the account overview and order list of a logged-in customer —
// with the anonymous page caches on (default) and off (STOREFRONT_HTML_CACHE=0 and
// STOREFRONT_PAGE_CACHE=0), each in one process and as `npm start` runs it (cluster.ts, one worker per core). Engine on in-memory PGlite;
// autocannon on the same machine. Figures and ratios only, no assertions.
//   BENCH_DURATION (10 s per page and mode)  BENCH_CONNECTIONS (10)
import { availableParallelism } from 'node:os';
import { formatLoad, load, type LoadResult } from './support/load.ts';
import { requireStorefrontBuild, type Server, startEngine, startStorefront } from './support/servers.ts';
import { anonymousPages, type Page } from './support/pages.ts';
import { login, registerCustomer } from './support/store-api.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMER = 'ssr-bench@example.com';
// What a browser sends: the storefront compresses HTML, and that is part of the cost.
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

async function pages(engine: Server): Promise<Page[]> {
  await registerCustomer(engine.url, engine.dataDir, CUSTOMER);
  const token = await login(engine.url, CUSTOMER);
  return [
    ...(await anonymousPages(engine.url)),
    { name: 'account (logged in)', path: '/account', token },
    { name: 'account orders', path: '/account/order', token },
  ];
}

const headersFor = (page: Page): Record<string, string> => ({ ...BROWSER, ...(page.token ? { cookie: `sw-context-token=${page.token}` } : {}) });

/** One request per page first: every page must answer 200 (a redirect to the login would measure the wrong thing). */
async function check(storefront: Server, page: Page): Promise<void> {
  const response = await fetch(`${storefront.url}${page.path}`, { headers: headersFor(page), redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status} (${response.headers.get('location') ?? ''}).`);
}

async function series(endpoint: string, list: Page[], env: Record<string, string>, workers: number): Promise<LoadResult[]> {
  const storefront = await startStorefront(endpoint, { ...env, STOREFRONT_WORKERS: String(workers) }, { cluster: workers > 1 });
  try {
    const results: LoadResult[] = [];
    for (const page of list) {
      await check(storefront, page);
      await load(`${storefront.url}${page.path}`, { connections: CONNECTIONS, durationSeconds: 1, headers: headersFor(page) });
      results.push(await load(`${storefront.url}${page.path}`, { connections: CONNECTIONS, durationSeconds: DURATION_S, headers: headersFor(page) }));
    }
    return results;
  } finally {
    await storefront.stop();
  }
}

requireStorefrontBuild();
const engine = await startEngine();
try {
  const list = await pages(engine);
  const cores = availableParallelism();
  const CACHE_OFF = { STOREFRONT_HTML_CACHE: '0', STOREFRONT_PAGE_CACHE: '0' };
  const modes: { label: string; env: Record<string, string>; workers: number }[] = [
    { label: '1 process, cache on ', env: {}, workers: 1 },
    { label: '1 process, cache off', env: CACHE_OFF, workers: 1 },
    { label: `${cores} workers, cache on `, env: {}, workers: cores },
    { label: `${cores} workers, cache off`, env: CACHE_OFF, workers: cores },
  ];
  const results: LoadResult[][] = [];
  for (const mode of modes) results.push(await series(engine.url, list, mode.env, mode.workers));
  console.log(
    `SSR (production storefront, ${CONNECTIONS} connections, ${DURATION_S} s per page after 1 s warm-up, gzip accepted; engine and load generator share the machine's ${cores} cores):`,
  );
  for (const [index, page] of list.entries()) {
    console.log(`  ${page.name.padEnd(20)} ${page.path}`);
    for (const [modeIndex, mode] of modes.entries()) {
      const result = results[modeIndex]?.[index];
      if (result) console.log(`    ${mode.label.padEnd(22)} ${formatLoad(result)}`);
    }
  }
} finally {
  await engine.stop();
}
