// The stale-page middleware against a real express server: a marked page is kept and served while
// the Store API is down; unmarked pages, cart holders and cookies never come from the copy.
import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHAREABLE_HEADER } from '../app/lib/http/stale-pages.ts';
import { staleIfDown } from './stale-if-down.ts';

let up = true;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(staleIfDown({ up: () => up, check: async () => up, stop: () => undefined }));
  app.get(/.*/, (request, response) => {
    if (!up) {
      response.status(503).type('html').send('<h1>Service unavailable</h1>');
      return;
    }
    if (request.path === '/shared') response.set(SHAREABLE_HEADER, '1');
    response.set('set-cookie', 'sw-context-token=secret; Path=/');
    response.type('html').send(`<h1>${request.path} at ${Date.now()}</h1>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('staleIfDown', () => {
  it('serves the last good copy of a shareable page while the engine is down, without its cookies', async () => {
    up = true;
    const fresh = await fetch(`${base}/shared`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await fresh.text();
    expect(fresh.headers.get(SHAREABLE_HEADER)).toBeNull();

    up = false;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const stale = await fetch(`${base}/shared`);
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(html);
      expect(stale.headers.get('x-aisle-stale')).toBe('1');
      expect(stale.headers.get('set-cookie')).toBeNull();

      const unmarked = await fetch(`${base}/private`);
      expect(unmarked.status).toBe(503);
      expect(unmarked.headers.get('retry-after')).toBe('30');

      const cartHolder = await fetch(`${base}/shared`, { headers: { cookie: 'aisle-cart=1' } });
      expect(cartHolder.status).toBe(503);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/GET \/private answered 503 \(Store API unreachable\)/));
    } finally {
      logged.mockRestore();
      up = true;
    }
  });
});
