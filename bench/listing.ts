// Benchmark: latency of a filtered, sorted, aggregated category listing (POST /product-listing) on
// the demo catalogue and on a generated large catalogue, on PGlite and (with BENCH_DATABASE_URL or a
// postgres:// DATABASE_URL) PostgreSQL, in a throw-away database. Prints p50/p95 per setup — figures only, no assertions.
//   BENCH_PRODUCTS (100000)  size of the large catalogue; 0 skips it
//   BENCH_REQUESTS (200)     measured requests per setup (after 20 warm-up requests)
//   BENCH_DATA_DIR           where the generated PGlite catalogue is kept between runs (data/bench-<N>)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchPostgresUrl, throwawayDatabase } from './support/postgres.ts';
import { ACCESS_KEY, generateCatalogue, ROOT, SHARED_MEDIA_DIR, startEngine } from './support/servers.ts';
import { latencySummary } from './support/stats.ts';

const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const POSTGRES = benchPostgresUrl();

interface Setup {
  name: string;
  env: Record<string, string>;
  products: number;
}

async function measure(setup: Setup): Promise<void> {
  const engine = await startEngine(setup.env);
  const base = engine.url;
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    const navigation = (await call('/navigation/main-navigation/main-navigation', { depth: 1 })) as unknown as Array<{ id: string; name: string }>;
    const category = navigation[0];
    if (!category) throw new Error('No category to list.');
    const first = (await call(`/product-listing/${category.id}`, { limit: 1 })) as {
      total: number;
      aggregations: { properties?: { entities: Array<{ options: Array<{ id: string }> }> } };
    };
    const option = first.aggregations.properties?.entities[0]?.options[0]?.id;
    const body = (minPrice: number) => ({
      order: 'price-asc',
      p: 2,
      limit: 24,
      'min-price': minPrice,
      'max-price': 500,
      ...(option ? { properties: option } : {}),
    });
    const run = async (vary: boolean) => {
      const times: number[] = [];
      for (let index = 0; index < REQUESTS; index += 1) {
        // Varying the price filter by a cent makes every request a cache miss (ADR 0008).
        const payload = body(vary ? 5 + index / 100 : 5);
        const started = performance.now();
        await call(`/product-listing/${category.id}`, payload);
        times.push(performance.now() - started);
      }
      return latencySummary(times);
    };
    for (let index = 0; index < 20; index += 1) await call(`/product-listing/${category.id}`, body(4 - index / 100));
    const uncached = await run(true);
    const repeated = await run(false);
    console.log(
      `  ${setup.name.padEnd(34)} "${category.name}" (${first.total} products): every request different ${uncached}; same request repeated ${repeated}`,
    );
  } finally {
    await engine.stop();
  }
}

const setups: Setup[] = [{ name: 'PGlite, demo catalogue', env: { DATABASE_URL: 'memory://' }, products: 0 }];
if (LARGE > 0) {
  const dir = process.env.BENCH_DATA_DIR ?? join(ROOT, 'data', `bench-${LARGE}`);
  const env = { DATABASE_URL: '', AISLE_DATA_DIR: dir, AISLE_MEDIA_DIR: SHARED_MEDIA_DIR };
  if (!existsSync(join(dir, 'pglite'))) generateCatalogue(env, LARGE);
  setups.push({ name: `PGlite, +${LARGE} generated products`, env, products: LARGE });
}

console.log(`Listing latency (POST /product-listing: property + price filter, price sort, page 2, all aggregations; ${REQUESTS} sequential requests):`);
for (const setup of setups) await measure(setup);
if (POSTGRES) {
  // A throw-away database on that server: a fresh seed, nothing left behind.
  const database = await throwawayDatabase(POSTGRES);
  try {
    await measure({ name: 'PostgreSQL, demo catalogue', env: { DATABASE_URL: database.url }, products: 0 });
  } finally {
    await database.drop();
  }
}
