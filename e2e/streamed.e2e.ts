// Streamed secondary data (ADR 0019): breadcrumbs, the footer navigation, reviews and cross-selling
// leave the loaders as promises and follow the first bytes in the same response. Without JavaScript
// they must still be on the page, in place, and the full-HTML cache must keep the complete document.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

interface Listed {
  elements: { id: string; seoUrls?: { seoPathInfo: string; isCanonical?: boolean }[] }[];
}

/** A sub-category and a rated product with cross-selling, by their SEO paths. */
async function findPaths(): Promise<{ category: string; product: string }> {
  const seoPath = (entity: Listed['elements'][number]) => {
    const path = entity.seoUrls?.find((url) => url.isCanonical !== false)?.seoPathInfo ?? entity.seoUrls?.[0]?.seoPathInfo;
    return path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : undefined;
  };
  const products = await storeApi<Listed>(storeApiUrl, '/product', {
    body: { limit: 50, filter: [{ type: 'range', field: 'ratingAverage', parameters: { gt: 0 } }], includes: { product: ['id', 'seoUrls'] } },
    seoUrls: true,
  });
  let product: string | undefined;
  for (const element of products.elements) {
    const groups = await storeApi<unknown[]>(storeApiUrl, `/product/${element.id}/cross-selling`, { body: {} });
    product = groups.length > 0 ? seoPath(element) : undefined;
    if (product) break;
  }
  const seoUrls = await storeApi<{ elements: { seoPathInfo: string }[] }>(storeApiUrl, '/seo-url', {
    body: {
      limit: 100,
      filter: [
        { type: 'equals', field: 'routeName', value: 'frontend.navigation.page' },
        { type: 'equals', field: 'isCanonical', value: true },
      ],
    },
  });
  // A sub-category (`Clothing/Men/`): its trail has a parent.
  const nested = seoUrls.elements.find((url) => url.seoPathInfo.replace(/\/$/, '').includes('/'))?.seoPathInfo;
  const category = nested ? `/${nested.split('/').map(encodeURIComponent).join('/')}` : undefined;
  if (!product || !category) throw new Error('The demo catalogue has no rated product with cross-selling or no sub-category.');
  return { category, product };
}

let browser: Browser;
let paths: { category: string; product: string };
beforeAll(async () => {
  browser = await launchBrowser();
  paths = await findPaths();
});
afterAll(async () => {
  await browser?.close();
});

async function warmUp(path: string): Promise<void> {
  await (await fetch(`${storefrontUrl}${path}`, { headers: { accept: 'text/html' } })).text();
}

async function visible(page: Page, testOrLabel: { testId: string } | { navigation: string }): Promise<boolean> {
  const locator = 'testId' in testOrLabel ? page.getByTestId(testOrLabel.testId) : page.getByRole('navigation', { name: testOrLabel.navigation, exact: true });
  return (await locator.count()) > 0 && locator.first().isVisible();
}

describe('streamed parts without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the breadcrumb and the footer navigation of a category in place', async () => {
    // The first render of a page on a fresh engine may exceed the shell's wait (entry.server.tsx,
    // STREAM_WAIT_MS): such a page is not kept by the HTML cache, the next (warm) render is.
    await warmUp(paths.category);
    await page.goto(`${storefrontUrl}${paths.category}`);
    expect(await visible(page, { navigation: 'Breadcrumb' })).toBe(true);
    expect(await visible(page, { navigation: 'Footer navigation' })).toBe(true);
    // In place: the trail comes before the page's heading, the footer links inside the footer.
    const order = await page.evaluate(() => {
      const trail = document.querySelector('nav[aria-label="Breadcrumb"]');
      const heading = document.querySelector('h1');
      return trail && heading ? Boolean(trail.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
    });
    expect(order).toBe(true);
    expect(await page.locator('footer nav[aria-label="Footer navigation"] a').count()).toBeGreaterThan(0);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"BreadcrumbList"')]),
    );
  });

  it('shows breadcrumb, reviews and cross-selling of a product, with its JSON-LD', async () => {
    await warmUp(paths.product);
    await page.goto(`${storefrontUrl}${paths.product}`);
    expect(await visible(page, { navigation: 'Breadcrumb' })).toBe(true);
    expect(await visible(page, { testId: 'product-reviews' })).toBe(true);
    expect(await visible(page, { testId: 'cross-selling' })).toBe(true);
    expect(await page.getByTestId('cross-selling').getByTestId('product-card').count()).toBeGreaterThan(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).toContain('"@type":"Product"');
    expect(jsonLd).toContain('"AggregateRating"');
    expect(jsonLd).toContain('"BreadcrumbList"');
  });
});

describe('the full-HTML cache with streamed parts', () => {
  it('keeps and serves the complete document, streamed parts included', async () => {
    const get = async () => {
      const response = await fetch(`${storefrontUrl}${paths.product}`, { headers: { accept: 'text/html' } });
      return { cache: response.headers.get('x-aisle-cache'), html: await response.text() };
    };
    let served = await get();
    // The copy is written when the response has finished; the next cookie-less visitor gets it.
    for (let attempt = 0; attempt < 20 && served.cache !== 'hit'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      served = await get();
    }
    expect(served.cache).toBe('hit');
    for (const part of [
      'aria-label="Breadcrumb"',
      'aria-label="Footer navigation"',
      'data-testid="product-reviews"',
      'data-testid="cross-selling"',
      '"AggregateRating"',
      '</html>',
    ]) {
      expect(served.html).toContain(part);
    }
  });
});
