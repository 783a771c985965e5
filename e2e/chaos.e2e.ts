// The storefront as a browser without JavaScript meets it when things are not as they should be:
// every action posted as a document while the Store API is down answers with the shop's error page
// (HTML, never the error as JSON), and on an https shop every cookie it sets is Secure. Each case
// starts a storefront of its own (production build) configured for it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { builtRoutes, type BuiltRoute } from './fuzz/routes.ts';
import { findLowStockProduct } from './support/cart.ts';
import { deadEndpoint, startStorefront, type RunningStorefront } from './support/servers.ts';

const storeApiUrl = inject('storeApiUrl');
const ID = '0123456789abcdef0123456789abcdef';
const MACHINE_ENDPOINTS = new Set(['mcp']);

/** A concrete path of a route: every `:param` an id-shaped value, a splat a plain word. */
function pathOf(route: BuiltRoute): string {
  return `/${route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? ID : part === '*' ? 'anything' : part))
    .join('/')}`;
}

/** A no-JS form post as a browser sends it (same-origin, urlencoded, asking for a page). */
function documentPost(url: string, path: string, form: Record<string, string>, cookie?: string): Promise<Response> {
  const origin = new URL(url).origin;
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      referer: `${origin}/`,
      accept: 'text/html,application/xhtml+xml',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe('every action posted without JavaScript while the Store API is down', () => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront(await deadEndpoint());
  });
  afterAll(async () => {
    await storefront?.stop();
  });

  it('answers with the shop’s error page, not with JSON', async () => {
    // The MCP endpoint is no form target: agents post JSON-RPC to it and get JSON answers, errors too.
    const actions = (await builtRoutes()).filter((route) => route.hasAction && !MACHINE_ENDPOINTS.has(route.id));
    expect(actions.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of actions) {
      const path = pathOf(route);
      const response = await documentPost(storefront.storefrontUrl, path, { productId: ID, quantity: '1', redirectTo: '/' }, 'sw-context-token=abcdef');
      const type = response.headers.get('content-type') ?? '';
      const body = await response.text();
      if (!type.startsWith('text/html') || !body.includes('<html')) wrong.push(`${route.id} ${path}: ${response.status} ${type} ${body.slice(0, 60)}`);
      else if (response.status !== 503) wrong.push(`${route.id} ${path}: ${response.status} instead of 503`);
    }
    expect(wrong).toEqual([]);
  });
});

/** A form post as a TLS-terminating proxy in front of https://shop.example forwards it (plain http, the public Host). */
function proxiedPost(url: string, path: string, body: string): Promise<{ status: number; cookies: string[] }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path,
        headers: {
          host: 'shop.example',
          origin: 'https://shop.example',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('cookies on an https shop', () => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy: PUBLIC_URL is https while the proxy talks plain http to the storefront.
    storefront = await startStorefront(storeApiUrl, { PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => {
    await storefront?.stop();
  });

  it('sets every cookie Secure: context token, locale, flash and cart after an add to cart', async () => {
    const productId = (await findLowStockProduct(storeApiUrl)).id;
    // As the proxy forwards a shopper's post: the public host in Host and Origin.
    const response = await proxiedPost(
      storefront.storefrontUrl,
      '/pl-PL/cart/add',
      new URLSearchParams({ productId, quantity: '1', redirectTo: '/pl-PL' }).toString(),
    );
    expect(response.status).toBe(303);
    const cookies = response.cookies;
    expect(cookies.map((cookie) => cookie.slice(0, cookie.indexOf('='))).sort()).toEqual(['aisle-cart', 'aisle-flash', 'aisle-locale', 'sw-context-token']);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure(;|$)/);
  });

  it('sets the comparison list Secure too', async () => {
    const productId = (await findLowStockProduct(storeApiUrl)).id;
    const response = await proxiedPost(storefront.storefrontUrl, '/compare', new URLSearchParams({ productId, intent: 'add', redirectTo: '/' }).toString());
    expect(response.status).toBe(303);
    const compare = response.cookies.find((cookie) => cookie.startsWith('aisle-compare='));
    expect(compare).toMatch(/; Secure(;|$)/);
  });
});
