// The catalogue, end to end: category listing with filters, sorting and paging (with and without
// JavaScript), product detail with a variant switch and reviews, search via suggest and Enter, axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { findListingScenario, findReviewedProductPath, findUncombinableOption, type ListingScenario } from './support/catalogue.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

let browser: Browser;
let scenario: ListingScenario;
beforeAll(async () => {
  browser = await launchBrowser();
  scenario = await findListingScenario(storeApiUrl);
});
afterAll(async () => {
  await browser?.close();
});

function cards(page: Page) {
  return page.getByTestId('product-card');
}

async function waitForQuery(page: Page, name: string, value?: string): Promise<void> {
  await page.waitForURL((url) => (value === undefined ? url.searchParams.has(name) : (url.searchParams.get(name) ?? '').split('|').includes(value)));
}

/** Prices of the cards in page order, read from their visible price ("from €12.50" → 12.5). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('product-price').allInnerTexts();
  return texts.map((text) =>
    Number(
      text
        .replace(/[^\d.,]/g, '')
        .replace(/,(?=\d{2}$)/, '.')
        .replace(/,/g, ''),
    ),
  );
}

function isSorted(prices: number[], order: 'price-asc' | 'price-desc'): boolean {
  const sorted = [...prices].sort((a, b) => (order === 'price-asc' ? a - b : b - a));
  return prices.length > 0 && sorted.every((price, index) => price === prices[index]);
}

describe('catalogue with JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home → category → property and price filter → sort → page 2 → product → variant → reviews', async () => {
    await page.goto(storefrontUrl);
    await page.locator('header nav:visible').first().getByRole('link', { name: scenario.categoryName, exact: true }).first().click();
    await page.locator('h1', { hasText: scenario.categoryName }).waitFor();
    const filters = page.getByRole('form', { name: 'Filter products' });

    // Property: applies at once, without a page load.
    const marker = await page.evaluate(() => ((window as unknown as { aisleMarker: number }).aisleMarker = Math.random()));
    // By keyboard: the checkbox keeps the focus while the listing updates.
    await filters.getByRole('checkbox', { name: scenario.optionName, exact: true }).focus();
    await page.keyboard.press('Space');
    await waitForQuery(page, 'properties', scenario.optionId);
    await page.getByText(/^\d+ products?$/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe(scenario.optionId);

    // Price range: applied when the field is left (or on Enter).
    await filters.getByLabel('Min. price').fill(String(scenario.minPrice));
    await filters.getByLabel('Max. price').fill(String(scenario.maxPrice));
    await filters.getByLabel('Max. price').press('Enter');
    await waitForQuery(page, 'max-price', String(scenario.maxPrice));
    await waitForQuery(page, 'min-price', String(scenario.minPrice));
    await page.getByText(`${scenario.total} products`).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption(scenario.order);
    await waitForQuery(page, 'order', scenario.order);
    await expect.poll(async () => isSorted(await cardPrices(page), scenario.order)).toBe(true);
    expect(await cards(page).count()).toBe(10);

    // With JavaScript, page 1 offers "Load more" (the upgrade of the page links): page 2 is appended.
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(scenario.total);
    const url = new URL(page.url());
    expect(url.searchParams.get('properties')).toBe(scenario.optionId);
    expect(url.searchParams.get('order')).toBe(scenario.order);
    // Still the same document: every change above was a client-side navigation.
    expect(await page.evaluate(() => (window as unknown as { aisleMarker?: number }).aisleMarker)).toBe(marker);

    await page.getByRole('link', { name: scenario.variantProductName, exact: true }).first().click();
    await page.locator('h1', { hasText: scenario.variantProductName }).waitFor();
    const configurator = page.getByTestId('variant-configurator');
    await configurator.scrollIntoViewIfNeeded();
    const before = page.url();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const option = configurator.locator('button[aria-pressed="false"][data-combinable="true"]').first();
    const optionName = (await option.innerText()).trim();
    await option.click();
    await page.waitForURL((next) => next.href !== before);
    await configurator.getByRole('button', { name: optionName, pressed: true }).waitFor();
    // The variant switch keeps the scroll position (no jump to the top).
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(200);

    const reviews = page.getByTestId('product-reviews');
    await reviews.getByRole('heading', { name: 'Reviews' }).waitFor();
    if (scenario.reviewCount > 0) {
      expect(await reviews.locator('li article').count()).toBeGreaterThan(0);
      // Dated by the server in the page's language and in UTC (the browser formats nothing while it hydrates).
      const date = reviews.locator('li article time').first();
      const written = await date.getAttribute('datetime');
      expect(written).toBeTruthy();
      expect(await date.innerText()).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(written ?? '')));
    } else await reviews.getByText('No reviews yet.').waitFor();

    // Guests cannot review (the Store API answers 403): the form says so instead of pretending success.
    await reviews.getByLabel('Title', { exact: true }).fill('Very nice shirt');
    await reviews.getByLabel('Your review', { exact: true }).fill('Soft fabric, a good fit, and the colour stayed after washing.');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Please sign in to write a review.').waitFor();
  });

  it('marks options that lead to no variant, and still switches to the closest variant', async () => {
    const uncombinable = await findUncombinableOption(storeApiUrl);
    if (!uncombinable) return;
    await page.goto(`${storefrontUrl}${uncombinable.path}`);
    const configurator = page.getByTestId('variant-configurator');
    const button = configurator.getByRole('button', { name: `${uncombinable.option} (not available in this combination)` });
    expect(await button.getAttribute('data-combinable')).toBe('false');
    const before = page.url();
    await button.click();
    await page.waitForURL((next) => next.href !== before);
    await configurator.getByRole('group', { name: new RegExp(`^${uncombinable.group}: ${uncombinable.option}$`) }).waitFor();
  });

  it('loads more products into the listing', async () => {
    await page.goto(`${storefrontUrl}${scenario.categoryPath}`);
    await page.getByRole('combobox', { name: 'Sort by' }).waitFor();
    const initial = await cards(page).count();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(initial);
    expect(new URL(page.url()).searchParams.has('p')).toBe(false);
  });

  it("shows a shopper far east of UTC the server's review dates, with nothing for React to replace", async () => {
    const path = await findReviewedProductPath(storeApiUrl);
    // UTC+14: for most times of day the browser's own calendar is a day ahead of the server's HTML.
    const east = await newContext(browser, { javaScriptEnabled: true, timezoneId: 'Pacific/Kiritimati' });
    try {
      const shopper = await east.newPage();
      const errors: string[] = [];
      shopper.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await shopper.goto(`${storefrontUrl}${path}`);
      const date = shopper.getByTestId('product-reviews').locator('li article time').first();
      const written = (await date.getAttribute('datetime')) ?? '';
      expect(await date.innerText()).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(written)));
      expect(errors.filter((text) => text.includes('React recovered'))).toEqual([]);
    } finally {
      await east.close();
    }
  });

  it('asks for no suggestions below three characters', async () => {
    // A page of its own on a clock the test moves: the suggestions' debounce (250 ms) passes at once.
    const timed = await newContext(browser, { javaScriptEnabled: true });
    try {
      await timed.clock.install();
      const shopper = await timed.newPage();
      const asked: string[] = [];
      shopper.on('request', (request) => {
        const url = new URL(request.url());
        // React Router's fetcher asks for the route's data: /search/suggest.data?search=…
        if (/\/search\/suggest(\.data)?$/.test(url.pathname)) asked.push(url.searchParams.get('search') ?? '');
      });
      await shopper.goto(storefrontUrl);
      const input = shopper.getByRole('combobox', { name: 'Search products' });
      await shopper.clock.pauseAt((await shopper.evaluate(() => Date.now())) + 1000);
      await input.fill(scenario.searchTerm.slice(0, 2));
      await shopper.clock.runFor(1000);
      await input.fill(scenario.searchTerm);
      await shopper.clock.runFor(1000);
      await shopper.clock.resume();
      // Requests go out in order: a request for two characters would have been seen before this one's answer.
      await shopper.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
      expect(asked).toEqual([scenario.searchTerm]);
    } finally {
      await timed.close();
    }
  });

  it('searches via the suggestions (keyboard) and via Enter', async () => {
    await page.goto(storefrontUrl);
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.fill(scenario.searchTerm);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.getByRole('option').first().waitFor();
    expect(await listbox.getByRole('option', { name: /Show all \d+ results|Show 1 result/ }).count()).toBe(1);
    const firstName = (await listbox.getByRole('option').first().innerText()).split('\n')[0]?.trim() ?? '';
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Enter');
    await page.locator('h1', { hasText: firstName }).waitFor();

    await input.fill(scenario.searchTerm);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === scenario.searchTerm);
    await page.getByRole('heading', { level: 1, name: `Search results for “${scenario.searchTerm}”` }).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
  });
});

describe('catalogue without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('filters, sorts and pages a category with plain forms and links', async () => {
    await page.goto(`${storefrontUrl}${scenario.categoryPath}`);
    const filters = page.getByRole('form', { name: 'Filter products' });
    await filters.getByRole('checkbox', { name: scenario.optionName, exact: true }).check();
    await filters.getByLabel('Min. price').fill(String(scenario.minPrice));
    await filters.getByLabel('Max. price').fill(String(scenario.maxPrice));
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await waitForQuery(page, 'properties', scenario.optionId);
    await page.getByText(`${scenario.total} products`).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption(scenario.order);
    await page.getByRole('form', { name: 'Sorting and page size' }).getByRole('button', { name: 'Apply' }).click();
    await waitForQuery(page, 'order', scenario.order);
    // The sorting form carried the filters along.
    expect(new URL(page.url()).searchParams.getAll('properties').join('|')).toContain(scenario.optionId);
    expect(isSorted(await cardPrices(page), scenario.order)).toBe(true);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await waitForQuery(page, 'p', '2');
    expect(await cards(page).count()).toBe(scenario.total - 10);
  });

  it('searches with the header form', async () => {
    await page.goto(storefrontUrl);
    await page.getByRole('combobox', { name: 'Search products' }).fill(scenario.searchTerm);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1, name: `Search results for “${scenario.searchTerm}”` }).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  it('adds a product to the cart from a card with a plain form', async () => {
    await page.goto(`${storefrontUrl}${scenario.categoryPath}`);
    const add = page.locator('button:enabled', { hasText: 'Add to cart' }).first();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add to cart: /, '');
    await add.click();
    await page.getByText(`${name} has been added to the cart.`).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
  });
});

describe('catalogue accessibility', () => {
  it('has no serious or critical axe violations on home, category, search and product pages', async () => {
    const context = await newContext(browser, { javaScriptEnabled: true });
    const page = await context.newPage();
    try {
      for (const path of ['/', scenario.categoryPath, `/search?search=${encodeURIComponent(scenario.searchTerm)}`, scenario.variantProductPath]) {
        await page.goto(`${storefrontUrl}${path}`);
        expect(await axeViolations(page, 'serious'), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
