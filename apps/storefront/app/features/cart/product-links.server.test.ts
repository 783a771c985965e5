// SEO paths of line items with a stand-in Store API: read once per set of products and locale for a
// while, never an error when the Store API fails.
import { describe, expect, it } from 'vitest';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { productSeoPaths } from './product-links.server.ts';

function stubApi(fail = false) {
  let calls = 0;
  const api = {
    invoke: async (_operation: string, params: { body: { filter: Array<{ value: unknown }> } }) => {
      calls += 1;
      if (fail) throw Object.assign(new Error('fetch failed'), { name: 'FetchError' });
      const ids = params.body.filter[0]?.value as string[];
      return { data: { elements: ids.map((id) => ({ foreignKey: id, seoPathInfo: `Product-${id.slice(0, 4)}/`, isCanonical: true })) } };
    },
  } as unknown as StoreApiClient;
  return { api, calls: () => calls };
}

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('productSeoPaths', () => {
  it('reads the paths of one set of products once per locale while they are fresh', async () => {
    const { api, calls } = stubApi();
    const first = await productSeoPaths(api, [A, B], 'en-GB');
    const again = await productSeoPaths(api, [B, A.toUpperCase()], 'en-GB');
    expect(again).toEqual(first);
    expect(first.get(A)).toBe('/Product-aaaa/');
    expect(calls()).toBe(1);
    await productSeoPaths(api, [A, B], 'de-DE');
    expect(calls()).toBe(2);
  });

  it('always asks without a locale, and keeps no failure', async () => {
    const { api, calls } = stubApi();
    await productSeoPaths(api, [A]);
    await productSeoPaths(api, [A]);
    expect(calls()).toBe(2);
    const down = stubApi(true);
    expect(await productSeoPaths(down.api, [B], 'pl-PL')).toEqual(new Map());
    const up = stubApi();
    expect((await productSeoPaths(up.api, [B], 'pl-PL')).get(B)).toBe('/Product-bbbb/');
  });
});
