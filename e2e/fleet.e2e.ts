// The fleet end to end (ADR 0017): anonymous pages are shareable by a CDN (no cookie, public s-maxage) and the
// context token appears with the first write; the storefront's own full-HTML cache serves them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { findListingScenario } from './support/catalogue.ts';
import { fillGuestDetails, findOrderableProduct } from './support/checkout.ts';
import { engineRequestCounts, fleetUnavailable, sharedLoginThrottle, sharedPageCache, startFleet, UPSTREAM_HEADER, type Fleet } from '../scripts/fleet-lib.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('anonymous pages for shared caches', () => {
  it('answers a first visit to home, a category and a product without a cookie and with a public s-maxage', async () => {
    const [listing, product] = await Promise.all([findListingScenario(storeApiUrl), findOrderableProduct(storeApiUrl)]);
    for (const path of ['/', listing.categoryPath, product.path]) {
      const response = await fetch(`${storefrontUrl}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-GB' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
      expect(response.headers.get('vary'), path).toContain('Cookie');
      await response.text();
    }
  });

  it('serves the second anonymous visit from the full-HTML cache and keeps visitors with a context private', async () => {
    const product = await findOrderableProduct(storeApiUrl);
    await (await fetch(`${storefrontUrl}${product.path}`)).text();
    await expect.poll(async () => (await fetch(`${storefrontUrl}${product.path}`)).headers.get('x-aisle-cache')).toBe('hit');
    const withContext = await fetch(`${storefrontUrl}${product.path}`, { headers: { cookie: 'sw-context-token=abcdefghijklmnopqrstuvwxyz123456' } });
    expect(withContext.headers.get('x-aisle-cache')).toBeNull();
    expect(withContext.headers.get('cache-control')).toBe('private, no-cache');
    // Hits are counted for the hit ratio; every answer carries a request id.
    const metrics = await (await fetch(`${storefrontUrl}/metrics`)).text();
    expect(metrics).toMatch(/aisle_storefront_html_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(metrics).toMatch(/aisle_storefront_store_api_call_duration_seconds_count\{operation="readContext",status="ok"\} [1-9]/);
    expect(withContext.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([true, false])('creates the context token at the first add to cart (JavaScript %s)', async (javaScriptEnabled) => {
    const product = await findOrderableProduct(storeApiUrl);
    const context = await newContext(browser, { javaScriptEnabled });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${storefrontUrl}${product.path}`);
      expect(await response?.headerValue('set-cookie')).toBeNull();
      // Only the cookie choice the test context starts with (e2e/support/browser.ts): no cookie of the server's.
      expect((await context.cookies(storefrontUrl)).map((cookie) => cookie.name)).toEqual(['aisle-consent']);
      await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect.poll(async () => (await context.cookies(storefrontUrl)).map((cookie) => cookie.name)).toContain('sw-context-token');
      await expect.poll(() => page.getByTestId('cart-count').innerText(), { timeout: 10_000 }).toBe('1');
      // From now on the visitor's pages are private again.
      const next = await page.goto(`${storefrontUrl}${product.path}`);
      expect(await next?.headerValue('cache-control')).toBe('private, no-cache');
    } finally {
      await context.close();
    }
  });
});

describe('rolling deploys', () => {
  it('loads the new build once when a navigation meets it, and not again within the reload guard', async () => {
    const listing = await findListingScenario(storeApiUrl);
    const context = await newContext(browser, { javaScriptEnabled: true });
    try {
      const page = await context.newPage();
      await page.goto(storefrontUrl);
      await page.waitForFunction(() => (window as { __aisleBuildReload?: boolean }).__aisleBuildReload === true);
      // From now on the servers answer as another build would.
      await page.route(/\.data(\?|$)/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'x-aisle-build': 'next-build' } });
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      const reloaded = page.waitForEvent('load');
      await page.locator(`header a[href="${listing.categoryPath}"]:visible`).first().click();
      await page.waitForURL((url) => url.pathname === listing.categoryPath);
      await expect.poll(() => documents).toEqual([listing.categoryPath]);
      // The reloaded page hydrates a moment after it is shown; a click before that is a plain link.
      await reloaded;
      await hydrated(page);
      // Within 10 s of that reload, client navigations stay client-side (no loop).
      await page.locator('header a[href="/"]:visible').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForLoadState('networkidle');
      expect(documents).toEqual([listing.categoryPath]);
    } finally {
      await context.close();
    }
  });
});

// Two engines and two storefronts on one PostgreSQL and one Redis behind nginx (skipped where one is missing).
const unavailable = await fleetUnavailable();
describe.skipIf(unavailable !== null)('a fleet behind nginx', () => {
  let fleet: Fleet;
  beforeAll(async () => {
    fleet = await startFleet();
  });
  afterAll(async () => {
    await fleet?.stop();
  });

  it('takes a guest from the product page to a placed order in a browser, both storefronts and both engines serving', async () => {
    const product = await findOrderableProduct(`${fleet.apiUrl}/store-api`);
    const context = await newContext(browser, { javaScriptEnabled: false });
    const storefronts = new Set<string>();
    try {
      const page = await context.newPage();
      // Every document comes through nginx, which names the storefront that answered.
      page.on('response', (response) => {
        const upstream = response.headers()[UPSTREAM_HEADER];
        if (response.request().resourceType() === 'document' && upstream) storefronts.add(upstream);
      });
      const enginesBefore = await engineRequestCounts(fleet);
      await page.goto(`${fleet.shopUrl}${product.path}`);
      await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.goto(`${fleet.shopUrl}/checkout`);
      const form = page.getByRole('form', { name: 'Checkout' });
      await expect.poll(() => form.getByTestId('checkout-line-items').textContent()).toContain(product.name);
      await fillGuestDetails(page, `fleet.${Date.now().toString(36)}@example.com`);
      await page.getByLabel('I have read and accept the terms and conditions.').check();
      await page.getByRole('button', { name: 'Submit order' }).click();
      await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/);
      await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
      const enginesAfter = await engineRequestCounts(fleet);
      // nginx takes turns: the pages of one visit came from both storefronts, their Store API calls reached both engines.
      expect([...storefronts].sort()).toEqual(fleet.storefronts.map((url) => new URL(url).host).sort());
      expect(enginesAfter.map((count, index) => count - enginesBefore[index]!).every((served) => served > 0)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('throttles logins across both engines', async () => {
    expect(await sharedLoginThrottle(fleet)).toBe(429);
  });

  it('serves a page rendered by one storefront from the other', async () => {
    expect(await sharedPageCache(fleet)).toBe('hit');
  });
});
