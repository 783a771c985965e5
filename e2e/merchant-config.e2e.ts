// A merchant's shop by configuration: a second storefront on the same engine, started with AISLE_CONFIG
// naming e2e/merchant/corner-shop.config.ts (another brand name, colour and font; German, English and
// French on their own prefixes; no wishlist, no reviews), and the start refusing bad configurations with one line.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { REPO_ROOT, startStorefront, type RunningStorefront } from './support/servers.ts';
import { engineCommand, storeApi } from './support/store-api.ts';
import { fillCart, fillGuestDetails, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';

const storeApiUrl = inject('storeApiUrl');
const demoUrl = inject('storefrontUrl');
const adminToken = inject('adminToken');
const CONFIG = join(REPO_ROOT, 'e2e', 'merchant', 'corner-shop.config.ts');

let shop: RunningStorefront;
let browser: Browser;
let product: OrderableProduct;

beforeAll(async () => {
  // The fourth language, as a merchant adds it in Shopware's Administration; the demo storefront ignores it.
  await engineCommand(storeApiUrl, adminToken, ['languages', 'add', 'fr-FR', 'Français']);
  [shop, browser, product] = await Promise.all([startStorefront(storeApiUrl, { AISLE_CONFIG: CONFIG }), launchBrowser(), findOrderableProduct(storeApiUrl)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([shop?.stop(), browser?.close()]);
});

/** A product with reviews: its SEO path (without a market prefix) and its name. */
async function ratedProduct(): Promise<{ path: string; name: string }> {
  const { elements } = await storeApi<{ elements: { name?: string; translated?: { name?: string }; seoUrls?: { seoPathInfo: string }[] }[] }>(
    storeApiUrl,
    '/product',
    { body: { limit: 1, filter: [{ type: 'range', field: 'ratingAverage', parameters: { gte: 3 } }] }, seoUrls: true },
  );
  const product = elements[0];
  const seoPath = product?.seoUrls?.[0]?.seoPathInfo;
  if (!product || !seoPath) throw new Error('The demo catalogue has no rated product.');
  return { path: `/${seoPath.split('/').map(encodeURIComponent).join('/')}`, name: product.translated?.name ?? product.name ?? '' };
}

/** Starts a storefront with `config` as its file and returns how it ended: exit code and what it printed. */
function refusedStart(file: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'apps', 'storefront', 'server.ts')], {
      env: { ...process.env, AISLE_CONFIG: file, STOREFRONT_PORT: '0', SHOPWARE_ENDPOINT: storeApiUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A storefront that starts is a failure of this test: it would print its URL.
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) child.kill('SIGTERM');
    });
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('a bad configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-bad-config-'));
  const write = (name: string, document: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  };

  it.each([
    { name: 'colour.json', document: { brand: { colors: { primary: 'blurple' } } }, line: 'brand.colors.primary: is no CSS colour (got "blurple")' },
    {
      name: 'prefix.json',
      document: {
        markets: [
          { locale: 'en-GB', prefix: 'shop' },
          { locale: 'de-DE', prefix: 'shop' },
        ],
      },
      line: 'markets.1.prefix: is the prefix of markets.0 too (got "shop")',
    },
    {
      name: 'host.json',
      document: {
        markets: [
          { locale: 'en-GB', host: 'shop.example.com', prefix: '' },
          { locale: 'de-DE', host: 'shop.example.de', prefix: '' },
          { locale: 'pl-PL', host: 'shop.example.de', prefix: '' },
        ],
      },
      line: 'markets.2.prefix: is the prefix of markets.1 on shop.example.de too (got "")',
    },
    {
      name: 'locale.json',
      document: {
        markets: [
          { locale: 'en-GB', prefix: '' },
          { locale: 'it-IT', prefix: 'it' },
        ],
      },
      line: 'markets.1.locale: no such language in the Store API (got "it-IT"',
    },
  ])(
    'stops the storefront with one line naming the key and the value: $name',
    async ({ name, document, line }) => {
      const { code, stderr } = await refusedStart(write(name, document));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(line);
    },
    60_000,
  );
});

describe('the second configuration', () => {
  it('answers on its own prefixes only, and leads `/` to the visitor’s market', async () => {
    const status = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${shop.storefrontUrl}${path}`, { redirect: 'manual', headers })).status;
    expect(await status('/de')).toBe(200);
    expect(await status('/en/account/login')).toBe(404);
    expect(await status('/en/login')).toBe(200);
    expect(await status('/pl-PL')).toBe(404);
    expect(await status('/testde/login')).toBe(404);
    const root = await fetch(`${shop.storefrontUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(root.headers.get('location')).toBe('/fr');
    const german = await fetch(`${shop.storefrontUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'it' } });
    expect(german.headers.get('location')).toBe('/de');
    // The switched-off wishlist and reviews have no pages or form targets.
    expect(await status('/en/wishlist')).toBe(404);
    expect(await status('/en/product/review')).toBe(404);
    // The sitemap index names the markets' sitemaps under their prefixes.
    const sitemap = await (await fetch(`${shop.storefrontUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/\/de\/sitemap\//);
    expect(sitemap).toMatch(/\/en\/sitemap\//);
    expect(sitemap).not.toMatch(/\/testde\//);
  });

  describe.each([
    { javaScriptEnabled: true, label: 'with JavaScript' },
    { javaScriptEnabled: false, label: 'without JavaScript' },
  ])('$label', ({ javaScriptEnabled }) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(browser, { javaScriptEnabled });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('shows the brand: name, colour and font, in titles, logo, copyright and statement', async () => {
      await page.goto(`${shop.storefrontUrl}/en`);
      expect(await page.title()).toContain('Corner Shop');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Corner Shop – good things around the corner.');
      expect(await page.locator('header').getByRole('link', { name: 'Corner Shop – home' }).count()).toBe(1);
      expect(await page.locator('footer').innerText()).toContain('© Corner Shop');
      const chrome = `${await page.locator('header').innerText()} ${await page.locator('footer').innerText()}`;
      expect(chrome).not.toContain('Aisle');
      const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());
      expect(accent).toBe('#8a1c4a');
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
      // No wishlist anywhere: not in the header.
      expect(await page.locator('[data-testid="header-wishlist"]').count()).toBe(0);
      await page.goto(`${shop.storefrontUrl}/en/accessibility`);
      const statement = await page.locator('main').innerText();
      expect(statement).toContain('Corner Shop wants everyone to be able to shop here');
      expect(statement).toContain('hello@corner-shop.example');
      expect(statement).not.toContain('aisle.example');
      mkdirSync(join(REPO_ROOT, 'screenshots', 'corner-shop'), { recursive: true });
      if (javaScriptEnabled) {
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${shop.storefrontUrl}/en`);
          await page.screenshot({ path: join(REPO_ROOT, 'screenshots', 'corner-shop', `home-${width}.png`), fullPage: true });
        }
      }
    });

    it('offers its markets in the switcher and as hreflang alternates, and navigates within a market', async () => {
      await page.goto(`${shop.storefrontUrl}/en`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
      expect(alternates).toEqual(expect.arrayContaining(['de-DE /de', 'en-GB /en', 'fr-FR /fr', 'x-default /de']));
      const switcher = await page.locator('footer a[hreflang]').allInnerTexts();
      expect(switcher.map((text) => text.trim())).toEqual(['Deutsch', 'English', 'Français']);

      const firstLink = page.locator('header nav:visible').first().getByRole('link').first();
      const name = (await firstLink.innerText()).trim();
      await firstLink.click();
      await page.waitForURL(/\/en\/.+/);
      await page.locator('h1', { hasText: name }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    });

    it('shows no review or rating anywhere: cards, product page, structured data, filter', async () => {
      const rated = await ratedProduct();
      const stars = page.getByRole('img', { name: /out of 5 stars/ });
      const visit = async (url: string) => {
        await page.goto(url);
        const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
        return { stars: await stars.count(), summary: await page.locator('a[href="#reviews"]').count(), aggregate: jsonLd.includes('aggregateRating') };
      };
      // The demo shop shows this product's rating (what the corner shop must not).
      expect(await visit(`${demoUrl}${rated.path}`)).toEqual({ stars: expect.any(Number) as number, summary: 1, aggregate: true });
      expect(await stars.count()).toBeGreaterThan(0);
      expect(await visit(`${shop.storefrontUrl}/en${rated.path}`)).toEqual({ stars: 0, summary: 0, aggregate: false });
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(rated.name);
      expect(await page.locator('#reviews').count()).toBe(0);
      // Cards and the listing's filters.
      const search = `/search?search=${encodeURIComponent(rated.name)}`;
      await page.goto(`${demoUrl}${search}`);
      expect(await stars.count()).toBeGreaterThan(0);
      expect(await page.locator('input[name="rating"]').count()).toBeGreaterThan(0);
      await page.goto(`${shop.storefrontUrl}/en${search}`);
      expect(await page.locator('[data-testid="product-price"]').count()).toBeGreaterThan(0);
      expect(await stars.count()).toBe(0);
      expect(await page.locator('input[name="rating"]').count()).toBe(0);
    });

    it('answers a switched-off part and a segment that is no market with the not-found page in the shop’s chrome, localised', async () => {
      for (const [path, lang, heading] of [
        ['/de/wishlist', 'de-DE', 'Seite nicht gefunden'],
        ['/en/wishlist', 'en-GB', 'Page not found'],
        ['/nowhere/login', 'de-DE', 'Seite nicht gefunden'],
      ] as const) {
        const response = await page.goto(`${shop.storefrontUrl}${path}`);
        expect(response?.status(), path).toBe(404);
        if (javaScriptEnabled) await hydrated(page);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
        // The header with its category navigation, the footer with its links: as on any other page.
        expect(await page.locator('header nav a').count(), path).toBeGreaterThan(0);
        expect(
          await page
            .locator('footer')
            .getByRole('link', { name: /Barrierefreiheit|Accessibility/ })
            .count(),
        ).toBe(1);
        expect(await page.locator('footer').innerText()).toContain('© Corner Shop');
      }
      // A way on: the header's home link leads to the market's home page.
      await page.locator('header').getByRole('link', { name: 'Corner Shop – Startseite' }).click();
      await page.waitForURL(`${shop.storefrontUrl}/de`);
      expect(await page.locator('main h1, main h2').count()).toBeGreaterThan(0);
    });

    it('names its own bank account to a prepayment order', async () => {
      await fillCart(context, shop.storefrontUrl, storeApiUrl, product.id);
      await page.goto(`${shop.storefrontUrl}/en/checkout`);
      await fillGuestDetails(page, `corner.${Date.now().toString(36)}.${javaScriptEnabled ? 'js' : 'html'}@example.com`);
      await page
        .getByRole('group', { name: 'Payment method' })
        .getByRole('radio', { name: /^Paid in advance/ })
        .check();
      await page.getByLabel('I have read and accept the terms and conditions.').check();
      await page.getByRole('button', { name: 'Submit order' }).click();
      await page.waitForURL(/\/en\/checkout\/success\/[0-9a-f]{32}$/, { timeout: 15_000 });
      const transfer = page.getByTestId('bank-transfer');
      await transfer.waitFor();
      const text = (await transfer.innerText()).replace(/\s+/g, ' ');
      for (const value of ['Corner Shop', 'DE89 3704 0044 0532 0130 00', 'COBADEFFXXX', 'Corner Savings Bank']) expect(text).toContain(value);
      expect(text).not.toContain('Aisle');
    });

    it('shows French where it is translated and English where it is not yet', async () => {
      await page.goto(`${shop.storefrontUrl}/fr`);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      expect(await page.locator('header').getByRole('link', { name: 'Corner Shop – accueil' }).count()).toBe(1);
      expect(await page.locator('footer').innerText()).toContain('Les choses du quotidien, choisies avec soin et livrées rapidement.');
      await page.goto(`${shop.storefrontUrl}/fr/search`);
      expect(await page.locator('main').innerText()).toContain('Enter a search term to find products.');
    });
  });
});
