// Benchmark: the engine's cart and checkout — add-to-cart (POST /checkout/cart/line-item) and cart
// read (GET /checkout/cart) latency on a warm cart of 5 lines, and order placement throughput
// (POST /checkout/order) for guest checkouts one after another and concurrently. On in-memory
// PGlite, and on PostgreSQL (a throw-away database on that server) when BENCH_DATABASE_URL (or a
// postgres:// DATABASE_URL) is set.
// Figures only, no assertions.
//   BENCH_REQUESTS (200)    measured cart calls per series (after 20 warm-up calls)
//   BENCH_ORDERS (50)       guest checkouts per order series
//   BENCH_CONCURRENCY (10)  orders in flight in the concurrent series
import { benchPostgresUrl, throwawayDatabase } from './support/postgres.ts';
import { startEngine } from './support/servers.ts';
import { latencySummary, sampleConcurrent, sampleSequential, timed } from './support/stats.ts';
import { buyableProducts, callApi, expectOk, productItem, registerGuest } from './support/store-api.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const POSTGRES = benchPostgresUrl();
const CART_LINES = 5;

/** Guests with one product each in the cart, ready to order (not part of the measurement). */
async function guestsReadyToOrder(base: string, count: number, products: readonly string[], series: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const token = await registerGuest(base, `${series}-${index}@example.com`);
    await expectOk(base, '/checkout/cart/line-item', { token, body: { items: [productItem(products[index % products.length] ?? '', 1 + (index % 2))] } });
    tokens.push(token);
  }
  return tokens;
}

async function placeOrders(base: string, tokens: readonly string[], concurrency: number): Promise<string> {
  let failed = 0;
  const order = async (index: number) => {
    const response = await callApi(base, '/checkout/order', { token: tokens[index], body: {} });
    if (response.status !== 200) failed += 1;
  };
  const { times, wallMs } =
    concurrency <= 1
      ? await timed(() => sampleSequential(tokens.length, order)).then(({ ms, result }) => ({ times: result, wallMs: ms }))
      : await sampleConcurrent(tokens.length, concurrency, order);
  return `${((tokens.length / wallMs) * 1000).toFixed(1)} orders/s, ${latencySummary(times)}${failed ? `, ${failed} failed` : ''}`;
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const engine = await startEngine(env);
  const base = engine.url;
  try {
    const products = await buyableProducts(base, CART_LINES);
    const first = await expectOk(base, '/checkout/cart/line-item', { body: { items: [productItem(products[0] ?? '')] } });
    const token = first.token ?? '';
    for (const id of products.slice(1)) await expectOk(base, '/checkout/cart/line-item', { token, body: { items: [productItem(id)] } });
    const add = (index: number) => expectOk(base, '/checkout/cart/line-item', { token, body: { items: [productItem(products[index % CART_LINES] ?? '')] } });
    const read = () => expectOk(base, '/checkout/cart', { token });
    await sampleSequential(20, add);
    await sampleSequential(20, read);
    const adds = await sampleSequential(REQUESTS, add);
    const reads = await sampleSequential(REQUESTS, read);

    const sequentialGuests = await guestsReadyToOrder(base, ORDERS, products, 'sequential');
    const sequential = await placeOrders(base, sequentialGuests, 1);
    const concurrentGuests = await guestsReadyToOrder(base, ORDERS, products, 'concurrent');
    const concurrent = await placeOrders(base, concurrentGuests, CONCURRENCY);

    console.log(`  ${name}:`);
    console.log(`    add to cart (${CART_LINES}-line cart):       ${latencySummary(adds)}`);
    console.log(`    read cart (${CART_LINES}-line cart):         ${latencySummary(reads)}`);
    console.log(`    ${ORDERS} orders, sequential:        ${sequential}`);
    console.log(`    ${ORDERS} orders, ${String(CONCURRENCY).padStart(2)} in flight:      ${concurrent}`);
  } finally {
    await engine.stop();
  }
}

console.log(
  `Cart and checkout at the engine (${REQUESTS} sequential cart calls per series, guest checkouts with 1–2 units of one product; the client shares the machine):`,
);
await measure('PGlite (in memory)', {});
if (POSTGRES) {
  const database = await throwawayDatabase(POSTGRES);
  try {
    await measure('PostgreSQL (throw-away database)', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
