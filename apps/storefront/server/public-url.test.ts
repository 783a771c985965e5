// What React Router's express adapter builds the request URL from (protocol, hostname, Host) behind a
// TLS proxy, with and without PUBLIC_URL.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { publicUrlRequest } from './public-url.ts';

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
