import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyError, createAdmission } from './admission.ts';

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'admitted' | 'refused' = 'pending';
  promise.then(
    () => (state = 'admitted'),
    () => (state = 'refused'),
  );
  await vi.advanceTimersByTimeAsync(0);
  return () => state;
};

describe('admission', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs `concurrency` requests, queues the next ones in order and admits them as slots free up', async () => {
    vi.useFakeTimers();
    const admission = createAdmission({ concurrency: 2, maxQueue: 5, maxWaitMs: 10_000 });
    const first = await admission.enter();
    const second = await admission.enter();
    const order: number[] = [];
    const third = admission.enter().then((release) => (order.push(3), release));
    const fourth = admission.enter().then((release) => (order.push(4), release));
    await vi.advanceTimersByTimeAsync(0);
    expect([admission.running, admission.waiting]).toEqual([2, 2]);
    expect(order).toEqual([]);
    first();
    first(); // releasing twice frees one slot only
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([3]);
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([3, 4]);
    (await third)();
    (await fourth)();
    await vi.advanceTimersByTimeAsync(0);
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it('refuses at once beyond the queue', async () => {
    vi.useFakeTimers();
    const admission = createAdmission({ concurrency: 1, maxQueue: 2, maxWaitMs: 10_000 });
    await admission.enter();
    const queued = [await settled(admission.enter()), await settled(admission.enter())];
    const refused = admission.enter();
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    expect(queued.map((state) => state())).toEqual(['pending', 'pending']);
  });

  it('refuses a request that waited too long, and frees its place in the queue', async () => {
    vi.useFakeTimers();
    const admission = createAdmission({ concurrency: 1, maxQueue: 1, maxWaitMs: 5_000 });
    const release = await admission.enter();
    const waiting = admission.enter();
    const outcome = expect(waiting).rejects.toBeInstanceOf(BusyError);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(admission.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(admission.waiting).toBe(0);
    // The running request keeps its slot however long it takes.
    expect(admission.running).toBe(1);
    release();
    const next = await settled(admission.enter());
    expect(next()).toBe('admitted');
  });

  it('takes a visitor who went away out of the queue, but never frees a running slot on cancel', async () => {
    vi.useFakeTimers();
    const admission = createAdmission({ concurrency: 1, maxQueue: 3, maxWaitMs: 10_000 });
    const running = new AbortController();
    const release = await admission.enter(running.signal);
    const gone = new AbortController();
    const waiting = admission.enter(gone.signal);
    const outcome = expect(waiting).rejects.toThrow();
    gone.abort(new Error('client closed'));
    await outcome;
    expect(admission.waiting).toBe(0);
    running.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(admission.running).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(admission.running).toBe(0);
  });
});
