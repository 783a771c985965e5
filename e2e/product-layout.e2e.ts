// Product pages rendered from the product's CMS layout (ADR 0016) in Chromium at 390 and 1366 px:
// the default layout keeps Aisle's look (gallery left and buy box right on desktop, stacked with a
// sticky buy bar on phones, reviews in the shopper's language first, cross-selling below), and the
// page follows the block order the engine's layout has. The engine has no means to change a layout
// at run time; other layouts (reordered, extra content, no cross-selling) are covered by the unit
// tests in apps/storefront/app/features/content-page/ProductLayout.test.tsx.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

interface Slot {
  type: string;
  data?: { reviews?: { total: number; matrix?: { totalReviewCount: number } }; crossSellings?: unknown[] } | null;
}
interface Block {
  type: string;
  position: number;
  slots: Slot[];
}
interface ProductPage {
  product: { id: string; seoUrls?: { seoPathInfo: string }[]; cmsPage?: { sections: { position: number; blocks: Block[] }[] } | null };
}

/** The page parts the storefront shows for the layout's product elements. */
const PART_OF: Record<string, string> = {
  'image-gallery': 'product-gallery',
  'buy-box': 'buy-box',
  'product-description-reviews': 'product-reviews',
  'cross-selling': 'cross-selling',
};

interface Scenario {
  path: string;
  /** The product parts in the layout's order, as the engine returns it. */
  parts: string[];
}

const byPosition = <T extends { position: number }>(items: T[]) => [...items].sort((a, b) => a.position - b.position);

/** A product whose layout shows reviews in other languages and cross-selling, read from the engine. */
async function findScenario(): Promise<Scenario> {
  const list = await storeApi<{ elements: { id: string; ratingAverage?: number | null }[] }>(storeApiUrl, '/product', {
    body: { limit: 100, includes: { product: ['id', 'ratingAverage'] } },
  });
  for (const { id, ratingAverage } of list.elements) {
    if (!ratingAverage) continue;
    const { product } = await storeApi<ProductPage>(storeApiUrl, `/product/${id}?language=filter-language`, { body: {}, seoUrls: true });
    const slots = (product.cmsPage?.sections ?? []).flatMap((section) => section.blocks.flatMap((block) => block.slots));
    const reviews = slots.find((slot) => slot.type === 'product-description-reviews')?.data?.reviews;
    const crossSellings = slots.find((slot) => slot.type === 'cross-selling')?.data?.crossSellings ?? [];
    const path = product.seoUrls?.[0]?.seoPathInfo;
    if (!path || !reviews || (reviews.matrix?.totalReviewCount ?? 0) <= reviews.total || crossSellings.length === 0) continue;
    const parts = byPosition(product.cmsPage?.sections ?? []).flatMap((section) =>
      byPosition(section.blocks).flatMap((block) => block.slots.map((slot) => PART_OF[slot.type]).filter((part): part is string => part !== undefined)),
    );
    return { path: `/${path.split('/').map(encodeURIComponent).join('/')}`, parts };
  }
  throw new Error('The demo catalogue has no product with reviews in other languages and cross-selling.');
}

let browser: Browser;
let scenario: Scenario;
beforeAll(async () => {
  browser = await launchBrowser();
  scenario = await findScenario();
});
afterAll(async () => {
  await browser?.close();
});

/** The page parts in document order. */
function partsInOrder(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const found = ids.flatMap((id) => [...document.querySelectorAll(`[data-testid="${id}"]`)]);
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return found.map((element) => element.getAttribute('data-testid') ?? '');
  }, Object.values(PART_OF));
}

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).first().boundingBox();
  if (!found) throw new Error(`${testId} is not shown.`);
  return found;
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
])('the default layout on a %s', (kind, viewport) => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ctx = withHydratedGoto(await browser.newContext({ viewport, locale: 'en-GB' }));
    page = await ctx.newPage();
    await page.goto(`${storefrontUrl}${scenario.path}`);
    await page.waitForLoadState('networkidle');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("shows the layout's parts in the engine's order: gallery, buy box, reviews, cross-selling", async () => {
    expect(scenario.parts).toEqual(['product-gallery', 'buy-box', 'product-reviews', 'cross-selling']);
    expect(await partsInOrder(page)).toEqual(scenario.parts);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByTestId('cross-selling').getByTestId('product-card').count()).toBeGreaterThan(0);
  });

  it(kind === 'desktop' ? 'puts the gallery left of the buy box' : 'stacks gallery, buy box, reviews and cross-selling', async () => {
    const gallery = await box(page, 'product-gallery');
    const buyBox = await box(page, 'buy-box');
    const reviews = await box(page, 'product-reviews');
    const crossSelling = await box(page, 'cross-selling');
    if (kind === 'desktop') {
      expect(gallery.x + gallery.width).toBeLessThanOrEqual(buyBox.x);
      expect(Math.abs(gallery.y - (await box(page, 'product-detail')).y)).toBeLessThan(120);
    } else {
      expect(buyBox.y).toBeGreaterThanOrEqual(gallery.y + gallery.height);
    }
    expect(reviews.y).toBeGreaterThan(Math.max(gallery.y + gallery.height, buyBox.y + buyBox.height));
    expect(crossSelling.y).toBeGreaterThan(reviews.y + reviews.height);
  });

  it("shows the reviews in the shopper's language first, the others on request", async () => {
    const reviews = page.getByTestId('product-reviews');
    await reviews.getByText(/more reviews? in other languages/).waitFor();
    const own = await reviews.getByRole('article').count();
    await reviews.getByRole('link', { name: 'Show reviews in all languages' }).click();
    await page.waitForURL(/[?&]reviews=all/);
    await reviews.getByRole('link', { name: 'Show only reviews in English' }).waitFor();
    expect(await reviews.getByRole('article').count()).toBeGreaterThan(own);
    expect(await reviews.getByText(/more reviews? in other languages/).count()).toBe(0);
    await page.goBack();
  });

  it(kind === 'phone' ? 'offers the sticky buy bar once the buy box scrolled away, axe-clean' : 'has no sticky buy bar, axe-clean', async () => {
    await page.goto(`${storefrontUrl}${scenario.path}`);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('product-reviews').scrollIntoViewIfNeeded();
    if (kind === 'phone') await page.getByTestId('sticky-buy-bar').waitFor();
    else expect(await page.getByTestId('sticky-buy-bar').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
