// What React Router's express adapter builds the request URL from (protocol, hostname, Host) behind a
// TLS proxy, with and without PUBLIC_URL.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { publicUrlRequest } from './public-url.ts';
import { originOf } from './request-origin.ts';

let server: Server | undefined;
afterEach(() => {
  server?.close();
});

async function originSeen(publicUrl: string | undefined): Promise<string> {
  const app = express();
  app.set('trust proxy', 'loopback');
  if (publicUrl) app.use(publicUrlRequest(publicUrl));
  app.use((request, response) => {
    response.send(`${request.protocol}://${request.hostname}|${request.get('host')}`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/pl-PL/`, { headers: { 'x-forwarded-host': 'evil.example' } });
  return response.text();
}

describe('publicUrlRequest', () => {
  it('gives every request the public origin', async () => {
    expect(await originSeen('https://shop.example')).toBe('https://shop.example|shop.example');
    expect(await originSeen('https://shop.example:8443')).toBe('https://shop.example|shop.example:8443');
  });

  it('leaves the request alone without one', async () => {
    expect(await originSeen(undefined)).toMatch(/^http:\/\/evil\.example\|127\.0\.0\.1:\d+$/);
  });
});

describe('publicUrlRequest with markets on hosts of their own', () => {
  it('keeps a market’s host, with the scheme and port of the public URL', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(publicUrlRequest('https://shop.example.com', (hostname) => hostname === 'shop.example.de'));
    app.use((request, response) => {
      response.send(originOf(request));
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await (await fetch(url, { headers: { 'x-forwarded-host': 'shop.example.de' } })).text()).toBe('https://shop.example.de');
    expect(await (await fetch(url, { headers: { 'x-forwarded-host': 'SHOP.example.de:8443' } })).text()).toBe('https://shop.example.de');
    expect(await (await fetch(url, { headers: { 'x-forwarded-host': 'evil.example' } })).text()).toBe('https://shop.example.com');
  });
});

describe('originOf', () => {
  it('is the origin React Router’s express adapter builds: X-Forwarded-Host only behind a trusted proxy', async () => {
    const origins: string[] = [];
    for (const trust of [false, 'loopback'] as const) {
      const app = express();
      app.set('trust proxy', trust);
      app.use((request, response) => {
        response.send(originOf(request));
      });
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server!.once('listening', resolve));
      const port = (server.address() as AddressInfo).port;
      origins.push(await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-host': 'shop.example.de' } })).text());
      server.close();
      origins[origins.length - 1] = origins.at(-1)!.replace(String(port), 'PORT');
    }
    expect(origins).toEqual(['http://127.0.0.1:PORT', 'http://shop.example.de:PORT']);
  });
});
