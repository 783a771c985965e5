// Exercises the per-request client against a small local HTTP server that behaves like the Store API.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApiSession } from './client.server.ts';

interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  accessKey: string | undefined;
  forwardedFor: string | undefined;
}

let server: Server;
let endpoint: string;
const seen: Seen[] = [];
let failuresLeft = 0;
/** GET answers wait 100 ms: a parallel write finishes first. */
let slowReads = false;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: header(request, 'sw-context-token'),
      accessKey: header(request, 'sw-access-key'),
      forwardedFor: header(request, 'x-forwarded-for'),
    });
    request.resume();
    const token = header(request, 'sw-context-token') ?? 'fresh-token';
    response.setHeader('content-type', 'application/json');
    response.setHeader('sw-context-token', request.url?.endsWith('/context') && request.method === 'PATCH' ? 'rotated-token' : token);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      response.statusCode = 503;
      response.end(JSON.stringify({ errors: [{ status: '503', code: 'SOMETHING', title: 'Service Unavailable' }] }));
      return;
    }
    const body = JSON.stringify(request.method === 'PATCH' ? { redirectUrl: null, apiAlias: 'array_struct' } : { token, apiAlias: 'sales_channel_context' });
    if (slowReads && request.method === 'GET') setTimeout(() => response.end(body), 100);
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Store API session', () => {
  it('sends the access key and the visitor token, and keeps an unchanged token', async () => {
    seen.length = 0;
    const session = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token');
    await session.api.invoke('readContext get /context');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/store-api/context', token: 'visitor-token', accessKey: 'SWSCTEST' });
    expect(session.tokenChanged()).toBe(false);
  });

  it('takes over a token handed out in a response header', async () => {
    const anonymous = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, undefined);
    await anonymous.api.invoke('readContext get /context');
    expect(anonymous.contextToken()).toBe('fresh-token');
    expect(anonymous.tokenChanged()).toBe(true);

    const rotated = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token');
    await rotated.api.invoke('updateContext patch /context', { body: {} });
    expect(rotated.contextToken()).toBe('rotated-token');
  });

  it('keeps a token a call changed when a slower parallel call echoes the old one afterwards', async () => {
    // Like the root loader's reads running beside a page loader that logs in or confirms a registration.
    const session = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token');
    seen.length = 0;
    slowReads = true;
    const slowRead = session.api.invoke('readContext get /context');
    await session.api.invoke('updateContext patch /context', { body: {} });
    await slowRead;
    slowReads = false;
    expect(session.contextToken()).toBe('rotated-token');
    expect(session.tokenChanged()).toBe(true);
    // The next call goes out with the new token.
    await session.api.invoke('readContext get /context');
    expect(seen.at(-1)?.token).toBe('rotated-token');
  });

  it('retries a read once after a 503 but never a write', async () => {
    const session = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token');
    seen.length = 0;
    failuresLeft = 1;
    await expect(session.api.invoke('readContext get /context')).resolves.toMatchObject({ status: 200 });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    failuresLeft = 2;
    await expect(session.api.invoke('readContext get /context')).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    failuresLeft = 1;
    await expect(session.api.invoke('updateContext patch /context', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    failuresLeft = 0;
  });

  it("forwards the shopper's IP (the engine throttles logins per client IP)", async () => {
    seen.length = 0;
    const session = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token', '198.51.100.7');
    await session.api.invoke('readContext get /context');
    expect(seen[0]?.forwardedFor).toBe('198.51.100.7');
    seen.length = 0;
    await createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'visitor-token').api.invoke('readContext get /context');
    expect(seen[0]?.forwardedFor).toBeUndefined();
  });
});
