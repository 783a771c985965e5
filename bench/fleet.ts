// Benchmark (ADR 0017): anonymous SSR throughput of home, a category and a product
// - straight at one storefront with its full-HTML cache on vs off (STOREFRONT_HTML_CACHE=0), and
// - through nginx in front of two storefront instances vs one (HTML cache off: rendering is what
//   more instances share; with it on, see the first figures),
// on the fleet of scripts/fleet-lib.ts (two engines on PostgreSQL, Redis, nginx). Needs PostgreSQL,
// Redis and nginx; everything shares the machine. Figures and ratios only, no assertions.
//   BENCH_DURATION (5 s per page and mode)  BENCH_CONNECTIONS (10)
import { fleetUnavailable, startFleet } from '../scripts/fleet-lib.ts';
import { formatLoad, load, type LoadResult } from './support/load.ts';
import { anonymousPages } from './support/pages.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// What a browser without cookies sends.
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

const missing = await fleetUnavailable();
if (missing) {
  console.log(`bench/fleet: skipped — ${missing}.`);
  process.exit(0);
}

async function measure(base: string, path: string): Promise<LoadResult> {
  const first = await fetch(`${base}${path}`, { headers: BROWSER, redirect: 'manual' });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${base}${path} answered ${first.status}`);
  await load(`${base}${path}`, { connections: CONNECTIONS, durationSeconds: 1, headers: BROWSER });
  return load(`${base}${path}`, { connections: CONNECTIONS, durationSeconds: DURATION_S, headers: BROWSER });
}

// No completed request in a run (a loaded machine) leaves the ratio open rather than infinite.
const ratio = (a: LoadResult, b: LoadResult) =>
  a.rps > 0 && b.rps > 0 ? `${(a.rps / b.rps).toFixed(2)}× req/s` : '– (a side completed no request; raise BENCH_DURATION)';

const fleet = await startFleet({ quiet: true, uncachedStorefronts: 2, proxies: { 'two-uncached': { uncached: [0, 1] }, 'one-uncached': { uncached: [0] } } });
try {
  const pages = (await anonymousPages(`${fleet.apiUrl}/store-api`)).filter((page) => page.name !== 'search');
  console.log(
    `Fleet (two engines on PostgreSQL, Redis, nginx; ${CONNECTIONS} connections, ${DURATION_S} s per page after 1 s warm-up, anonymous, gzip accepted):`,
  );
  for (const page of pages) {
    const cached = await measure(fleet.storefronts[0]!, page.path);
    const rendered = await measure(fleet.uncachedStorefronts[0]!, page.path);
    const two = await measure(fleet.proxies['two-uncached']!, page.path);
    const one = await measure(fleet.proxies['one-uncached']!, page.path);
    console.log(`  ${page.name.padEnd(10)} ${page.path}`);
    console.log(`    one storefront, HTML cache on:   ${formatLoad(cached)}`);
    console.log(`    one storefront, HTML cache off:  ${formatLoad(rendered)}`);
    console.log(`    ratio cache on/off:              ${ratio(cached, rendered)}`);
    console.log(`    nginx → two storefronts (off):   ${formatLoad(two)}`);
    console.log(`    nginx → one storefront (off):    ${formatLoad(one)}`);
    console.log(`    ratio two/one:                   ${ratio(two, one)}`);
  }
} finally {
  await fleet.stop();
}
