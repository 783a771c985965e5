// Benchmark: what the engine's read cache keeps after many different catalogue reads. Starts the engine on
// the demo shop (in-memory PGlite, `MALLOC_ARENA_MAX=2` as `npm start` runs it), prints its memory at rest,
// sends valid product searches that differ only in one filter value (each answer, 100 products with their
// associations, a new entry of the read cache) from four clients, and prints the memory 3 s and 18 s after
// (the cached answers' 10 s are over by then). Figures from /proc and the engine's /metrics; printed, never
// asserted (ADR 0049, Memory).
//   BENCH_READS (600)
import { ACCESS_KEY, startEngine } from './support/servers.ts';
import { treeMemory } from './support/rss.ts';

const MB = 1024 * 1024;
const reads = Math.max(1, Number(process.env.BENCH_READS ?? 600));
const engine = await startEngine({ LOG_LEVEL: 'silent', MALLOC_ARENA_MAX: '2' });
const origin = engine.url.replace(/\/store-api$/, '');
const rssMb = () => treeMemory(engine.child.pid ?? 0).reduce((sum, entry) => sum + entry.rssMb, 0);

async function memory(): Promise<string> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^aisle_store_api_${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / MB;
  return `RSS ${rssMb().toFixed(0).padStart(5)} MB   heap used ${gauge('nodejs_heap_size_used_bytes').toFixed(0).padStart(4)} MB of ${gauge('nodejs_heap_size_total_bytes').toFixed(0)} MB   outside the heap ${gauge('nodejs_external_memory_bytes').toFixed(0)} MB`;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`Engine memory after ${reads} different catalogue reads (demo shop, in-memory PGlite):`);
await pause(3000);
console.log(`  at rest                        ${await memory()}`);
let sent = 0;
let bytes = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (sent < reads) {
      sent += 1;
      const body = JSON.stringify({
        limit: 100,
        filter: [{ type: 'not', queries: [{ type: 'equals', field: 'productNumber', value: `nothing-${sent}-${Math.random()}` }] }],
        associations: { media: {}, properties: { associations: { group: {} } }, options: {}, manufacturer: {}, cover: {}, seoUrls: {}, children: {} },
      });
      const response = await fetch(`${engine.url}/product`, {
        method: 'POST',
        headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
        body,
      });
      bytes += (await response.arrayBuffer()).byteLength;
    }
  }),
);
console.log(`  answers of ${(bytes / reads / 1024).toFixed(0)} kB each`);
await pause(3000);
console.log(`  3 s after the reads            ${await memory()}`);
await pause(15_000);
console.log(`  18 s after (answers expired)   ${await memory()}`);
await engine.stop();
