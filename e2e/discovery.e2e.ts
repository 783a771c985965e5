// Discovery on cards and product pages (ADR 0029), with and without JavaScript: colour
// swatches on cards, quick add from a listing, recently viewed products, the gallery's large view.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ApiProduct {
  id: string;
  options?: { translated?: { name?: string }; name?: string }[];
  parentId?: string | null;
  childCount?: number | null;
  media?: unknown[];
  seoUrls?: { seoPathInfo: string }[];
  translated?: { name?: string };
}

async function products(body: unknown): Promise<ApiProduct[]> {
  return (await storeApi<{ elements: ApiProduct[] }>(storeApiUrl, '/product', { body, seoUrls: true })).elements;
}

const pathOf = (product: ApiProduct) => `/${(product.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;

/** Simple products with a page (recently viewed), and one with two or more pictures (zoom). */
async function productPaths(): Promise<{ simple: string[]; gallery: string }> {
  const list = await products({ limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] });
  const withPage = list.filter((product) => product.seoUrls?.length);
  const simple = withPage.filter((product) => !product.childCount).map(pathOf);
  const gallery = withPage.find((product) => (product.media?.length ?? 0) >= 2);
  if (simple.length < 3 || !gallery) throw new Error('The demo catalogue lacks simple products or a product with a gallery.');
  return { simple, gallery: pathOf(gallery) };
}

async function listingPath(page: Page): Promise<string> {
  await page.goto(storefrontUrl);
  const href = await page.locator('header nav a[href]:not([href="/"])').first().getAttribute('href');
  if (!href) throw new Error('No category link in the header.');
  return href;
}

function cardWithSwatches(page: Page): Locator {
  return page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('card-swatches') })
    .first();
}

/** A card's colour swatches (titled with their colour; the "+N" link to the product page is not one). */
function swatchLinks(card: Locator): Locator {
  return card.getByTestId('card-swatches').locator('a[title]');
}

describe('with JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a colour swatch switches the card to that colour; quick add puts the chosen variant in the cart without leaving the listing', async () => {
    const listing = await listingPath(page);
    await page.goto(`${storefrontUrl}${listing}`);
    const card = cardWithSwatches(page);
    await card.scrollIntoViewIfNeeded();
    // Links in every state (the same element before and after hydration); a click switches the card.
    const swatches = swatchLinks(card);
    expect(await swatches.count()).toBeGreaterThanOrEqual(2);
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    const nameLink = card.getByRole('heading', { level: 3 }).getByRole('link');
    const parentHref = await nameLink.getAttribute('href');
    const second = swatches.nth(1);
    const colour = (await second.getAttribute('title')) ?? '';
    expect(colour).not.toBe('');
    expect(await second.getAttribute('aria-current')).toBeNull();
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(listing);
    // The card now leads to that colour's variant page, the swatch's own link.
    const variantHref = await nameLink.getAttribute('href');
    expect(variantHref).not.toBe(parentHref);
    expect(variantHref).toBe(await second.getAttribute('href'));
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: /^Choose options/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Choose options/ });
    await dialog.getByTestId('quick-add').waitFor();
    expect(new URL(page.url()).pathname).toBe(listing);
    // The colour chosen on the card is the dialog's first choice.
    expect(await dialog.getByRole('radio', { name: colour, exact: true }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const sizes = dialog.getByRole('group', { name: /^Size/ }).getByRole('radio');
    if ((await sizes.count()) > 1) {
      const size = sizes.last();
      await size.check({ force: true });
      expect(await size.isChecked()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    // The side cart confirms, as after every add to cart; the shopper is still on the listing.
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByTestId('side-cart-item').filter({ hasText: name }).first().waitFor();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
    expect(new URL(page.url()).pathname).toBe(listing);
  });

  it('quick add marks a sold-out variant and offers no add to cart for it', async () => {
    const [soldOut] = await products({
      limit: 1,
      filter: [
        { type: 'equals', field: 'isCloseout', value: true },
        { type: 'equals', field: 'availableStock', value: 0 },
        { type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      ],
    });
    if (!soldOut?.parentId) throw new Error('The demo catalogue has no sold-out variant.');
    const [parent] = await products({ ids: [soldOut.parentId] });
    const parentName = parent?.translated?.name ?? '';
    await page.goto(`${storefrontUrl}/search?search=${encodeURIComponent(parentName)}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: parentName, exact: true }) });
    await card.getByRole('link', { name: /^Choose options/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Choose options/ });
    await dialog.getByTestId('quick-add').waitFor();
    for (const option of soldOut.options ?? []) {
      await dialog.getByRole('radio', { name: option.translated?.name ?? option.name ?? '', exact: true }).check({ force: true });
    }
    await dialog.getByText('Sold out').waitFor();
    expect(await dialog.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the gallery opens a large view: arrow keys move, Escape closes and focus returns to the picture', async () => {
    const { gallery } = await productPaths();
    await page.goto(`${storefrontUrl}${gallery}`);
    const link = page.getByTestId('gallery-zoom-link').first();
    await link.click();
    const zoom = page.getByRole('dialog', { name: /^Images of/ });
    await zoom.getByTestId('gallery-zoom').waitFor();
    const position = zoom.getByTestId('zoom-position');
    expect(await position.innerText()).toMatch(/^Image 1 of \d/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.innerText()).toMatch(/^Image 2 of/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.innerText()).toMatch(/^Image 1 of/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('gallery-zoom-link');
  });

  it('recently viewed: shown on later product pages, the empty cart and the 404 page, never the current product; "Clear" empties it', async () => {
    const fresh = await newContext(browser, { javaScriptEnabled: true });
    const shopper = await fresh.newPage();
    try {
      const { simple } = await productPaths();
      const [first, second] = simple;
      await shopper.goto(`${storefrontUrl}${first}`);
      // Nothing viewed before: no section, no empty heading.
      expect(await shopper.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
      const firstName = await shopper.getByRole('heading', { level: 1 }).innerText();
      await shopper.goto(`${storefrontUrl}${second}`);
      const secondName = await shopper.getByRole('heading', { level: 1 }).innerText();
      const section = shopper.getByTestId('recently-viewed');
      await section.getByRole('heading', { name: 'Recently viewed' }).waitFor();
      expect(await section.getByTestId('product-card').getByRole('heading').allInnerTexts()).toEqual([firstName]);

      await shopper.goto(`${storefrontUrl}/checkout/cart`);
      await shopper.getByTestId('empty-cart').waitFor();
      await expect.poll(() => section.getByTestId('product-card').getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual([secondName, firstName]);
      expect(await axeViolations(shopper)).toEqual([]);

      await shopper.goto(`${storefrontUrl}/no-such-page-here`);
      // An error page returns before hydration (support/browser.ts): the section comes after it.
      await expect.poll(() => section.getByTestId('product-card').count(), { timeout: 20_000 }).toBe(2);

      await section.getByRole('button', { name: 'Clear recently viewed products' }).click();
      await section.waitFor({ state: 'detached' });
      expect(await shopper.evaluate(() => window.localStorage.getItem('aisle-recently-viewed'))).toBeNull();
      // The section's cards come from /product/recent once the page has hydrated: a cleared list never asks.
      const asked: string[] = [];
      shopper.on('request', (request) => {
        if (/\/product\/recent(\.data)?$/.test(new URL(request.url()).pathname)) asked.push(request.url());
      });
      await shopper.goto(`${storefrontUrl}/checkout/cart`);
      await shopper.getByTestId('empty-cart').waitFor();
      await shopper.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(await shopper.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

/**
 * A hurried shopper (as in hurried.e2e.ts) clicks a card right after the first paint or at `load`:
 * the card may be the server's HTML, hydrating (React hydrates it on the click's pointerdown), or
 * hydrated. The click must then do what it does in one of those states — never nothing (ADR 0029).
 */
describe('a card clicked before it has hydrated', () => {
  const TRIES = 3;
  /** Each case loads a listing TRIES times per moment; a lost click waits out its 15 s poll. */
  const REPEATED = 240_000;
  const MOMENTS = ['first paint', 'load'] as const;
  let listing = '';
  beforeAll(async () => {
    const context = await newContext(browser, { javaScriptEnabled: true });
    try {
      listing = await listingPath(await context.newPage());
    } finally {
      await context.close();
    }
  });

  /** A fresh shopper on the listing at `moment`, painted (stylesheet in) but not waiting for the scripts. */
  async function arrive(moment: (typeof MOMENTS)[number]): Promise<{ context: BrowserContext; page: Page; card: Locator }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${listing}`, { waitUntil: moment === 'load' ? 'load' : 'commit' });
    const card = cardWithSwatches(page);
    await card.waitFor({ state: 'visible' });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.skip-link') ?? document.body).position !== 'static');
    return { context, page, card };
  }

  const pathOfHref = (href: string | null) => new URL(href ?? '', storefrontUrl).pathname;
  const pathOfPage = (page: Page) => new URL(page.url()).pathname;

  it(
    'a swatch clicked then leads to its variant page or switches the card, which stays switched',
    async () => {
      for (const moment of MOMENTS)
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const { context, page, card } = await arrive(moment);
          try {
            const swatch = swatchLinks(card).nth(1);
            const variant = pathOfHref(await swatch.getAttribute('href'));
            await swatch.click();
            const outcome = async () => {
              if (pathOfPage(page) === variant) return 'variant page';
              return (await swatch.getAttribute('aria-current', { timeout: 500 }).catch(() => null)) === 'true' ? 'card switched' : 'nothing';
            };
            await expect.poll(outcome, { timeout: 15_000, message: `${moment}, try ${attempt}` }).not.toBe('nothing');
            if ((await outcome()) === 'card switched') {
              // Once the whole page has hydrated the choice is still there, and the card leads to it.
              await hydrated(page);
              expect(await swatch.getAttribute('aria-current'), `${moment}, try ${attempt}`).toBe('true');
              expect(pathOfHref(await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href'))).toBe(variant);
              expect(pathOfPage(page)).toBe(listing);
            }
          } finally {
            await context.close();
          }
        }
    },
    REPEATED,
  );

  it(
    '"Choose options" clicked then opens the quick-add dialog or the product page',
    async () => {
      for (const moment of MOMENTS)
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const { context, page, card } = await arrive(moment);
          try {
            const choose = card.getByRole('link', { name: /^Choose options/ });
            const product = pathOfHref(await choose.getAttribute('href'));
            await choose.click();
            const dialog = page.getByRole('dialog', { name: /^Choose options/ });
            const outcome = async () => {
              if (pathOfPage(page) === product) return 'product page';
              return (await dialog.isVisible().catch(() => false)) ? 'quick add' : 'nothing';
            };
            await expect.poll(outcome, { timeout: 15_000, message: `${moment}, try ${attempt}` }).not.toBe('nothing');
            if ((await outcome()) === 'quick add') {
              await dialog.getByTestId('quick-add').waitFor();
              expect(pathOfPage(page)).toBe(listing);
            }
          } finally {
            await context.close();
          }
        }
    },
    REPEATED,
  );
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('swatches are links to the colour’s variant page; "Choose options" links to the product page', async () => {
    const listing = await listingPath(page);
    await page.goto(`${storefrontUrl}${listing}`);
    const card = cardWithSwatches(page);
    const links = card.getByTestId('card-swatches').getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    expect(await card.getByTestId('card-swatches').getByRole('button').count()).toBe(0);
    const choose = card.getByRole('link', { name: /^Choose options/ });
    expect(await choose.getAttribute('href')).toBe(await card.getByRole('heading').getByRole('link').getAttribute('href'));
    const swatch = links.nth(1);
    const colour = (await swatch.getAttribute('title')) ?? '';
    await swatch.click();
    await page.getByTestId('product-detail').waitFor();
    // The variant page has that colour chosen.
    const chosen = page.getByTestId('variant-configurator').getByRole('button', { pressed: true });
    expect(await chosen.allInnerTexts()).toContainEqual(expect.stringContaining(colour));
  });

  it('the product picture is a link to its full-size image; no recently viewed section', async () => {
    const { gallery } = await productPaths();
    await page.goto(`${storefrontUrl}${gallery}`);
    const href = await page.getByTestId('gallery-zoom-link').first().getAttribute('href');
    expect(href).toBeTruthy();
    const image = await page.request.get(new URL(href ?? '', storefrontUrl).toString());
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(await page.getByTestId('recently-viewed').count()).toBe(0);
  });
});
