// The full-HTML cache against a real express server and the memory cache store: public pages are
// kept and served to cookie-less visitors; private pages, cookies and visitors with a context are not.
import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCacheStore, type CacheStore } from '@aisle/cache-store';
import { htmlCache, sharedMaxAge } from './html-cache.ts';

let server: Server;
let base: string;
let rendered = 0;
const memory = createCacheStore({ namespace: `test-${process.pid}` });
const lookups: boolean[] = [];

/** Visitors whose cache lookup has been answered, by key: the slow page renders once all of a test's have looked. */
const looked = new Map<string, number>();
const lookedWaiters: Array<() => void> = [];
const store: CacheStore = {
  ...memory,
  get: async <T>(key: string) => {
    const value = await memory.get<T>(key);
    looked.set(key, (looked.get(key) ?? 0) + 1);
    for (const wake of lookedWaiters.splice(0)) wake();
    return value;
  },
};
async function lookedUp(suffix: string, visitors: number): Promise<void> {
  const count = () => [...looked].filter(([key]) => key.endsWith(suffix)).reduce((sum, [, seen]) => sum + seen, 0);
  while (count() < visitors) await new Promise<void>((wake) => lookedWaiters.push(wake));
}
const cache = htmlCache({ store, onLookup: (hit) => lookups.push(hit) });

/** Until no render is in flight: a page that is kept has then been stored (its copy is written after the answer). */
async function settled(leaders: { readonly leaders: number } = cache): Promise<void> {
  await vi.waitFor(() => expect(leaders.leaders).toBe(0));
}

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(cache);
  app.get(/.*/, async (request, response) => {
    rendered += 1;
    // Rendered once the test's three visitors have all looked the page up: they overlap.
    if (request.path === '/slow') await lookedUp('/slow', 3);
    response.set('x-request-id', `id-${rendered}`);
    if (request.path === '/private' || request.path === '/never-kept') response.set('cache-control', 'private, no-cache');
    else response.set('cache-control', 'public, max-age=0, s-maxage=60');
    if (request.path === '/cookie') response.set('set-cookie', 'a=b');
    response.type('html').send(`<h1>${request.path} #${rendered}</h1>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return {
    status: response.status,
    cache: response.headers.get('x-aisle-cache'),
    body: await response.text(),
    requestId: response.headers.get('x-request-id'),
  };
}

describe('htmlCache', () => {
  it('serves a public page once rendered to the next cookie-less visitor', async () => {
    const first = await get('/shared');
    expect(first.cache).toBe('miss');
    // The copy is written when the response finishes.
    await settled();
    const second = await get('/shared');
    expect(second).toEqual({ status: 200, cache: 'hit', body: first.body, requestId: null });
  });

  it('renders for visitors with a context, and never keeps private pages or pages setting cookies', async () => {
    await get('/shared');
    const withToken = await get('/shared', { cookie: 'sw-context-token=abc' });
    expect(withToken.cache).toBeNull();
    for (const path of ['/private', '/cookie']) {
      const first = await get(path);
      await settled();
      const second = await get(path);
      expect(second.cache).toBe('miss');
      expect(second.body).not.toBe(first.body);
    }
    expect(lookups).toContain(true);
  });

  it('renders a page once for visitors who miss it at the same time, and gives them that copy', async () => {
    const before = rendered;
    const visits = await Promise.all([get('/slow'), get('/slow'), get('/slow')]);
    expect(rendered - before).toBe(1);
    expect(visits.map((visit) => visit.cache).sort()).toEqual(['hit', 'hit', 'miss']);
    expect(new Set(visits.map((visit) => visit.body)).size).toBe(1);
  });

  it('renders a page that is not kept for every visitor', async () => {
    for (const path of ['/never-kept', '/never-kept']) {
      const before = rendered;
      const visits = await Promise.all([get(path), get(path)]);
      expect(rendered - before).toBe(2);
      expect(visits.map((visit) => visit.cache)).toEqual(['miss', 'miss']);
    }
  });

  it('keeps a page compressed and serves the encoding each visitor accepts', async () => {
    const first = await get('/encoded');
    await settled();
    for (const accepted of ['br', 'gzip', 'identity', 'gzip, deflate, br, zstd']) {
      const response = await fetch(`${base}/encoded`, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('x-aisle-cache')).toBe('hit');
      expect(response.headers.get('content-encoding')).toBe(accepted === 'identity' ? null : accepted === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(first.body);
    }
  });

  it('takes a copy in an earlier shape for a miss', async () => {
    await store.set(`|page:${new URL(base).host}/old-shape`, { status: 200, headers: {}, body: 'PGgxPm9sZDwvaDE+', at: Date.now() }, 60_000);
    const visit = await get('/old-shape');
    expect(visit.cache).toBe('miss');
    expect(visit.body).toMatch(/^<h1>\/old-shape #\d+<\/h1>$/);
  });

  it('reads s-maxage only from public directives', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60);
    expect(sharedMaxAge('private, s-maxage=60')).toBeUndefined();
    expect(sharedMaxAge(undefined)).toBeUndefined();
  });
});

describe('htmlCache with markets on hosts of their own', () => {
  it('keeps a market host’s pages apart from the public host’s, even under PUBLIC_URL', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    const marketHost = (request: express.Request) => (request.hostname === 'shop.example.de' ? request.hostname : undefined);
    const hostsCache = htmlCache({ store: createCacheStore({ namespace: `test-hosts-${process.pid}` }), publicHost: 'shop.example.com', marketHost });
    app.use(hostsCache);
    app.get(/.*/, (request, response) => {
      response.set('cache-control', 'public, max-age=0, s-maxage=60');
      response.type('html').send(`<h1>${request.hostname}</h1>`);
    });
    const hosts = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => hosts.once('listening', resolve));
    const url = `http://127.0.0.1:${(hosts.address() as AddressInfo).port}/same`;
    const page = async (host: string) => (await fetch(url, { headers: { 'x-forwarded-host': host } })).text();
    try {
      expect(await page('shop.example.com')).toBe('<h1>shop.example.com</h1>');
      await settled(hostsCache);
      expect(await page('shop.example.de')).toBe('<h1>shop.example.de</h1>');
      await settled(hostsCache);
      // Another alias of the public host shares the public host's copy; the market's host has its own.
      expect(await page('www.shop.example.com')).toBe('<h1>shop.example.com</h1>');
      expect(await page('shop.example.de')).toBe('<h1>shop.example.de</h1>');
    } finally {
      hosts.close();
    }
  });
});
