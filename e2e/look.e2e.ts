// Look and feel on phones and desktops (docs/design.md, ADR 0014), in Chromium at 390 and 1366 px: no page wider than
// the viewport in any locale, the first product within the first phone screen, the filter drawer
// without JavaScript, a sort chosen before hydration kept, complete pagination links, and the
// colour's own cover on the product page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { findLookScenario, localisedUrl, type LookScenario } from './support/look.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PREFIXES = { 'en-GB': '', 'pl-PL': '/pl-PL', 'de-DE': '/testde' } as const;

let browser: Browser;
let scenario: LookScenario;
beforeAll(async () => {
  browser = await launchBrowser();
  scenario = await findLookScenario(storeApiUrl);
});
afterAll(async () => {
  await browser?.close();
});

function context(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ viewport, javaScriptEnabled, locale: 'en-GB' }).then((context) => withHydratedGoto(context, javaScriptEnabled));
}

/** How far the page reaches beyond the viewport's width (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.each([
  ['phone', { width: 360, height: 780 }],
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('%s at %o', (_kind, viewport) => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ctx = await context(viewport);
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each(Object.entries(PREFIXES))('no page is wider than the viewport in %s', async (locale, prefix) => {
    const urls = [
      `${storefrontUrl}${prefix}/`,
      await localisedUrl(page, `${storefrontUrl}${scenario.categoryPath}`, locale),
      await localisedUrl(page, `${storefrontUrl}${scenario.productPath}`, locale),
      `${storefrontUrl}${prefix}/search?search=${encodeURIComponent(scenario.searchTerm)}`,
    ];
    const wide: string[] = [];
    for (const url of urls) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await page.waitForLoadState('networkidle');
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${url}: ${extra}px`);
    }
    expect(wide).toEqual([]);
  });
});

describe('listing on a phone', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ctx = await context(PHONE);
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows the first product card within the first screen, two per row, and stays axe-clean', async () => {
    await page.goto(`${storefrontUrl}${scenario.categoryPath}`);
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('product-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first).not.toBeNull();
    // The card's image starts on the first screen with room to see it.
    expect((first?.y ?? Infinity) + 120).toBeLessThan(PHONE.height);
    expect(second?.y).toBe(first?.y);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends the shopper to every page: numbered links 1, 2, 3 … last (without JavaScript)', async () => {
    const noJs = await context(PHONE, false);
    const plain = await noJs.newPage();
    await plain.goto(`${storefrontUrl}${scenario.categoryPath}`);
    const nav = plain.getByRole('navigation', { name: 'Pagination' });
    const labels = await nav
      .locator('a[aria-label^="Page "]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('aria-label')?.replace('Page ', ''))));
    const last = Math.ceil(scenario.categoryTotal / 10);
    expect(labels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(labels[labels.length - 1]).toBe(last);
    // No gap hides a single page.
    labels.slice(1).forEach((number, index) => expect(number - (labels[index] ?? 0) === 1 || number - (labels[index] ?? 0) > 2).toBe(true));
    await plain.getByRole('link', { name: 'Page 3', exact: true }).click();
    expect(new URL(plain.url()).searchParams.get('p')).toBe('3');
    expect(await plain.getByRole('link', { name: 'Page 3', exact: true }).getAttribute('aria-current')).toBe('page');
    await noJs.close();
  });

  it('filters in the drawer without JavaScript', async () => {
    const noJs = await context(PHONE, false);
    const plain = await noJs.newPage();
    await plain.goto(`${storefrontUrl}${scenario.categoryPath}`);
    const form = plain.getByRole('form', { name: 'Filter products' });
    expect(await form.isVisible()).toBe(false);
    await plain.locator('summary', { hasText: 'Filter' }).first().click();
    await form.getByRole('checkbox').first().waitFor({ state: 'visible' });
    const option = form.getByRole('checkbox').first();
    const value = await option.getAttribute('value');
    await option.check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await plain.waitForURL((url) => url.searchParams.toString().includes(value ?? '-'));
    // The choice shows as a removable chip; the drawer is closed again after the page load.
    const chips = plain.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('link', { name: /^Remove filter: / }).count()).toBe(1);
    expect(await form.isVisible()).toBe(false);
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await plain.waitForURL((url) => !url.searchParams.toString().includes(value ?? '-'));
    await noJs.close();
  });

  it('keeps a sort chosen before the scripts ran, and applies it', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${storefrontUrl}${scenario.categoryPath}`, { waitUntil: 'commit' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor();
    const options = await sort.locator('option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
    const initial = await sort.inputValue();
    const chosen = options.find((value) => value !== initial) ?? '';
    await sort.selectOption(chosen);
    release();
    await page.waitForURL((url) => url.searchParams.get('order') === chosen);
    await page.waitForLoadState('networkidle');
    expect(await sort.inputValue()).toBe(chosen);
    await page.unroute(/\/assets\/.*\.js$/);
  });
});

describe('product page', () => {
  it('shows the chosen colour: each colour variant leads its gallery with its own cover', async () => {
    const colours = scenario.colours;
    expect(colours, 'the demo catalogue has a product with two colour variants').not.toBeNull();
    if (!colours) return;
    const [red, green] = colours;
    // The engine gives the variants their own media (demo imagery, ADR 0011).
    expect(red.coverMediaId).not.toBeNull();
    expect(red.coverMediaId).not.toBe(green.coverMediaId);
    const ctx = await context(PHONE);
    const page = await ctx.newPage();
    const coverOf = async (path: string) => {
      await page.goto(`${storefrontUrl}${path}`);
      return page.getByTestId('product-gallery').locator('img').first().getAttribute('src');
    };
    // POST /media answers a plain list of media (Shopware's MediaRoute).
    const media = await storeApi<{ id: string; url: string }[]>(storeApiUrl, '/media', { body: { ids: [red.coverMediaId, green.coverMediaId] } });
    const redCover = await coverOf(red.path);
    const greenCover = await coverOf(green.path);
    expect(redCover).not.toBe(greenCover);
    const expected = media.find((entry) => entry.id === red.coverMediaId)?.url;
    expect(expected).toBeTruthy();
    expect(redCover).toBe(expected);
    await ctx.close();
  });

  it('offers the sticky buy bar on phones once the buy box scrolled away, and is axe-clean', async () => {
    const ctx = await context(PHONE);
    const page = await ctx.newPage();
    await page.goto(`${storefrontUrl}${scenario.productPath}`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('sticky-buy-bar').count()).toBe(0);
    await page.getByTestId('product-reviews').scrollIntoViewIfNeeded();
    await page.getByTestId('sticky-buy-bar').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });
});
