// Focus not obscured (WCAG 2.4.11) where the page's own parts can hide a focused element, checked
// with the keyboard at 390 and 1366 px:
// - the product gallery, a scroll-snap strip: after the strip moved to another image, Tab and
//   Shift+Tab never stop on a picture's link that the strip does not show (it stood off screen);
//   with JavaScript, right after the first paint (before hydration) and without JavaScript;
// - the side cart the server renders open after add to cart without JavaScript: it covers neither
//   the header's cart link nor any element the keyboard reaches.
// Both failed against the shop before their fixes (see the commits that added them).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const VIEWPORTS = [
  ['390 px', { width: 390, height: 844 }],
  ['1366 px', { width: 1366, height: 900 }],
] as const;

interface Product {
  id: string;
  childCount?: number | null;
  available?: boolean;
  minPurchase?: number;
  media?: unknown[];
  seoUrls?: { seoPathInfo: string }[];
}

/** A simple product in stock with the most pictures (at least two): a gallery to move through. */
async function findGalleryProduct(): Promise<string> {
  const result = await storeApi<{ elements: Product[] }>(storeApiUrl, '/product', {
    body: {
      limit: 100,
      associations: { media: {} },
      filter: [{ type: 'range', field: 'stock', parameters: { gte: 20 } }],
    },
    seoUrls: true,
  });
  const candidates = result.elements
    .filter((product) => (product.childCount ?? 0) === 0 && product.available !== false && (product.minPurchase ?? 1) === 1 && product.seoUrls?.length)
    .sort((a, b) => (b.media?.length ?? 0) - (a.media?.length ?? 0));
  const product = candidates[0];
  if (!product || (product.media?.length ?? 0) < 2) throw new Error('The demo catalogue has no simple product with two pictures or more.');
  return `/${(product.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;
}

let browser: Browser;
let productPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  productPath = await findGalleryProduct();
});
afterAll(async () => {
  await browser?.close();
});

async function shopper(viewport: { width: number; height: number }, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-GB', viewport });
  return withHydratedGoto(context, javaScriptEnabled);
}

/**
 * Where the focused element is, once the browser has scrolled it into view: null when it lies in the
 * viewport and in the visible box of every scroll container around it, else what hides it. Elements
 * without a box (the skip link until focused) and the body are not checked.
 */
function focusProblem(page: Page): Promise<{ name: string; problem: string | null; inGallery: boolean; inBuyBox: boolean }> {
  // Synchronous: the browser scrolls a focused element into view as it focuses it (and pages without
  // JavaScript run no animation frames).
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const name = element
      ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
      : 'nothing';
    const inGallery = element !== null && element.closest('[data-testid="product-gallery"]') !== null;
    const inBuyBox = element !== null && element.closest('[data-testid="buy-box"]') !== null;
    if (!element || element === document.body) return { name: 'nothing', problem: null, inGallery, inBuyBox };
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { name, problem: null, inGallery, inBuyBox };
    // Half a pixel of rounding either way.
    const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= outer.left - 0.5 && box.top >= outer.top - 0.5 && box.right <= outer.right + 0.5 && box.bottom <= outer.bottom + 0.5;
    if (!inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight }))
      return { name, problem: `off screen at ${Math.round(box.left)},${Math.round(box.top)}`, inGallery, inBuyBox };
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/auto|scroll|hidden/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      if (!inside(parent.getBoundingClientRect()))
        return { name, problem: `outside its scroll container's visible box at ${Math.round(box.left)},${Math.round(box.top)}`, inGallery, inBuyBox };
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const own = top !== null && (element.contains(top) || top.contains(element) || (top instanceof HTMLLabelElement && top.control === element));
    return { name, problem: own ? null : `covered by ${top?.tagName.toLowerCase() ?? 'nothing'}`, inGallery, inBuyBox };
  });
}

/**
 * From the buy box's "Add to cart" back through the gallery with Shift+Tab until focus leaves it, then
 * forward with Tab to the buy box again; every stop on the way must be fully visible.
 */
async function walkGallery(page: Page): Promise<{ problems: string[]; galleryStops: number }> {
  const problems: string[] = [];
  let galleryStops = 0;
  await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).focus();
  for (const key of ['Shift+Tab', 'Tab']) {
    let seenGallery = false;
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press(key);
      const focus = await focusProblem(page);
      if (focus.problem) problems.push(`${key}: ${focus.name} ${focus.problem}`);
      if (focus.inGallery) {
        seenGallery = true;
        galleryStops += 1;
      } else if (seenGallery && (key === 'Shift+Tab' || focus.inBuyBox)) break;
    }
  }
  return { problems, galleryStops };
}

/** Moves the strip to the last picture with its thumbnail link, as a shopper would. */
async function showLastPicture(page: Page): Promise<number> {
  const thumbnails = page.getByTestId('product-gallery').getByRole('link', { name: /^Show image \d+$/ });
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(1);
  await thumbnails.nth(count - 1).click();
  // The strip scrolled to it (snapped): the picture is what the strip shows.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const strip = document.querySelector<HTMLElement>('[data-testid="product-gallery"] [role="region"]');
        return strip ? Math.round(strip.scrollLeft / strip.clientWidth) : -1;
      }),
    )
    .toBe(count - 1);
  return count;
}

describe('product gallery: focus never off screen (2.4.11)', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`Tab and Shift+Tab through the gallery after moving it, with JavaScript, at ${label}`, async () => {
      const context = await shopper(viewport, true);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${productPath}`);
      await showLastPicture(page);
      const walk = await walkGallery(page);
      expect(walk.problems).toEqual([]);
      expect(walk.galleryStops).toBeGreaterThan(0);
      // Swiped (scrolled) back to the first picture rather than chosen by thumbnail: the same.
      await page.evaluate(() => document.querySelector('[data-testid="product-gallery"] [role="region"]')?.scrollTo({ left: 0, behavior: 'instant' }));
      expect((await walkGallery(page)).problems).toEqual([]);
      await context.close();
    });

    it(`the same right after the first paint (before React hydrates), at ${label}`, async () => {
      const context = await shopper(viewport, true);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${productPath}`, { waitUntil: 'domcontentloaded' });
      await showLastPicture(page);
      expect((await walkGallery(page)).problems).toEqual([]);
      await context.close();
    });

    it(`the same without JavaScript, at ${label}`, async () => {
      const context = await shopper(viewport, false);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${productPath}`);
      const pictures = await showLastPicture(page);
      const walk = await walkGallery(page);
      expect(walk.problems).toEqual([]);
      expect(walk.galleryStops).toBeGreaterThan(0);
      // Every picture's full-size file stays reachable by keyboard: its thumbnail, then its link.
      for (let index = 1; index <= pictures; index++) {
        await page
          .getByTestId('product-gallery')
          .getByRole('link', { name: `Show image ${index}`, exact: true })
          .click();
        // Back from the first thumbnail: the strip's one picture link, the one it shows.
        await page.getByTestId('product-gallery').getByRole('link', { name: 'Show image 1', exact: true }).focus();
        await page.keyboard.press('Shift+Tab');
        const focus = await focusProblem(page);
        expect(focus.name, `image ${index}`).toContain(`Enlarge image ${index}`);
        expect(focus.problem).toBeNull();
      }
      await context.close();
    });
  }
});

describe('side cart without JavaScript: the header stays usable (2.4.11)', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`after add to cart the header's cart link is visible and clickable and no focused element is covered, at ${label}`, async () => {
      const context = await shopper(viewport, false);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${productPath}`);
      await Promise.all([page.waitForNavigation(), page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click()]);
      const sideCart = page.getByRole('dialog', { name: 'Your cart' });
      await sideCart.getByText('has been added to the cart.').waitFor();

      const cartLink = page.getByTestId('header-cart');
      const onTop = await cartLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && link.contains(top);
      });
      expect(onTop, 'the header’s cart link is the topmost element at its centre').toBe(true);

      // The whole page by keyboard, the side cart included: nothing focused is covered or off screen.
      const problems: string[] = [];
      await page.locator('body').focus();
      for (let presses = 0; presses < 150; presses++) {
        await page.keyboard.press('Tab');
        const focus = await focusProblem(page);
        if (focus.problem) problems.push(`${focus.name} ${focus.problem}`);
        if (focus.name === 'nothing') break;
      }
      expect(problems).toEqual([]);

      // A plain click (no forcing) reaches the link and leads to the cart page.
      await cartLink.click({ timeout: 5_000 });
      await page.waitForURL((url) => url.pathname === '/checkout/cart');
      await context.close();
    });
  }
});
