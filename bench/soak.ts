// Benchmark: a soak — SOAK_SHOPPERS shoppers walking the shop for SOAK_MINUTES (support/shoppers.ts),
// and beside them a share of connections as real traffic has them (scripts/lib/connection-chaos.ts):
// shoppers who leave before the page came, clients sending their request a byte at a time, clients
// that never read their answer. Against the shop as `npm start` runs it (PGlite, storefront cluster),
// then the PostgreSQL + Redis fleet when it is there. Prints per window p50/p95/p99, 503s and RSS over
// time; then, once the load stopped, what the storefront still holds (render slots, cache leads),
// memory against the warmed-up level (the median RSS of the run's second fifth) and whether pages are served again without a 503:
//   Soak <target>: PASS|FAIL (gauges 0 · RSS within 10 % of warmed-up · no 503 after the load)
// Figures only, no assertions; the load generator shares the machine (load average printed).
//   SOAK_SHOPPERS (100)  SOAK_MINUTES (30)  SOAK_CHAOS_SHARE (0.1)  SOAK_WINDOW_SECONDS (60)  SOAK_FLEET (1)  SOAK_PGLITE (1)
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { chaosClient, metricValue, type ChaosKind } from '../scripts/lib/connection-chaos.ts';
import { fleetUnavailable, startFleet } from '../scripts/fleet-lib.ts';
import { catalogue } from './support/catalogue.ts';
import { treeMemory } from './support/rss.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { rush, summarise, type Catalogue, type Sample } from './support/shoppers.ts';

const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 100);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CHAOS_SHARE = Number(process.env.SOAK_CHAOS_SHARE ?? 0.1);
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? 60);
const FLEET = process.env.SOAK_FLEET !== '0';
const PGLITE = process.env.SOAK_PGLITE !== '0';
const LOCAL = { STOREFRONT_HOST: '127.0.0.1', STORE_API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const KINDS: ChaosKind[] = ['left', 'left', 'slow', 'stalled'];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pids: number[]) => pids.reduce((sum, pid) => sum + treeMemory(pid).reduce((tree, entry) => tree + entry.rssMb, 0), 0);

interface Target {
  label: string;
  shopUrl: string;
  apiUrl: string;
  /** Storefront processes answering /metrics directly (a cluster's workers answer in turn). */
  storefrontUrls: string[];
  pids: number[];
}

/** The most any process of a storefront holds now: each /metrics on a new connection, several times (cluster workers take turns). */
async function held(urls: string[]): Promise<{ running: number; waiting: number; leads: number }> {
  const most = { running: 0, waiting: 0, leads: 0 };
  for (const url of urls) {
    for (let scrape = 0; scrape < 6; scrape += 1) {
      const text = await new Promise<string>((resolve) => {
        request(`${url}/metrics`, { agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        })
          .once('error', () => resolve(''))
          .end();
      });
      most.running = Math.max(most.running, metricValue(text, 'aisle_storefront_admission_requests{state="running"}') ?? 0);
      most.waiting = Math.max(most.waiting, metricValue(text, 'aisle_storefront_admission_requests{state="waiting"}') ?? 0);
      most.leads = Math.max(most.leads, metricValue(text, 'aisle_storefront_html_cache_renders_in_flight') ?? 0);
    }
  }
  return most;
}

/** Chaos clients back to back until the deadline, on pages nobody has cached (a query of their own). */
async function chaos(shop: Catalogue, base: string, clients: number, deadline: number): Promise<number> {
  let count = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const kind = KINDS[Math.floor(Math.random() * KINDS.length)] ?? 'left';
      const pages = [...shop.categories, ...shop.products.map((product) => product.path)];
      const path = pages[Math.floor(Math.random() * pages.length)] ?? '/';
      await chaosClient(kind, new URL(`${path}?soak=${(count += 1)}`, base));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return count;
}

async function soak(target: Target): Promise<void> {
  const shop = await catalogue(`${target.apiUrl}/store-api`);
  const windows = Math.max(1, Math.round((MINUTES * 60) / WINDOW_SECONDS));
  const chaosClients = Math.max(1, Math.round(SHOPPERS * CHAOS_SHARE));
  console.log(`\n${target.label}: ${SHOPPERS} shoppers, ${chaosClients} of them as aborted/slow/stalled clients, ${MINUTES} min (load ${load()})`);
  console.log('  minute  requests   p50 ms   p95 ms   p99 ms   503   no answer   RSS MB   load');
  const all: Sample[] = [];
  const rss: number[] = [];
  let chaosCount = 0;
  for (let window = 0; window < windows; window += 1) {
    const deadline = performance.now() + WINDOW_SECONDS * 1000;
    const [shopping, clients] = await Promise.all([
      rush(shop, { base: target.shopUrl, shoppers: SHOPPERS - chaosClients, seconds: WINDOW_SECONDS, clientTimeoutMs: 30_000 }),
      chaos(shop, target.shopUrl, chaosClients, deadline),
    ]);
    chaosCount += clients;
    all.push(...shopping.samples);
    const summary = summarise(shopping.samples, shopping.seconds);
    rss.push(rssMb(target.pids));
    console.log(
      `  ${(((window + 1) * WINDOW_SECONDS) / 60).toFixed(1).padStart(6)}  ${String(summary.requests).padStart(8)}  ${summary.p50.toFixed(0).padStart(7)}  ${summary.p95
        .toFixed(0)
        .padStart(7)}  ${summary.p99.toFixed(0).padStart(7)}  ${String(summary.unavailable).padStart(4)}  ${String(summary.noAnswer).padStart(10)}  ${rss
        .at(-1)!
        .toFixed(0)
        .padStart(7)}   ${load()}`,
    );
  }
  const total = summarise(all, MINUTES * 60);
  console.log(
    `  all     ${total.requests} requests, p50 ${total.p50.toFixed(0)} ms, p95 ${total.p95.toFixed(0)} ms, p99 ${total.p99.toFixed(0)} ms, 503 ${total.unavailable}, 5xx ${total.serverErrors}, chaos clients ${chaosCount}`,
  );

  // After the load: stalled clients are cut off by the idle timeout (60 s); wait for that, bounded.
  let state = await held(target.storefrontUrls);
  for (let tries = 0; tries < 45 && (state.running > 0 || state.waiting > 0 || state.leads > 0); tries += 1) {
    await sleep(2_000);
    state = await held(target.storefrontUrls);
  }
  await sleep(5_000);
  // Warmed up: the median of the second fifth's samples (caches filled, JIT done). One sample is not a level:
  // a garbage collection between two samples moves a process tree's RSS by a fifth.
  const fifth = Math.max(1, Math.floor(windows / 5));
  const second = rss.slice(fifth, 2 * fifth).sort((a, b) => a - b);
  const warmed = second[second.length >> 1] ?? rss.at(-1) ?? 0;
  const after = rssMb(target.pids);
  const statuses = new Map<number, number>();
  for (const path of ['/', ...shop.categories.slice(0, 5), ...shop.products.slice(0, 5).map((product) => product.path)]) {
    const response = await fetch(new URL(`${path}?after-soak=1`, target.shopUrl), { headers: { accept: 'text/html' } }).catch(() => undefined);
    await response?.text();
    statuses.set(response?.status ?? 0, (statuses.get(response?.status ?? 0) ?? 0) + 1);
  }
  const gaugesZero = state.running === 0 && state.waiting === 0 && state.leads === 0;
  const memoryOk = after <= warmed * 1.1;
  const no503 = !statuses.has(503) && !statuses.has(0);
  console.log(`  held after the load   running ${state.running}, waiting ${state.waiting}, cache leads ${state.leads}`);
  console.log(
    `  RSS                   warmed-up ${warmed.toFixed(0)} MB, after ${after.toFixed(0)} MB (${((after / Math.max(1, warmed) - 1) * 100).toFixed(1)} %)`,
  );
  console.log(`  pages after the load  ${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')} (load ${load()})`);
  const failed = [!gaugesZero && 'something held', !memoryOk && 'memory above warmed-up + 10 %', !no503 && '503 after the load'].filter(Boolean);
  console.log(
    `Soak ${target.label}: ${failed.length === 0 ? 'PASS' : `FAIL (${failed.join(', ')})`} (gauges 0 · RSS within 10 % of warmed-up · no 503 after the load)`,
  );
}

requireStorefrontBuild();
if (PGLITE) {
  const engine = await startEngine(LOCAL);
  try {
    const cluster = await startStorefront(engine.url, LOCAL, { cluster: true });
    try {
      const shopUrl = cluster.url.replace('localhost', '127.0.0.1');
      await soak({
        label: 'npm start (PGlite, storefront cluster)',
        shopUrl,
        apiUrl: new URL(engine.url).origin.replace('localhost', '127.0.0.1'),
        storefrontUrls: [shopUrl],
        pids: [cluster.child.pid ?? 0, engine.child.pid ?? 0],
      });
    } finally {
      await cluster.stop();
    }
  } finally {
    await engine.stop();
  }
}

const missing = FLEET ? await fleetUnavailable() : 'SOAK_FLEET=0';
if (missing) console.log(`\nPostgreSQL fleet: skipped — ${missing}.`);
else {
  const fleet = await startFleet({ quiet: true });
  try {
    await soak({
      label: 'PostgreSQL + Redis fleet (two engines, nginx → two storefronts)',
      shopUrl: fleet.shopUrl,
      apiUrl: fleet.apiUrl,
      storefrontUrls: fleet.storefronts,
      pids: [...fleet.pids.storefronts, ...fleet.pids.engines],
    });
  } finally {
    await fleet.stop();
  }
}
