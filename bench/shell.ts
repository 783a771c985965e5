// Benchmark: cold start of both apps and SSR throughput of the home page.
// Prints figures and ratios only (no assertions). Run: `npm run bench -- shell` (builds the storefront when needed).
//   BENCH_RUNS (3)  BENCH_DURATION (10 s)  BENCH_CONNECTIONS (10)
import { performance } from 'node:perf_hooks';
import { formatLoad, load } from './support/load.ts';
import { ACCESS_KEY, requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { median } from './support/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

requireStorefrontBuild();

const engineStarts: number[] = [];
const storefrontStarts: number[] = [];
const firstPages: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const engine = await startEngine();
  const started = performance.now();
  const storefront = await startStorefront(engine.url);
  await (await fetch(storefront.url)).text();
  engineStarts.push(engine.startMs);
  storefrontStarts.push(storefront.startMs);
  firstPages.push(performance.now() - started);
  await storefront.stop();
  await engine.stop();
}

console.log(`Cold start (median of ${RUNS}, fresh in-memory database incl. migrations and seed):`);
console.log(`  store-api until listening:     ${median(engineStarts).toFixed(0)} ms`);
console.log(`  storefront until listening:    ${median(storefrontStarts).toFixed(0)} ms`);
console.log(`  storefront until first page:   ${median(firstPages).toFixed(0)} ms`);

const engine = await startEngine();
const storefront = await startStorefront(engine.url);
try {
  const home = await load(storefront.url, { connections: CONNECTIONS, durationSeconds: DURATION_S });
  const engineHome = await load(`${engine.url}/category/home`, {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    headers: { 'sw-access-key': ACCESS_KEY },
  });
  console.log(`Throughput (${CONNECTIONS} connections, ${DURATION_S} s each, the load generator shares the machine):`);
  console.log(`  storefront SSR GET /:          ${formatLoad(home)}`);
  console.log(`  store-api GET /category/home:  ${formatLoad(engineHome)}`);
  console.log(`  ratio SSR page / engine call:  ${(home.rps / engineHome.rps).toFixed(2)}`);
} finally {
  await storefront.stop();
  await engine.stop();
}
