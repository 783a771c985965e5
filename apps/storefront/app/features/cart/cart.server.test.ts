import { describe, expect, it } from 'vitest';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { readCart, readCartForLoaders } from './cart.server.ts';

/** A client that counts GET /checkout/cart and answers with a new cart object each time. */
function countingClient(): { api: StoreApiClient; reads: () => number } {
  let reads = 0;
  const invoke = (async () => {
    reads += 1;
    return { data: { lineItems: [], reads }, status: 200 };
  }) as unknown as StoreApiClient['invoke'];
  return { api: { invoke, defaultHeaders: {} as StoreApiClient['defaultHeaders'] }, reads: () => reads };
}

describe('readCartForLoaders', () => {
  it('shares one cart read between the loaders of a request', async () => {
    const { api, reads } = countingClient();
    const [chrome, page] = await Promise.all([readCartForLoaders(api), readCartForLoaders(api)]);
    expect(chrome).toBe(page);
    expect(reads()).toBe(1);
  });

  it('leaves other requests and explicit reads alone', async () => {
    const first = countingClient();
    const second = countingClient();
    await readCartForLoaders(first.api);
    await readCartForLoaders(second.api);
    await readCart(first.api);
    expect([first.reads(), second.reads()]).toEqual([2, 1]);
  });
});
