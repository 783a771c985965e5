// The back-pressure middleware against a real express server: requests beyond the renders and the
// queue of a process get the busy page at once — localised, 503 with Retry-After — while the ones
// admitted are answered as usual. The handler holds its requests until the test lets them go.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdingServer, until, type HoldingServer } from '../test/holding-server.ts';
import { createAdmission } from './admission.ts';
import { backPressure, BUSY_RETRY_AFTER_SECONDS } from './back-pressure.ts';
import { staleIfDown } from './stale-if-down.ts';

let server: HoldingServer;
let base: string;
let held: Array<() => void>;
const arrived = () => server.arrived();

beforeAll(async () => {
  server = await holdingServer(
    // As in server.ts: the 5xx logging and Retry-After of stale-if-down sit in front.
    staleIfDown({ up: () => true, check: async () => true, stop: () => undefined }),
    backPressure(createAdmission({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 })),
  );
  ({ base, held } = server);
});

afterAll(() => server.close());

describe('back-pressure', () => {
  it('renders one, queues one and answers the rest with the busy page in their language', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = fetch(`${base}/Clothing/`);
    await until(() => arrived() === 1);
    const second = fetch(`${base}/pl-PL/search?search=x`);
    // The queue is full now: these are answered without waiting for the first two.
    const german = await fetch(`${base}/testde/Kleidung/`, { headers: { accept: 'text/html' } });
    expect(german.status).toBe(503);
    expect(german.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(german.headers.get('cache-control')).toBe('no-store');
    const html = await german.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<a href="/testde/Kleidung/">');
    const data = await fetch(`${base}/Clothing.data`);
    expect([data.status, data.headers.get('content-type')?.split(';')[0]]).toEqual([503, 'text/plain']);
    await data.text();
    const post = await fetch(`${base}/cart/add`, { method: 'POST', body: 'productId=x' });
    expect(post.status).toBe(503);
    expect(await post.text()).not.toContain('Try again');
    // Counted, not logged one line each.
    expect(logged).not.toHaveBeenCalled();

    expect(arrived()).toBe(1);
    held.shift()?.();
    expect((await first).status).toBe(200);
    await until(() => arrived() === 2);
    held.shift()?.();
    const queued = await second;
    expect(queued.status).toBe(200);
    expect(await queued.text()).toBe('<h1>rendered</h1>');
  });
});
