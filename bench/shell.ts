// Benchmark: cold start of both apps and SSR throughput of the home page.
// Prints figures and ratios only (no assertions). Run: `npm run bench` after `npm test` or `npm start` built the apps.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProcess } from '../scripts/lib/processes.mjs';

const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';

if (!existsSync(join(ROOT, 'apps', 'storefront', 'build', 'server', 'index.js'))) {
  console.error('Build the storefront first: npm run build -w @aisle/storefront');
  process.exit(1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function startEngine() {
  const started = performance.now();
  const engine = await startProcess({
    name: 'store-api',
    command: process.execPath,
    args: [join(ROOT, 'apps', 'store-api', 'src', 'main.ts')],
    env: { STORE_API_PORT: '0', DATABASE_URL: 'memory://', AISLE_ADMIN_TOKEN: 'bench' },
    readyPattern: /Store API listening on (\S+)/,
    quiet: true,
  });
  return { child: engine.child, url: engine.match[1] ?? '', ms: performance.now() - started };
}

async function startStorefront(endpoint: string) {
  const started = performance.now();
  const storefront = await startProcess({
    name: 'storefront',
    command: process.execPath,
    args: [join(ROOT, 'apps', 'storefront', 'server.ts')],
    env: { STOREFRONT_PORT: '0', SHOPWARE_ENDPOINT: endpoint, NODE_ENV: 'production' },
    readyPattern: /Storefront listening on (\S+)/,
    quiet: true,
  });
  const listeningMs = performance.now() - started;
  const url = storefront.match[1] ?? '';
  const response = await fetch(url);
  await response.text();
  return { child: storefront.child, url, listeningMs, firstPageMs: performance.now() - started };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const engineStarts: number[] = [];
const storefrontStarts: number[] = [];
const firstPages: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const engine = await startEngine();
  const storefront = await startStorefront(engine.url);
  engineStarts.push(engine.ms);
  storefrontStarts.push(storefront.listeningMs);
  firstPages.push(storefront.firstPageMs);
  storefront.child.kill('SIGTERM');
  engine.child.kill('SIGTERM');
}

console.log(`Cold start (median of ${RUNS}, fresh in-memory database incl. migrations and seed):`);
console.log(`  store-api until listening:     ${median(engineStarts).toFixed(0)} ms`);
console.log(`  storefront until listening:    ${median(storefrontStarts).toFixed(0)} ms`);
console.log(`  storefront until first page:   ${median(firstPages).toFixed(0)} ms`);

const engine = await startEngine();
const storefront = await startStorefront(engine.url);
try {
  const home = await load(storefront.url);
  const engineHome = await load(`${engine.url}/category/home`, { 'sw-access-key': ACCESS_KEY });
  console.log(`Throughput (${CONNECTIONS} connections, ${DURATION_S} s each, 2-core machine shares load generator):`);
  console.log(`  storefront SSR GET /:          ${home.rps.toFixed(0)} req/s, p99 ${home.p99} ms, ${home.errors} errors`);
  console.log(`  store-api GET /category/home:  ${engineHome.rps.toFixed(0)} req/s, p99 ${engineHome.p99} ms, ${engineHome.errors} errors`);
  console.log(`  ratio SSR page / engine call:  ${(home.rps / engineHome.rps).toFixed(2)}`);
} finally {
  storefront.child.kill('SIGTERM');
  engine.child.kill('SIGTERM');
}
