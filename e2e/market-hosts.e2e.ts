// A market on a host of its own (ADR 0041): a storefront started with e2e/merchant/market-hosts.config.ts
// (German at shop.example.de without a prefix, English and Polish at PUBLIC_URL, shop.example.com). Plain
// requests with a Host header, and Chromium resolving both names to this machine, see each host's
// language; the switcher and the hreflang alternates lead to the other host.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { freePort, REPO_ROOT, startStorefront, type RunningStorefront } from './support/servers.ts';

const storeApiUrl = inject('storeApiUrl');
const HOSTS = ['shop.example.com', 'shop.example.de'] as const;

let port: number;
let shop: RunningStorefront;
let browser: Browser;
const url = (host: (typeof HOSTS)[number], path = '/') => `http://${host}:${port}${path}`;

beforeAll(async () => {
  port = await freePort();
  [shop, browser] = await Promise.all([
    startStorefront(storeApiUrl, {
      AISLE_CONFIG: join(REPO_ROOT, 'e2e', 'merchant', 'market-hosts.config.ts'),
      STOREFRONT_PORT: String(port),
      STOREFRONT_HOST: '127.0.0.1',
      PUBLIC_URL: url('shop.example.com'),
    }),
    launchBrowser([`--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`]),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([shop?.stop(), browser?.close()]);
});

/** A GET to the storefront with the given Host header (fetch does not let a page set one). */
function get(host: string, path: string): Promise<{ status: number; body: string; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers: { host, 'accept-language': 'en-GB' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
    });
    call.on('error', reject);
    call.end();
  });
}

const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The attributes of every `<link>` of a page. */
const links = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value]) => [name.toLowerCase(), value])),
  );
const alternates = (html: string) =>
  Object.fromEntries(links(html).flatMap((link) => (link.rel === 'alternate' && link.hreflang ? [[link.hreflang, link.href]] : [])));
const canonical = (html: string) => links(html).find((link) => link.rel === 'canonical')?.href;

describe('requests with a Host header', () => {
  it('serve the market of their host: German at shop.example.de, English and Polish elsewhere', async () => {
    const german = await get(`shop.example.de:${port}`, '/');
    expect(german.status).toBe(200);
    expect(lang(german.body)).toBe('de-DE');
    const english = await get(`shop.example.com:${port}`, '/');
    expect(english.status).toBe(200);
    expect(lang(english.body)).toBe('en-GB');
    // Any other name (an IP address, a health check) is the public URL's markets too; host names ignore case.
    expect(lang((await get(`127.0.0.1:${port}`, '/pl-PL')).body)).toBe('pl-PL');
    expect(lang((await get(`SHOP.Example.DE:${port}`, '/')).body)).toBe('de-DE');
    // A market's prefix is nothing on another market's host.
    expect((await get(`shop.example.de:${port}`, '/pl-PL/account')).status).toBe(404);
    expect((await get(`shop.example.com:${port}`, '/testde/account')).status).toBe(404);
  });

  it('name each market with its host in the hreflang alternates, the same on every host', async () => {
    const expected = {
      'en-GB': url('shop.example.com', '/search'),
      'pl-PL': url('shop.example.com', '/pl-PL/search'),
      'de-DE': url('shop.example.de', '/search'),
      'x-default': url('shop.example.com', '/search'),
    };
    for (const host of HOSTS) {
      const page = await get(`${host}:${port}`, '/search');
      expect(alternates(page.body), host).toEqual(expected);
      expect(canonical(page.body)).toBe(url(host, '/search'));
    }
    // Each host's sitemap index names its own markets' sitemaps.
    const germanSitemaps = (await get(`shop.example.de:${port}`, '/sitemap.xml')).body;
    expect(germanSitemaps).toContain(`<loc>${url('shop.example.de', '/sitemap/')}`);
    expect(germanSitemaps).not.toContain('/pl-PL/');
  });
});

describe('a shopper', () => {
  it.each([true, false])('(JavaScript: %s) switches to German on its host and back, and stays on the host within a market', async (javaScriptEnabled) => {
    const context = await newContext(browser, { javaScriptEnabled });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(url('shop.example.com', '/pl-PL'));
    expect(await page.locator('html').getAttribute('lang')).toBe('pl-PL');
    const deutsch = page.locator('footer a[hreflang="de-DE"]');
    expect(await deutsch.getAttribute('href')).toBe(url('shop.example.de'));
    await deutsch.click();
    await page.waitForURL(url('shop.example.de'));
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await page.locator('footer a[aria-current="true"]').innerText()).toBe('Deutsch');

    // A category of the German market: same host, German page.
    const firstLink = page.locator('header nav:visible').first().getByRole('link').first();
    const name = (await firstLink.innerText()).trim();
    await firstLink.click();
    await page.locator('h1', { hasText: name }).first().waitFor();
    expect(new URL(page.url()).host).toBe(`shop.example.de:${port}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');

    // Back to English: the same category at the public URL.
    await page.locator('footer a[hreflang="en-GB"]').click();
    await page.waitForURL((target) => target.host === `shop.example.com:${port}`);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    // The English path of that category (SEO paths are translated), not the home page.
    expect(new URL(page.url()).pathname).not.toBe('/');
  });
});
