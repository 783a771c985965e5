// A hurried shopper (ADR 0025): acts right after the first paint, or right after `load`, without
// waiting for the scripts to take over. Whatever they typed, chose or pressed then is kept and
// honoured once React has hydrated the page, and the page answers the same as it would later. Each
// case is repeated, since such defects show in some tries only. And after a currency or a language
// switch no text of the old one is left anywhere on a listing, below the fold included.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, withHydratedGoto } from './support/browser.ts';
import { findListingScenario, type ListingScenario } from './support/catalogue.ts';
import { fillCart, fillGuestDetails, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TRIES = 3;
/** Each repeated case loads and hydrates a page TRIES times or more: more than one test's usual minute on a busy machine. */
const REPEATED = 240_000;
/** Right after the first paint (the document's first bytes are in and rendered), or after `load`. */
const MOMENTS = ['first paint', 'load'] as const;
type Moment = (typeof MOMENTS)[number];

let browser: Browser;
let product: OrderableProduct;
let scenario: ListingScenario;
beforeAll(async () => {
  browser = await launchBrowser();
  [product, scenario] = await Promise.all([findOrderableProduct(storeApiUrl), findListingScenario(storeApiUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose `goto` does not wait for hydration: the test decides when it acts. */
function hurriedContext(viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'en-GB' });
}

/** Opens `path` and returns at the given moment: the first paint of `ready`, or the page's `load`. */
async function arrive(page: Page, path: string, moment: Moment, ready: string): Promise<void> {
  await page.goto(`${storefrontUrl}${path}`, { waitUntil: moment === 'load' ? 'load' : 'commit' });
  await page.locator(ready).first().waitFor({ state: 'visible' });
  // The browser paints once the stylesheet is in (it blocks rendering): the skip link is then off screen.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.skip-link') ?? document.body).position !== 'static');
}

let sequence = 0;
const uniqueEmail = () => `hurried.${Date.now().toString(36)}.${++sequence}@example.com`;

describe('a shopper who does not wait for the scripts', () => {
  for (const moment of MOMENTS)
    it(
      `keeps the checkout form filled in at ${moment} and orders with it`,
      async () => {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const context = await hurriedContext();
          try {
            await fillCart(context, storefrontUrl, storeApiUrl, product.id);
            const page = await context.newPage();
            await arrive(page, '/checkout', moment, 'form[aria-labelledby="checkout-heading"] input[name="firstName"]');
            const form = await fillGuestDetails(page, uniqueEmail());
            await hydrated(page);
            const kept = {
              salutation: await form
                .getByLabel('Salutation')
                .first()
                .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
              firstName: await form.getByLabel('First name').first().inputValue(),
              city: await form.getByLabel('City').first().inputValue(),
            };
            expect(kept, `${moment}, try ${attempt}`).toEqual({ salutation: 'Mrs.', firstName: 'Grace', city: 'Berlin' });
            await page.getByLabel('I have read and accept the terms and conditions.').check();
            await page.getByRole('button', { name: 'Submit order' }).click();
            await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor({ timeout: 15_000 });
          } finally {
            await context.close();
          }
        }
      },
      REPEATED,
    );

  for (const moment of MOMENTS)
    it(
      `shows the company fields for "Business customer" chosen at ${moment}, before and after hydration`,
      async () => {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const context = await hurriedContext(PHONE);
          try {
            const page = await context.newPage();
            await arrive(page, '/register', moment, 'input[name="accountType"][value="business"]');
            const company = page.getByLabel('Company', { exact: true });
            expect(await company.isVisible()).toBe(false);
            await page.getByRole('radio', { name: 'Business customer' }).check();
            await company.waitFor({ state: 'visible' });
            await company.fill('Analytical Engines Ltd');
            await hydrated(page);
            expect(await page.getByRole('radio', { name: 'Business customer' }).isChecked(), `${moment}, try ${attempt}`).toBe(true);
            expect(await company.isVisible()).toBe(true);
            expect(await company.inputValue()).toBe('Analytical Engines Ltd');
            await page.getByRole('radio', { name: 'Private customer' }).check();
            await company.waitFor({ state: 'hidden' });
          } finally {
            await context.close();
          }
        }
      },
      REPEATED,
    );

  for (const moment of MOMENTS)
    it(
      `applies a sort order chosen at ${moment}`,
      async () => {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const context = await hurriedContext();
          try {
            const page = await context.newPage();
            await arrive(page, scenario.categoryPath, moment, 'select[name="order"]');
            const select = page.locator('select[name="order"]');
            const current = await select.inputValue();
            const other = await select
              .locator('option')
              .evaluateAll((options: HTMLOptionElement[], skip) => options.map((option) => option.value).find((value) => value !== skip), current);
            expect(other).toBeTruthy();
            await select.selectOption(other ?? '');
            await page.waitForURL((url) => url.searchParams.get('order') === other, { timeout: 15_000 });
            await hydrated(page);
            expect(await select.inputValue(), `${moment}, try ${attempt}`).toBe(other);
          } finally {
            await context.close();
          }
        }
      },
      REPEATED,
    );

  for (const moment of MOMENTS)
    it(
      `switches the currency chosen at ${moment} everywhere on the page`,
      async () => {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const context = await hurriedContext();
          try {
            const page = await context.newPage();
            await arrive(page, scenario.categoryPath, moment, 'footer select[name="currencyId"]');
            await page.locator('footer select[name="currencyId"]').selectOption({ label: 'GBP (£)' });
            // Chosen before the scripts ran: applied once the footer has hydrated.
            await hydrated(page);
            await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('£') === true, undefined, { timeout: 30_000 });
            await expectNoTextLeft(page, '€', `${moment}, try ${attempt}`);
          } finally {
            await context.close();
          }
        }
      },
      REPEATED,
    );

  it(
    'gets the same confirmation — the side cart — and the same cart from "Add to cart" pressed at first paint, at load and after hydration',
    async () => {
      const answers: string[] = [];
      for (const moment of ['first paint', 'load', 'hydrated'] as const) {
        for (let attempt = 1; attempt <= 2; attempt++) {
          const context = await hurriedContext();
          try {
            const page = await context.newPage();
            const ready = 'main form[action$="/cart/add"] button[type="submit"]';
            if (moment === 'hydrated') {
              await arrive(page, product.path, 'load', ready);
              await hydrated(page);
            } else await arrive(page, product.path, moment, ready);
            await page.locator(ready).first().click();
            // The side cart opens as the confirmation (DESIGN.md), rendered by the server or by React.
            const sideCart = page.getByRole('dialog', { name: 'Your cart' });
            await sideCart.getByTestId('side-cart-item').filter({ hasText: product.name }).waitFor({ timeout: 15_000 });
            await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
            const messages = (await sideCart.getByTestId('side-cart-messages').innerText()).trim();
            const items = await sideCart.getByTestId('side-cart-item').count();
            answers.push(`${messages} | items: ${items}`);
          } finally {
            await context.close();
          }
        }
      }
      expect(new Set(answers).size, answers.join('\n')).toBe(1);
    },
    REPEATED,
  );
});

/**
 * In the page: every text that contains `needle`, visible or not (screen-reader text too), but not the
 * options of a select (a currency picker names every currency). A string, so the test's compiler
 * cannot add helpers the page does not have.
 */
const TEXTS_WITH = `(needle) => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('select, script, style, template') || !node.textContent.includes(needle)) continue;
    found.push(node.textContent.trim());
  }
  return found;
}`;

/** Scrolls through the whole page, so every part has been in view, and finds no `text` in it. */
async function expectNoTextLeft(page: Page, text: string, label: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Prices change with the revalidated data: wait until none is left, and fail with what stayed.
  const left = await page
    .waitForFunction(`(${TEXTS_WITH})(${JSON.stringify(text)}).length === 0`, undefined, { timeout: 10_000 })
    .then(() => [])
    .catch(() => page.evaluate(`(${TEXTS_WITH})(${JSON.stringify(text)})`));
  expect(left, label).toEqual([]);
}

describe('after a client update nothing of the old state is left', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(
      `switches currency and language on a listing at ${viewport.width} px`,
      async () => {
        const context = withHydratedGoto(await hurriedContext(viewport));
        try {
          const page = await context.newPage();
          await page.goto(`${storefrontUrl}${scenario.categoryPath}`);
          expect(await page.evaluate(() => document.body.innerText.includes('€'))).toBe(true);
          await page.locator('footer select[name="currencyId"]').selectOption({ label: 'GBP (£)' });
          await page.getByText('The currency has been changed.').waitFor();
          await expectNoTextLeft(page, '€', `currency at ${viewport.width} px`);

          const englishButtons = await page.getByRole('button', { name: /^Add to cart: / }).count();
          expect(englishButtons).toBeGreaterThan(0);
          await page.locator('footer a[hreflang="pl-PL"]').first().click();
          await page.waitForURL(/\/pl-PL\//);
          await page.waitForFunction(() => document.documentElement.lang === 'pl-PL');
          await expectNoTextLeft(page, 'Add to cart', `language at ${viewport.width} px`);
          expect(await page.getByRole('button', { name: /^Add to cart: / }).count()).toBe(0);
        } finally {
          await context.close();
        }
      },
      REPEATED,
    );
});
