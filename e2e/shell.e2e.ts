// The storefront shell, end to end: navigation, locale switch, 404, maintenance — with and without JavaScript.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { mainNavigationNames, setMaintenance } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const adminToken = inject('adminToken');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function headerNavigationLinks(page: Page): Promise<string[]> {
  const nav = page.locator('header nav:visible').first();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe.each([
  { javaScriptEnabled: true, label: 'with JavaScript' },
  { javaScriptEnabled: false, label: 'without JavaScript' },
])('storefront shell $label', ({ javaScriptEnabled }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the main navigation of the shop on the home page', async () => {
    const response = await page.goto(storefrontUrl);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    const expected = await mainNavigationNames(storeApiUrl, 'en-GB');
    expect(expected.length).toBeGreaterThan(3);
    const links = await headerNavigationLinks(page);
    for (const name of expected) expect(links).toContain(name);
    await expect(page.title()).resolves.toContain('Aisle');
  });

  it('switches to Polish through the language switcher', async () => {
    await page.goto(storefrontUrl);
    await page.locator('footer a[hreflang="pl-PL"]').first().click();
    await page.waitForURL(/\/pl-PL\/?$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('pl-PL');
    const expected = await mainNavigationNames(storeApiUrl, 'pl-PL');
    const english = await mainNavigationNames(storeApiUrl, 'en-GB');
    expect(expected).not.toEqual(english);
    const links = await headerNavigationLinks(page);
    for (const name of expected) expect(links).toContain(name);
  });

  it('follows a category link to its page in the current locale, and switches it to English', async () => {
    await page.goto(`${storefrontUrl}/pl-PL`);
    const firstLink = page.locator('header nav:visible').first().getByRole('link').first();
    const name = (await firstLink.innerText()).trim();
    await firstLink.click();
    await page.waitForURL(/\/pl-PL\/.+/);
    // With JavaScript the URL changes before React has rendered the new page: wait for the heading.
    await page.locator('h1', { hasText: name }).first().waitFor();

    // SEO paths are translated: the switcher leads to the English path of the same category.
    const [englishName] = await mainNavigationNames(storeApiUrl, 'en-GB');
    expect(englishName).toBeTruthy();
    await page.locator('footer a[hreflang="en-GB"]').first().click();
    await page
      .locator('h1', { hasText: englishName ?? '' })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname.startsWith('/pl-PL')).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
  });

  it('answers an unknown path with 404 and "Page not found"', async () => {
    const response = await page.goto(`${storefrontUrl}/this-page-does-not-exist-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toContain('Page not found');
    expect(await page.getByText('The requested page cannot be found.').count()).toBeGreaterThan(0);
    const home = page.getByRole('link', { name: /home/i }).last();
    expect(await home.getAttribute('href')).toBe('/');
  });

  it('keeps the chosen currency in the session context (form post without JavaScript, fetcher with it)', async () => {
    await page.goto(storefrontUrl);
    const select = page.locator('footer select[name="currencyId"]');
    const pln = await select.locator('option', { hasText: 'PLN' }).getAttribute('value');
    expect(pln).toBeTruthy();
    const submit = page.locator('footer form:has(select[name="currencyId"]) button[type="submit"]');
    // With JavaScript, test the fetcher: the button hides once React runs. (A choice made before
    // that is applied at hydration — ui/use-early-choice.test.tsx; clicking the still-visible
    // button as well would post twice and the second answer would take the first one's message.)
    if (javaScriptEnabled) await submit.waitFor({ state: 'hidden' });
    await select.selectOption(pln ?? '');
    // Without JavaScript the form needs its button; with it a change submits through a fetcher.
    if (!javaScriptEnabled) expect(await submit.isVisible()).toBe(true);
    if (await submit.isVisible()) await submit.click();
    await page.getByText('The currency has been changed.').waitFor();
    await page.reload();
    await expect(page.locator('footer select[name="currencyId"]').inputValue()).resolves.toBe(pln);
  });

  it('shows the maintenance page while the engine is in maintenance mode', async () => {
    await setMaintenance(storeApiUrl, adminToken, true);
    try {
      const response = await page.goto(storefrontUrl);
      expect(response?.status()).toBe(503);
      expect(await page.locator('h1').count()).toBe(1);
      await expect(page.locator('h1').innerText()).resolves.toMatch(/maintenance/i);
      expect(await page.locator('svg').count()).toBeGreaterThan(0);
    } finally {
      await setMaintenance(storeApiUrl, adminToken, false);
    }
    const response = await page.goto(storefrontUrl);
    expect(response?.status()).toBe(200);
  });
});

describe('storefront shell, more', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('marks the German test locale and offers hreflang alternates', async () => {
    const response = await page.goto(`${storefrontUrl}/testde`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(expect.arrayContaining(['en-GB', 'pl-PL', 'de-DE']));
  });

  it('has no axe violations on the home page and the 404 page', async () => {
    for (const path of ['/', '/no-such-page']) {
      await page.goto(`${storefrontUrl}${path}`);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
