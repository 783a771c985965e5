// The back-pressure middleware against a real express server: requests beyond the renders and the
// queue of a process get the busy page at once — localised, 503 with Retry-After — while the ones
// admitted are answered as usual. The handler holds its requests until the test lets them go.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmission } from './admission.ts';
import { backPressure, BUSY_RETRY_AFTER_SECONDS } from './back-pressure.ts';
import { staleIfDown } from './stale-if-down.ts';

let server: Server;
let base: string;
const held: Array<() => void> = [];
let arrived = 0;

beforeAll(async () => {
  const app = express();
  // As in server.ts: the 5xx logging and Retry-After of stale-if-down sit in front.
  app.use(staleIfDown({ up: () => true, check: async () => true, stop: () => undefined }));
  app.use(backPressure(createAdmission({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 })));
  app.all(/.*/, (_request, response) => {
    arrived += 1;
    held.push(() => response.type('html').send('<h1>rendered</h1>'));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const release of held.splice(0)) release();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('back-pressure', () => {
  it('renders one, queues one and answers the rest with the busy page in their language', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = fetch(`${base}/Clothing/`);
    await until(() => arrived === 1);
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

    expect(arrived).toBe(1);
    held.shift()?.();
    expect((await first).status).toBe(200);
    await until(() => arrived === 2);
    held.shift()?.();
    const queued = await second;
    expect(queued.status).toBe(200);
    expect(await queued.text()).toBe('<h1>rendered</h1>');
  });
});
