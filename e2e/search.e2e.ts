// Search that forgives (ADR 0028) in Chromium against the built storefront and engine: a misspelt term
// finds the products and offers "Did you mean …" with and without JavaScript, in every locale; the header's
// suggestions group categories, content pages and products in a keyboard-driven combobox; the header search
// is a plain GET form without JavaScript; axe finds nothing on the result page or the open suggestions.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';

const storefrontUrl = inject('storefrontUrl');
/** A folder to keep screenshots of what the tests see in (for a person to look at), or none. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
};

const LOCALES = [
  { prefix: '', didYouMean: 'Did you mean' },
  { prefix: '/testde', didYouMean: 'Meinten Sie' },
  { prefix: '/pl-PL', didYouMean: 'Czy chodziło o' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(javaScriptEnabled: boolean, work: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await newContext(browser, { javaScriptEnabled });
  try {
    await work(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const productCount = (page: Page) => page.locator('main a[href*="/AI"], main [data-testid="product-card"]').count();

for (const javaScriptEnabled of [false, true]) {
  describe(`search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    for (const locale of LOCALES)
      it(`offers the correction of "shrit" and shows the shirts (${locale.prefix || '/'})`, async () => {
        await withPage(javaScriptEnabled, async (page) => {
          await page.goto(`${storefrontUrl}${locale.prefix}/search?search=shrit`);
          const hint = page.getByTestId('did-you-mean');
          await expect.poll(() => hint.textContent()).toContain(locale.didYouMean);
          const link = hint.getByRole('link', { name: 'shirt' });
          expect(await link.getAttribute('href')).toBe(`${locale.prefix}/search?search=shirt`);
          expect(await productCount(page)).toBeGreaterThan(0);
          if (javaScriptEnabled) {
            for (const width of [390, 1366]) {
              await page.setViewportSize({ width, height: 900 });
              await shoot(page, `search-did-you-mean${locale.prefix.replace('/', '-')}-${width}`);
            }
          }
          // axe runs in the page: only where scripts run.
          if (locale.prefix === '' && javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          await link.click();
          await page.waitForURL(/search=shirt$/);
          await expect.poll(() => page.getByTestId('did-you-mean').count()).toBe(0);
        });
      }, 120_000);

    it('searches from the header as a GET form', async () => {
      await withPage(javaScriptEnabled, async (page) => {
        await page.goto(`${storefrontUrl}/`);
        const input = page.getByTestId('search-input').first();
        await input.fill('tshirt');
        await input.press('Enter');
        await page.waitForURL(/\/search\?search=tshirt$/);
        await expect.poll(() => productCount(page)).toBeGreaterThan(0);
      });
    });
  });
}

describe('header suggestions', () => {
  it('groups categories, pages and products and moves through them with the keyboard', async () => {
    await withPage(true, async (page) => {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${storefrontUrl}/`);
        const input = page.getByTestId('search-input').first();
        if (!(await input.isVisible())) continue;
        await input.fill('runn');
        const list = page.getByTestId('search-suggestions').first();
        await list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Running' }).waitFor();
        expect(await input.getAttribute('aria-expanded')).toBe('true');
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `search-suggestions-${width}`);
        await input.press('ArrowDown');
        const active = await input.getAttribute('aria-activedescendant');
        expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Running');
        await input.press('Escape');
        expect(await input.getAttribute('aria-expanded')).toBe('false');
      }
      await input(page).fill('shipping');
      const pageOption = page
        .getByTestId('search-suggestions')
        .first()
        .getByRole('group', { name: 'Pages' })
        .getByRole('option', { name: /Shipping and payment/ });
      await pageOption.waitFor();
      await shoot(page, 'search-suggestions-page');
      await input(page).press('ArrowDown');
      await input(page).press('Enter');
      await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/search'));
      await hydrated(page);
      // The URL changes as the navigation commits; the new page's heading may follow a frame later.
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Shipping');
    });
  });
});

function input(page: Page) {
  return page.getByTestId('search-input').first();
}
