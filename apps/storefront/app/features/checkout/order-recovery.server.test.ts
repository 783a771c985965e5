import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { isUnknownOutcome, placeOrderOnce } from './order-recovery.server.ts';

function networkError(): Error {
  return new FetchError('fetch failed');
}

function placement(newestIds: Array<string | null>, create: () => Promise<string>) {
  let reads = 0;
  return {
    reads: () => reads,
    newest: () => {
      reads += 1;
      return Promise.resolve(newestIds.shift() ?? null);
    },
    create,
  };
}

describe('placeOrderOnce', () => {
  it('returns the created order', async () => {
    await expect(placeOrderOnce(placement([null], () => Promise.resolve('a'.repeat(32))))).resolves.toEqual({ id: 'a'.repeat(32) });
  });

  it('recognises the order committed before the connection broke', async () => {
    const fake = placement(['o'.repeat(32), 'n'.repeat(32)], () => Promise.reject(networkError()));
    await expect(placeOrderOnce(fake)).resolves.toEqual({ id: 'n'.repeat(32) });
    expect(fake.reads()).toBe(2);
  });

  it('recognises the first order of a new guest', async () => {
    await expect(placeOrderOnce(placement([null, 'n'.repeat(32)], () => Promise.reject(networkError())))).resolves.toEqual({ id: 'n'.repeat(32) });
  });

  it('rethrows when no newer order exists', async () => {
    const error = networkError();
    await expect(placeOrderOnce(placement(['o'.repeat(32), 'o'.repeat(32)], () => Promise.reject(error)))).rejects.toBe(error);
  });

  it('orders even when the orders cannot be read first, without guessing afterwards', async () => {
    const unreadable = { newest: () => Promise.reject(new Error('403')), create: () => Promise.resolve('a'.repeat(32)) };
    await expect(placeOrderOnce(unreadable)).resolves.toEqual({ id: 'a'.repeat(32) });
    const error = networkError();
    let reads = 0;
    const broken = {
      newest: () => (reads++ === 0 ? Promise.reject(new Error('403')) : Promise.resolve('n'.repeat(32))),
      create: () => Promise.reject(error),
    };
    await expect(placeOrderOnce(broken)).rejects.toBe(error);
  });

  it('does not look for orders after a refusal', async () => {
    const refusal = new Error('CHECKOUT__CART_INVALID');
    const fake = placement(['o'.repeat(32), 'n'.repeat(32)], () => Promise.reject(refusal));
    await expect(placeOrderOnce(fake)).rejects.toBe(refusal);
    expect(fake.reads()).toBe(1);
  });
});

describe('isUnknownOutcome', () => {
  it('is true for network errors only among plain errors', () => {
    expect(isUnknownOutcome(networkError())).toBe(true);
    expect(isUnknownOutcome(new Error('boom'))).toBe(false);
  });
});
