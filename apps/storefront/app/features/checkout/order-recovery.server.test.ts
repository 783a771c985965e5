import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { isRecentOrder, isUnknownOutcome, LOST_ANSWER_WINDOW_MS, orderPlacedBefore, placeOrderOnce } from './order-recovery.server.ts';

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

describe('orderPlacedBefore (a repeated submission met an empty cart)', () => {
  const NOW = Date.parse('2026-12-07T03:00:00Z');
  const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
  const cartEmpty = () => Promise.reject(new Error('CHECKOUT__CART_EMPTY'));

  it('takes the order the Store API answers for the attempt’s key', async () => {
    const newest = () => Promise.resolve({ id: 'n'.repeat(32), placedAt: minutesAgo(60) });
    await expect(orderPlacedBefore({ repeat: () => Promise.resolve('k'.repeat(32)), newest }, NOW)).resolves.toEqual({ id: 'k'.repeat(32) });
  });

  it('falls back to the newest order of the last minutes when the key is unknown (a Shopware keeps none)', async () => {
    const recent = () => Promise.resolve({ id: 'n'.repeat(32), placedAt: minutesAgo(2) });
    await expect(orderPlacedBefore({ repeat: cartEmpty, newest: recent }, NOW)).resolves.toEqual({ id: 'n'.repeat(32) });
    await expect(orderPlacedBefore({ newest: recent }, NOW)).resolves.toEqual({ id: 'n'.repeat(32) });
  });

  it('finds nothing for an old order, no order, or orders that cannot be read', async () => {
    const old = () => Promise.resolve({ id: 'o'.repeat(32), placedAt: minutesAgo(LOST_ANSWER_WINDOW_MS / 60_000 + 1) });
    await expect(orderPlacedBefore({ repeat: cartEmpty, newest: old }, NOW)).resolves.toBeNull();
    await expect(orderPlacedBefore({ newest: () => Promise.resolve(null) }, NOW)).resolves.toBeNull();
    await expect(orderPlacedBefore({ repeat: cartEmpty, newest: () => Promise.reject(new Error('down')) }, NOW)).resolves.toBeNull();
  });

  it('counts only a real date within the window', () => {
    expect(isRecentOrder(minutesAgo(0), NOW)).toBe(true);
    expect(isRecentOrder(minutesAgo(14), NOW)).toBe(true);
    expect(isRecentOrder(minutesAgo(16), NOW)).toBe(false);
    expect(isRecentOrder(null, NOW)).toBe(false);
    expect(isRecentOrder('not a date', NOW)).toBe(false);
  });
});
