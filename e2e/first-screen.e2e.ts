// The first screen belongs to the shop: the cookie prompt is a sheet at the bottom of a phone's screen
// that leaves the hero's heading and a category's first products in view and never hides a focused
// element, with and without JavaScript; a choice made in it (or in the currency switch) survives the
// shopper leaving the page at once; and GA4 counts every add to cart, whenever it was pressed, with
// the variant's real options.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser.ts';
import { findVariantProduct, type VariantProduct } from './support/checkout.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const PHONE = { width: 390, height: 844 };
const CATEGORY = '/Clothing/Women/';
/** How often a choice is made and left at once: the loss this guards against came by chance. */
const TRIES = 4;

let browser: Browser;
let variant: VariantProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  variant = await findVariantProduct(storeApiUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** A first visit: no cookie choice yet, so the prompt shows. */
function firstVisit(javaScriptEnabled: boolean, viewport = PHONE): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'en-GB', javaScriptEnabled });
}

const sheet = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });

async function sheetTop(page: Page): Promise<number> {
  const box = await sheet(page).boundingBox();
  if (!box) throw new Error('The cookie prompt is not shown.');
  return box.y;
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(storefrontUrl)).find((cookie) => cookie.name === 'aisle-consent')?.value;
}

/** Where focus is: its box, and whether it is part of the prompt. */
function focusedBox(page: Page): Promise<{ top: number; bottom: number; left: number; right: number; inSheet: boolean; label: string } | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      inSheet: element.closest('[data-consent-sheet]') !== null,
      label: `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}`,
    };
  });
}

describe('the cookie prompt on a phone', () => {
  for (const javaScriptEnabled of [false, true])
    it(`leaves the hero's heading and the first product names in view (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async () => {
      const context = await firstVisit(javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}/`);
      const top = await sheetTop(page);
      expect(top).toBeGreaterThan(PHONE.height * 0.75);
      const hero = await page.getByRole('main').getByRole('heading').first().boundingBox();
      expect(hero && hero.y + hero.height).toBeLessThanOrEqual(top);

      await page.goto(`${storefrontUrl}${CATEGORY}`);
      const names = page.getByTestId('product-card').getByRole('heading');
      const firstTop = await sheetTop(page);
      for (const index of [0, 1]) {
        const name = await names.nth(index).boundingBox();
        expect(name && name.y + name.height, `product name ${index + 1}`).toBeLessThanOrEqual(firstTop);
      }
      await context.close();
    });

  for (const javaScriptEnabled of [false, true])
    it(`never hides the focused element: a Tab walk down the category page and back (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async () => {
      const context = await firstVisit(javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${CATEGORY}`);
      if (javaScriptEnabled) await hydrated(page);
      const top = await sheetTop(page);
      const hidden: string[] = [];
      const check = async (step: string) => {
        const box = await focusedBox(page);
        if (!box || box.inSheet) return;
        if (box.bottom > top + 1 || box.top < -1 || box.right < 0 || box.left > PHONE.width)
          hidden.push(`${step}: ${box.label} (${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)})`);
      };
      for (let step = 1; step <= 45; step++) {
        await page.keyboard.press('Tab');
        await check(`Tab ${step}`);
      }
      for (let step = 1; step <= 20; step++) {
        await page.keyboard.press('Shift+Tab');
        await check(`Shift+Tab ${step}`);
      }
      expect(hidden).toEqual([]);
      await context.close();
    });
});

describe('a choice made in the background', () => {
  it('survives leaving the page at once: "Only necessary" and "Accept all", then straight to the cart', async () => {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const answer = attempt % 2 === 0 ? 'Accept all' : 'Only necessary';
      const context = await firstVisit(true);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${variant.path}`);
      await hydrated(page);
      await sheet(page).getByRole('button', { name: answer }).click();
      await page.goto(`${storefrontUrl}/checkout/cart`);
      expect(await sheet(page).count(), `${answer}, try ${attempt}`).toBe(0);
      expect(await consentCookie(context)).toBe(answer === 'Accept all' ? 'v1:statistics.marketing' : 'v1:');
      await context.close();
    }
  });

  it('the currency chosen in the footer survives leaving the page at once (it shows once its post is answered)', async () => {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const context = await firstVisit(true);
      await context.addCookies([{ name: 'aisle-consent', value: 'v1:', url: storefrontUrl }]);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${variant.path}`);
      await hydrated(page);
      await page.getByRole('contentinfo').getByLabel('Currency').selectOption({ label: 'GBP (£)' });
      await page.goto(`${storefrontUrl}${CATEGORY}`);
      const chosen = page.getByRole('contentinfo').getByLabel('Currency').locator('option:checked');
      await expect
        .poll(
          async () => {
            await page.reload();
            return chosen.textContent();
          },
          { message: `try ${attempt}` },
        )
        .toBe('GBP (£)');
      await context.close();
    }
  });
});

interface Pushed {
  event?: string;
  ecommerce?: { items?: { item_id: string; item_variant?: string; quantity: number }[] };
}

function pushed(page: Page, name: string): Promise<Pushed[]> {
  return page.evaluate((event) => (((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Pushed[]).filter((entry) => entry.event === event), name);
}

describe('GA4 events of a variant', () => {
  async function statisticsContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ locale: 'en-GB' });
    await context.addCookies([{ name: 'aisle-consent', value: 'v1:statistics', url: storefrontUrl }]);
    return context;
  }

  it('view_item names the variant by its options', async () => {
    const context = await statisticsContext();
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${variant.path}`);
    await hydrated(page);
    await expect.poll(async () => (await pushed(page, 'view_item')).length).toBe(1);
    const [viewed] = await pushed(page, 'view_item');
    expect(viewed?.ecommerce?.items?.[0]?.item_variant).toBe(variant.options.join(' / '));
    await context.close();
  });

  for (const moment of ['first paint', 'hydrated'] as const)
    it(`add_to_cart follows every "Add to cart" pressed at ${moment}`, async () => {
      const context = await statisticsContext();
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${variant.path}`, { waitUntil: moment === 'hydrated' ? 'load' : 'commit' });
      if (moment === 'hydrated') await hydrated(page);
      const add = page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true });
      await add.click();
      await expect.poll(async () => (await pushed(page, 'add_to_cart')).length, { timeout: 15_000 }).toBe(1);
      const [added] = await pushed(page, 'add_to_cart');
      expect(added?.ecommerce?.items?.[0]).toMatchObject({ quantity: 1, item_variant: variant.options.join(' / ') });
      // Once the page is the scripted one, a second add counts as well (the side cart it opened closed first).
      await hydrated(page);
      const sideCart = page.getByRole('dialog');
      if (await sideCart.isVisible()) {
        await page.keyboard.press('Escape');
        await sideCart.waitFor({ state: 'hidden' });
      }
      await add.click();
      await expect.poll(async () => (await pushed(page, 'add_to_cart')).length, { timeout: 15_000 }).toBe(2);
      await context.close();
    });
});
