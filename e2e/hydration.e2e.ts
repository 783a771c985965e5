// Hydration keeps the server's HTML (ADR 0025): React DOM hydrates the page React rendered on the
// server in place, part by part (Suspense boundaries), and every part hydrates, near the viewport or
// not, so every later update reaches it. A part the shopper reaches for hydrates first.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';

const storefrontUrl = inject('storefrontUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What React reported recovering from (entry.client.tsx): a hydration mismatch names its component path. */
const recovered: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // A phone: a category's later cards are far below the first screen.
  context = withHydratedGoto(await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } }));
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[aisle] React recovered')) recovered.push(`${page.url()}: ${message.text()}`);
  });
  // Marks the server's elements as the parser finishes, before React has hydrated them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const node of document.querySelectorAll('main h1, main img, main section, main article, footer')) node.setAttribute('data-server-node', '');
    });
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A card is hydrated once its wishlist heart is the scripted button, not the no-JavaScript form. */
async function cardHydrated(card: Locator): Promise<boolean> {
  return (
    (await card
      .locator('form')
      .filter({ has: card.page().locator('button[aria-label^="Add to wishlist"]') })
      .count()) === 0
  );
}

async function scrollThroughPage(): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

/** Elements of the server's HTML that the browser replaced by new ones (0 when hydrated in place). */
async function replacedElements(): Promise<{ total: number; replaced: string[] }> {
  return page.evaluate(() => {
    const nodes = [...document.querySelectorAll('main h1, main img, main section, main article, footer')];
    return {
      total: nodes.length,
      replaced: nodes.filter((node) => !node.hasAttribute('data-server-node')).map((node) => `${node.tagName} ${node.className}`.slice(0, 60)),
    };
  });
}

async function categoryPath(): Promise<string> {
  await page.goto(storefrontUrl);
  const href = await page.locator('header nav a[href]:not([href="/"])').first().getAttribute('href');
  if (!href) throw new Error('No category link in the header.');
  return href;
}

describe('hydration in place (ADR 0025)', () => {
  it('keeps every heading, image, section, card and the footer of the server on home, a category and a product page', async () => {
    const category = await categoryPath();
    await page.goto(`${storefrontUrl}${category}`);
    const productHref = await page.locator('[data-testid="product-card"] h3 a').first().getAttribute('href');
    for (const path of ['/', category, productHref ?? '']) {
      await page.goto(`${storefrontUrl}${path}`);
      await scrollThroughPage();
      // Every card has hydrated, those further along a slider too.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="product-card"]')].every(
          (card) => card.querySelector('form button[aria-label^="Add to wishlist"]') === null,
        ),
      );
      const { total, replaced } = await replacedElements();
      expect(total, path).toBeGreaterThan(3);
      expect(replaced, path).toEqual([]);
      expect(recovered, path).toEqual([]);
    }
  });
});

describe('parts far from the viewport (ADR 0025)', () => {
  it('hydrate too, without being scrolled to, in place and without moving the page', async () => {
    await page.goto(`${storefrontUrl}${await categoryPath()}`);
    const cards = page.locator('[data-testid="product-card"]');
    const last = cards.last();
    expect(await cards.count()).toBeGreaterThan(6);
    // Far below the first screen, never scrolled to: hydrated all the same (its wishlist heart is the scripted button).
    expect(await last.evaluate((card) => card.getBoundingClientRect().top > window.innerHeight + 400)).toBe(true);
    await expect.poll(() => cardHydrated(last)).toBe(true);
    await expect.poll(() => cardHydrated(cards.nth(-3))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const { replaced } = await replacedElements();
    expect(replaced).toEqual([]);
  });
});
