import { describe, expect, it } from 'vitest';
import { Lane, LaneFull } from './lane.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('Lane', () => {
  it('runs up to its concurrency, queues up to its queue and refuses the next at once', async () => {
    const lane = new Lane({ concurrency: 2, queue: 1, retryAfterSeconds: 3 });
    const first = gate();
    const order: number[] = [];
    const runs = [1, 2, 3].map((id) =>
      lane.run(async () => {
        order.push(id);
        await first.opened;
        return id;
      }),
    );
    await Promise.resolve();
    expect(lane.load()).toEqual({ active: 2, waiting: 1 });
    expect(lane.isFull()).toBe(true);
    const refused = await lane.run(async () => 4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LaneFull);
    expect((refused as LaneFull).retryAfterSeconds).toBe(3);
    first.open();
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(lane.load()).toEqual({ active: 0, waiting: 0 });
    expect(lane.isFull()).toBe(false);
  });

  it('frees its place when the work fails', async () => {
    const lane = new Lane({ concurrency: 1, queue: 0, retryAfterSeconds: 1 });
    await expect(lane.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lane.run(async () => 'next')).toBe('next');
    expect(lane.load()).toEqual({ active: 0, waiting: 0 });
  });
});
