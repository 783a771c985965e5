// Benchmark: where the engine's memory goes. Starts the engine on the demo shop (in-memory PGlite, as
// `npm start` runs it without DATABASE_URL — only the database lives in memory instead of a folder),
// waits until its in-memory search index is built, and prints resident memory and the V8 heap at rest;
// then sends hostile requests from several clients for a while — bodies of several MB, criteria nested
// deep, thousands of filters, ids and aggregations, long query strings, valid criteria each a little
// different (each answer a new entry of the read cache) — sampling the engine's resident memory every
// 50 ms, and prints the peak and what stays after the load. Figures come from /proc and the engine's own /metrics (prom-client's process and V8 gauges), with the load average beside them.
// Printed, never asserted.
//   BENCH_DURATION (20 s of hostile load), BENCH_CONCURRENCY (8 clients), BENCH_BODY_MB (5), BENCH_MALLOC_ARENA_MAX (2),
//   BENCH_MEDIA_DIR (the shared demo media)
import { loadavg } from 'node:os';
import { ACCESS_KEY, startEngine } from './support/servers.ts';
import { engineGauges } from './support/engine-gauges.ts';
import { treeMemory } from './support/rss.ts';

const durationMs = Math.max(2, Number(process.env.BENCH_DURATION ?? 20)) * 1000;
const concurrency = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 8));
const bodyMb = Math.max(1, Number(process.env.BENCH_BODY_MB ?? 5));
const MB = 1024 * 1024;

// As `npm start` runs it (scripts/start.mjs); BENCH_MALLOC_ARENA_MAX='' measures glibc's default.
const arenas = process.env.BENCH_MALLOC_ARENA_MAX ?? '2';
// BENCH_MEDIA_DIR: an empty folder measures a first start, which draws the demo pictures.
const mediaDir = process.env.BENCH_MEDIA_DIR;
const engine = await startEngine({
  LOG_LEVEL: 'silent',
  ...(arenas === '' ? {} : { MALLOC_ARENA_MAX: arenas }),
  ...(mediaDir ? { AISLE_MEDIA_DIR: mediaDir } : {}),
});
const origin = engine.url.replace(/\/store-api$/, '');
const pid = engine.child.pid ?? 0;
const rssMb = () => treeMemory(pid).reduce((sum, entry) => sum + entry.rssMb, 0);

async function waitForSearchIndex(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = (await (await fetch(`${origin}/_admin/search-index`, { headers: { 'x-aisle-admin-token': 'bench' } })).json()) as { ready?: boolean };
    if (status.ready) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function atRest(label: string): Promise<void> {
  // Quiet for a moment, so what is printed is what the engine keeps, not what a request just held.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const gauges = await engineGauges(origin);
  console.log(
    `  ${label.padEnd(34)} RSS ${rssMb().toFixed(0).padStart(5)} MB   heap used ${gauges.heapUsed.toFixed(0).padStart(4)} MB of ${gauges.heapTotal.toFixed(0)} MB   outside the heap ${gauges.external.toFixed(0).padStart(4)} MB   load ${(loadavg()[0] ?? 0).toFixed(2)}`,
  );
}

// A search warms what shoppers' first searches build (keyword dictionary, remembered rankings).
const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${engine.url}${path}`, { method: 'POST', headers: { 'sw-access-key': ACCESS_KEY, 'content-type': type }, body }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

console.log(`Engine memory (demo shop, in-memory PGlite; ${concurrency} hostile clients for ${durationMs / 1000} s; ${bodyMb} MB bodies):`);
const indexMs = await waitForSearchIndex();
console.log(`  search index ready ${(indexMs / 1000).toFixed(1)} s after listening`);
await atRest('at rest, index built');
for (const term of ['shirt', 'merino', 'linen']) await post('/search', JSON.stringify({ search: term }));
await atRest('at rest, after three searches');

/** Nested associations `depth` levels deep. */
function deepAssociations(depth: number): Record<string, unknown> {
  let inner: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) inner = { associations: { children: inner }, limit: 100 };
  return inner;
}
const ids = Array.from({ length: 20_000 }, (_unused, index) => index.toString(16).padStart(32, '0'));
const hostile: Array<() => Promise<number>> = [
  // A body of several MB (a JSON string of that size).
  () => post('/product', JSON.stringify({ term: 'x'.repeat(bodyMb * MB) })),
  () => post('/product', JSON.stringify({ ids: Array.from({ length: Math.ceil((bodyMb * MB) / 35) }, (_unused, index) => ids[index % ids.length]) })),
  // Criteria nested deep, and wide.
  () => post('/product', JSON.stringify(deepAssociations(60))),
  () =>
    post(
      '/product',
      JSON.stringify({ filter: Array.from({ length: 10_000 }, (_unused, index) => ({ type: 'equals', field: 'productNumber', value: `SW${index}` })) }),
    ),
  () =>
    post(
      '/product',
      JSON.stringify({
        filter: [{ type: 'multi', operator: 'or', queries: Array.from({ length: 3000 }, () => ({ type: 'contains', field: 'name', value: 'a' })) }],
        aggregations: Array.from({ length: 500 }, (_unused, index) => ({ name: `a${index}`, type: 'terms', field: 'manufacturerId' })),
      }),
    ),
  () => post('/product', JSON.stringify({ ids, limit: 100 })),
  // Valid criteria, each a little different: every answer (100 products with their associations) is a
  // new entry of the engine's read cache, however short-lived.
  () =>
    post(
      '/product',
      JSON.stringify({
        limit: 100,
        filter: [{ type: 'not', queries: [{ type: 'equals', field: 'productNumber', value: `nothing-${Math.random()}` }] }],
        associations: { media: {}, properties: { associations: { group: {} } }, options: {}, manufacturer: {}, cover: {}, seoUrls: {}, children: {} },
      }),
    ),
  () => post('/search', JSON.stringify({ search: 'shirt '.repeat(20_000), limit: 100 })),
  // A long query string of bracket keys.
  () =>
    fetch(
      `${engine.url}/product?${Array.from({ length: 2000 }, (_unused, index) => `filter[${index}][type]=equals&filter[${index}][field]=id&filter[${index}][value]=${ids[index]}`).join('&')}`,
      {
        headers: { 'sw-access-key': ACCESS_KEY },
      },
    ).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    }),
];

let peak = rssMb();
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 50);
const statuses = new Map<string, number>();
const deadline = performance.now() + durationMs;
let sent = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_unused, client) => {
    for (let turn = client; performance.now() < deadline; turn += concurrency) {
      const send = hostile[turn % hostile.length];
      if (!send) continue;
      const status = await send().catch(() => 0);
      sent += 1;
      const bucket = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
      statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
    }
  }),
);
clearInterval(sampler);
peak = Math.max(peak, rssMb());
console.log(
  `  under hostile load                  RSS peak ${peak.toFixed(0)} MB   ${sent} requests (${[...statuses].map(([bucket, count]) => `${count} ${bucket}`).join(', ')})   load ${(loadavg()[0] ?? 0).toFixed(2)}`,
);
await atRest('at rest, after the load');
await engine.stop();
