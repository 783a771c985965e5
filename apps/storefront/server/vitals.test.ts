// The vitals endpoint on a real express server with its own registry: what a browser with consent sends is
// counted by page type into the right bucket; junk, oversized bodies, beacons without consent and floods are
// answered 4xx and counted nowhere.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalsEndpoint } from './vitals.ts';

const STATISTICS = 'aisle-consent=v1:statistics';

async function start(registry: Registry, perMinute: number): Promise<{ server: Server; base: string }> {
  const app = express();
  app.post('/vitals', vitalsEndpoint({ registry, perMinute }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const registry = new Registry();
let main: { server: Server; base: string };
beforeAll(async () => {
  main = await start(registry, 100);
});
afterAll(() => new Promise((resolve) => main.server.close(resolve)));

const send = (body: string, cookie: string | null = STATISTICS, base = main.base) =>
  fetch(`${base}/vitals`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) } });

/** `<name>_bucket{…}` lines as `le page_type count`. */
async function buckets(name: string): Promise<string[]> {
  const text = await registry.metrics();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}_bucket{`))
    .map((line) => {
      const le = /le="([^"]+)"/.exec(line)?.[1];
      const pageType = /page_type="([^"]+)"/.exec(line)?.[1];
      return `${le} ${pageType} ${line.split(' ').at(-1)}`;
    });
}

describe('POST /vitals', () => {
  it('counts a consenting browser’s beacon by page type, each value into its bucket', async () => {
    expect((await send('{"p":"product","m":{"LCP":1800,"CLS":0.12}}')).status).toBe(204);
    expect((await send('{"p":"product","m":{"INP":96}}')).status).toBe(204);
    const lcp = await buckets('aisle_storefront_web_vitals_lcp_seconds');
    expect(lcp).toContain('1.5 product 0');
    expect(lcp).toContain('2 product 1');
    expect(lcp).toContain('2.5 product 1');
    expect(await buckets('aisle_storefront_web_vitals_cls')).toEqual(expect.arrayContaining(['0.1 product 0', '0.15 product 1']));
    expect(await buckets('aisle_storefront_web_vitals_inp_seconds')).toEqual(expect.arrayContaining(['0.05 product 0', '0.1 product 1']));
  });

  it('answers junk with 4xx and counts nothing of it', async () => {
    const before = await registry.metrics();
    expect((await send('{"p":"admin","m":{"LCP":1800}}')).status).toBe(400);
    expect((await send('{"p":"home","m":{"LCP":1800},"x":1}')).status).toBe(400);
    expect((await send('<xml/>')).status).toBe(400);
    expect((await send(`{"p":"home","m":{"LCP":1800}}${' '.repeat(2000)}`)).status).toBe(413);
    // Well-formed but without consent to statistics: accepted (a beacon is fire-and-forget) and not counted.
    expect((await send('{"p":"home","m":{"LCP":1800}}', null)).status).toBe(204);
    expect((await send('{"p":"home","m":{"LCP":1800}}', 'aisle-consent=v1:marketing')).status).toBe(204);
    expect(await registry.metrics()).toBe(before);
  });

  it('refuses a flood from one client', async () => {
    const flooded = await start(new Registry(), 3);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send('{"p":"search","m":{"CLS":0}}', STATISTICS, flooded.base)).status);
    await new Promise((resolve) => flooded.server.close(resolve));
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});
