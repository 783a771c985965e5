// Key navigation on both SEO URL route-name families: the shared shop's engine is seeded as a storefront-type
// sales channel (`frontend.*`), a second shop's as a headless one (`store-api.*`, Shopware 6.7.14 on). On
// both, without JavaScript: the menu leads to the category's SEO path, a technical path redirects to the
// SEO path, the product page names SEO paths as its alternates, the variant switch and the cart's product
// link lead to SEO paths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { findListingScenario, type ListingScenario } from './support/catalogue.ts';
import { startShop, type RunningShop } from './support/servers.ts';
import { storeApi } from './support/store-api.ts';

let browser: Browser;
let headless: RunningShop;
beforeAll(async () => {
  [browser, headless] = await Promise.all([launchBrowser(), startShop({ AISLE_SALES_CHANNEL_TYPE: 'headless' })]);
}, 180_000);
afterAll(async () => {
  await Promise.all([browser?.close(), headless?.stop()]);
});

const shops = [
  { type: 'storefront', routeName: 'frontend.detail.page', shop: () => ({ storefrontUrl: inject('storefrontUrl'), storeApiUrl: inject('storeApiUrl') }) },
  { type: 'headless', routeName: 'store-api.product.detail', shop: () => headless },
] as const;

describe.each(shops)('a $type sales channel', ({ routeName, shop }) => {
  let context: BrowserContext;
  let page: Page;
  let scenario: ListingScenario;
  let storefrontUrl: string;
  beforeAll(async () => {
    const { storeApiUrl } = shop();
    storefrontUrl = shop().storefrontUrl;
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
    scenario = await findListingScenario(storeApiUrl);
    // The engine answers with the family it was seeded with.
    const { elements } = await storeApi<{ elements: Array<{ routeName: string }> }>(storeApiUrl, '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: decodeURIComponent(scenario.variantProductPath.slice(1)) }] },
    });
    expect(elements[0]?.routeName).toBe(routeName);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  const isSeoPath = (href: string | null) => !!href && !/\/(detail|navigation|landingPage)\//.test(new URL(href, storefrontUrl).pathname);

  it('menu → category → product → alternates → variant → cart, on SEO paths', async () => {
    await page.goto(storefrontUrl);
    await page.locator('header nav:visible').first().getByRole('link', { name: scenario.categoryName, exact: true }).first().click();
    await page.locator('h1', { hasText: scenario.categoryName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(scenario.categoryPath);

    await page.goto(`${storefrontUrl}${scenario.variantProductPath}`);
    await page.locator('h1', { hasText: scenario.variantProductName }).waitFor();
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(alternates.length).toBeGreaterThan(1);
    for (const href of alternates) expect(isSeoPath(href), String(href)).toBe(true);

    const before = page.url();
    await page.getByTestId('variant-configurator').locator('button[aria-pressed="false"][data-combinable="true"]').first().click();
    await page.waitForURL((next) => next.href !== before);
    expect(isSeoPath(page.url()), page.url()).toBe(true);
    const variantPath = new URL(page.url()).pathname;

    await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.goto(`${storefrontUrl}/checkout/cart`);
    const links = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toContain(variantPath);
  });

  it('redirects a technical path to the SEO path', async () => {
    const { elements } = await storeApi<{ elements: Array<{ foreignKey: string }> }>(shop().storeApiUrl, '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: decodeURIComponent(scenario.categoryPath.slice(1)) }] },
    });
    const response = await fetch(`${storefrontUrl}/navigation/${elements[0]?.foreignKey}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', storefrontUrl).pathname).toBe(scenario.categoryPath);
  });
});
