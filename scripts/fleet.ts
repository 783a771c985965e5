// `npm run fleet`: starts two engines and two storefronts on one PostgreSQL and one Redis behind a
// local nginx and checks that they behave as one shop (ADR 0017). Needs PostgreSQL, Redis and nginx.
import { engineRequestCounts, fleetUnavailable, pageThroughput, purchaseThroughProxy, sharedLoginThrottle, sharedPageCache, startFleet } from './fleet-lib.ts';

const missing = await fleetUnavailable();
if (missing) {
  console.error(`fleet: cannot run — ${missing}.`);
  process.exit(1);
}
const started = performance.now();
const fleet = await startFleet({ quiet: !process.env.FLEET_VERBOSE });
console.log(`fleet: up in ${Math.round(performance.now() - started)} ms — shop ${fleet.shopUrl}, Store API ${fleet.apiUrl}`);
let failed = false;
const check = async (name: string, run: () => Promise<string>) => {
  try {
    console.log(`fleet: ✓ ${name}: ${await run()}`);
  } catch (error) {
    failed = true;
    console.error(`fleet: ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
};
await check('purchase through the proxy', async () => {
  const before = await engineRequestCounts(fleet);
  const order = await purchaseThroughProxy(fleet);
  const served = (await engineRequestCounts(fleet)).map((count, index) => count - before[index]!);
  if (served.some((count) => count === 0)) throw new Error(`order ${order}, but an engine served nothing (${served.join(' / ')})`);
  return `order ${order}; the engines served ${served.join(' / ')} Store API requests`;
});
await check('login throttle shared by both engines', async () => {
  const status = await sharedLoginThrottle(fleet);
  if (status !== 429) throw new Error(`engine B answered ${status}, not 429`);
  return 'engine B answers 429';
});
await check('page cache shared by both storefronts', async () => {
  const cache = await sharedPageCache(fleet);
  if (cache !== 'hit') throw new Error(`storefront B answered x-aisle-cache: ${cache}`);
  return 'storefront B serves what A rendered';
});
const { cached, rendered } = await pageThroughput(fleet);
console.log(
  `fleet: anonymous product page, one storefront, sequential: ${cached} req/s from the HTML cache (Redis) vs ${rendered} req/s rendered — ×${(cached / rendered).toFixed(1)}`,
);
await fleet.stop();
process.exit(failed ? 1 : 0);
