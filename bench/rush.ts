// Benchmark (ADR 0026): a rush — RUSH_SHOPPERS shoppers without think time for RUSH_SECONDS, each
// walking home, a category, a product, search, add to cart and the cart (support/shoppers.ts) —
// against the shop as `npm start` runs it (production builds, the engine on PGlite, the storefront
// as a node:cluster with one worker per core, LOG_LEVEL=warn), and then on the PostgreSQL fleet of
// scripts/fleet-lib.ts (two engines, Redis, two storefronts behind nginx) when PostgreSQL, Redis and
// nginx are there. Prints requests/s, p50/p95/p99, 5xx and 503 counts, answers slower than the
// storefront's 15 s Store API timeout, storefront and engine RSS before/after, the CPU seconds each
// used per request (comparable across runs on a busy machine, unlike requests/s), and the load average.
// Only 127.0.0.1. Figures only, no assertions; the load generator shares the machine.
//   RUSH_SHOPPERS (100)  RUSH_SECONDS (60)  RUSH_CLIENT_TIMEOUT (30 s)  RUSH_FLEET (1; 0 skips it)
import { loadavg } from 'node:os';
import { fleetUnavailable, startFleet } from '../scripts/fleet-lib.ts';
import { formatTree, treeCpuSeconds, treeMemory } from './support/rss.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { perKind, rush, summarise, type RushOptions } from './support/shoppers.ts';
import { catalogue } from './support/catalogue.ts';

const SHOPPERS = Number(process.env.RUSH_SHOPPERS ?? 100);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const CLIENT_TIMEOUT_MS = Number(process.env.RUSH_CLIENT_TIMEOUT ?? 30) * 1000;
const FLEET = process.env.RUSH_FLEET !== '0';
const LOCAL = { STOREFRONT_HOST: '127.0.0.1', STORE_API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

interface Target {
  label: string;
  shopUrl: string;
  apiUrl: string;
  storefrontPids: number[];
  enginePids: number[];
}

const memory = (pids: number[]) => pids.map((pid) => formatTree(treeMemory(pid))).join('; ');
const cpu = (pids: number[]) => pids.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0);

async function measure(target: Target): Promise<void> {
  const shop = await catalogue(`${target.apiUrl}/store-api`);
  const options: RushOptions = { base: target.shopUrl, shoppers: SHOPPERS, seconds: SECONDS, clientTimeoutMs: CLIENT_TIMEOUT_MS };
  // One visit first: every step must work before its speed means anything.
  const check = await rush(shop, { ...options, shoppers: 1, seconds: 0.001 });
  const broken = check.samples.filter((sample) => sample.status === 0 || sample.status >= 400);
  if (broken.length > 0) throw new Error(`A single visit failed: ${JSON.stringify(broken)}`);
  const before = { storefront: memory(target.storefrontPids), engine: memory(target.enginePids), load: load() };
  const cpuBefore = { storefront: cpu(target.storefrontPids), engine: cpu(target.enginePids) };
  const { samples, seconds } = await rush(shop, options);
  const summary = summarise(samples, seconds);
  const perRequest = (used: number) => `${used.toFixed(0)} s (${((used * 1000) / Math.max(1, summary.requests)).toFixed(1)} ms per request)`;
  console.log(`\n${target.label}: ${SHOPPERS} shoppers without think time, ${seconds.toFixed(0)} s`);
  console.log(`  requests             ${summary.requests} (${summary.rps.toFixed(1)}/s)`);
  console.log(
    `  latency              p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms, max ${summary.max.toFixed(0)} ms`,
  );
  console.log(`  5xx / 503            ${summary.serverErrors} / ${summary.unavailable}`);
  console.log(`  no answer            ${summary.noAnswer} (client timeout ${CLIENT_TIMEOUT_MS / 1000} s)`);
  console.log(`  slower than 15 s     ${summary.overTimeout}`);
  console.log(`  storefront RSS       before ${before.storefront}; after ${memory(target.storefrontPids)}`);
  console.log(`  engine RSS           before ${before.engine}; after ${memory(target.enginePids)}`);
  console.log(
    `  CPU used             storefront ${perRequest(cpu(target.storefrontPids) - cpuBefore.storefront)}, engine ${perRequest(cpu(target.enginePids) - cpuBefore.engine)}`,
  );
  console.log(`  load average         before ${before.load}; after ${load()} (1/5/15 min)`);
  for (const line of perKind(samples)) console.log(`    ${line}`);
  const details = new Map<string, number>();
  for (const sample of samples) if (sample.detail) details.set(`${sample.kind}: ${sample.detail}`, (details.get(`${sample.kind}: ${sample.detail}`) ?? 0) + 1);
  for (const [detail, count] of details) console.log(`  5xx answer           ${count} × ${detail}`);
}

requireStorefrontBuild();
{
  const engine = await startEngine(LOCAL);
  try {
    const cluster = await startStorefront(engine.url, LOCAL, { cluster: true });
    try {
      await measure({
        label: 'npm start (PGlite, storefront cluster)',
        shopUrl: cluster.url.replace('localhost', '127.0.0.1'),
        apiUrl: new URL(engine.url).origin.replace('localhost', '127.0.0.1'),
        storefrontPids: [cluster.child.pid ?? 0],
        enginePids: [engine.child.pid ?? 0],
      });
    } finally {
      await cluster.stop();
    }
  } finally {
    await engine.stop();
  }
}

const missing = FLEET ? await fleetUnavailable() : 'RUSH_FLEET=0';
if (missing) console.log(`\nPostgreSQL fleet: skipped — ${missing}.`);
else {
  const fleet = await startFleet({ quiet: true });
  try {
    await measure({
      label: 'PostgreSQL fleet (two engines, Redis, nginx → two storefronts)',
      shopUrl: fleet.shopUrl,
      apiUrl: fleet.apiUrl,
      storefrontPids: fleet.pids.storefronts,
      enginePids: fleet.pids.engines,
    });
  } finally {
    await fleet.stop();
  }
}
