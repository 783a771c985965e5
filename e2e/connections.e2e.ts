// Real connections against a storefront of its own (production build, against the suite's engine):
// four rounds of shoppers who leave while a page renders — sixteen at once on one uncached page, the
// HTML cache's leader and its followers — plus clients that send their request a byte at a time and
// clients that never read their answer. Afterwards the process holds no render slot and no cache
// lead, and the next shopper gets a freshly rendered page, not the busy page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chaosClient, metricValue } from '../scripts/lib/connection-chaos.ts';
import { startStorefront, type RunningStorefront } from './support/servers.ts';

const storeApiUrl = inject('storeApiUrl');

describe('a storefront after aborted, slow and stalled clients', () => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront(storeApiUrl);
  });
  afterAll(async () => {
    await storefront?.stop();
  });

  const held = async () => {
    const text = await (await fetch(`${storefront.storefrontUrl}/metrics`)).text();
    return {
      running: metricValue(text, 'aisle_storefront_admission_requests{state="running"}'),
      waiting: metricValue(text, 'aisle_storefront_admission_requests{state="waiting"}'),
      leads: metricValue(text, 'aisle_storefront_html_cache_renders_in_flight'),
    };
  };

  it('holds no slot and no cache lead afterwards, and renders a fresh page', async () => {
    const url = (path: string) => new URL(path, storefront.storefrontUrl);
    // Seeded, so a failing run can be repeated as it was.
    let seed = 38;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    for (const round of [1, 2, 3, 4]) {
      await Promise.all([
        ...Array.from({ length: 16 }, () => chaosClient('left', url(`/?round=${round}`), () => 0.1)),
        ...Array.from({ length: 6 }, (_, index) => chaosClient('left', url(`/search?search=shirt&round=${round}-${index}`), random)),
        ...Array.from({ length: 3 }, () => chaosClient('slow', url(`/?slow=${round}`), random)),
        ...Array.from({ length: 3 }, (_, index) => chaosClient('stalled', url(`/?stalled=${round}-${index}`), random)),
      ]);
    }
    // Bounded polling: renders of the abandoned pages may still be finishing.
    let state = await held();
    for (let tries = 0; tries < 50 && (state.running !== 0 || state.waiting !== 0 || state.leads !== 0); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await held();
    }
    expect(state).toEqual({ running: 0, waiting: 0, leads: 0 });

    const fresh = await fetch(url('/?after=chaos'), { headers: { accept: 'text/html' } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-aisle-cache')).toBe('miss');
    expect(await fresh.text()).toContain('<main');
  }, 120_000);
});
