// Code splitting and message loading (ADR 0018), seen from the browser: the home page
// loads its locale's messages and its own routes' code — not the other locales' messages, not the
// checkout or account pages, not the side cart's dialog, which arrives when the cart opens.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';

const storefrontUrl = inject('storefrontUrl');

/** A sentence of one locale only: `a11y.skipToContent` (the catalogues themselves are the source). */
const SKIP_LINK = { 'en-GB': 'Skip to main content', 'pl-PL': 'Przejdź do treści głównej', 'de-DE': 'Zum Hauptinhalt springen' } as const;
/** Message keys that only the code of those parts names (keys survive minification). */
const CHECKOUT_CODE = 'checkout.confirm.tosLinked';
const ACCOUNT_CODE = 'account.overview.';
const SIDE_CART_CODE = 'cart.side.viewCart';

let browser: Browser;
// Every case has a browser context and page of its own: none depends on where another left off.
let context: BrowserContext;
let page: Page;
/** URL → text of every JavaScript file the case's page has loaded so far. */
let scripts: Map<string, Promise<string>>;

beforeAll(async () => {
  browser = await launchBrowser();
});
beforeEach(async () => {
  const loaded = new Map<string, Promise<string>>();
  scripts = loaded;
  context = await newContext(browser, { javaScriptEnabled: true });
  page = await context.newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      loaded.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
});

/** The home page of `path`, hydrated (the cart link then opens the side cart) and done loading. */
async function hydratedHome(path = ''): Promise<void> {
  await page.goto(`${storefrontUrl}${path}`);
  await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').waitFor();
  await page.waitForLoadState('networkidle');
}

async function loadedCode(): Promise<string[]> {
  return Promise.all(scripts.values());
}

describe('what the home page loads', () => {
  it("loads the English messages and its own code, nothing of the other locales' messages, the checkout, the account or the side cart", async () => {
    await hydratedHome();
    const code = await loadedCode();
    expect(code.length).toBeGreaterThan(3);
    expect(code.some((text) => text.includes(SKIP_LINK['en-GB']))).toBe(true);
    for (const other of [SKIP_LINK['pl-PL'], SKIP_LINK['de-DE']]) expect(code.filter((text) => text.includes(other))).toEqual([]);
    for (const part of [CHECKOUT_CODE, ACCOUNT_CODE, SIDE_CART_CODE])
      expect(
        code.filter((text) => text.includes(part)),
        part,
      ).toEqual([]);
  });

  it('gets each script brotli-compressed as the build wrote it, byte for byte the code served uncompressed', async () => {
    await hydratedHome();
    const urls = [...scripts.keys()].filter((url) => url.startsWith(`${storefrontUrl}/assets/`));
    expect(urls.length).toBeGreaterThan(3);
    let brotli = 0;
    for (const url of urls) {
      const [plain, compressed] = await Promise.all([
        fetch(url, { headers: { 'accept-encoding': 'identity' } }),
        fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      ]);
      const code = await plain.text();
      // fetch decodes the brotli body: a file compressed before the build's last touches would differ here.
      expect(await compressed.text(), url).toBe(code);
      // Below 1 kB compression gains nothing, neither precompressed nor on the fly.
      if (Buffer.byteLength(code) < 1024) continue;
      expect(compressed.headers.get('content-encoding'), url).toBe('br');
      expect(compressed.headers.get('vary'), url).toMatch(/accept-encoding/i);
      brotli += 1;
    }
    expect(brotli).toBeGreaterThan(3);
  });

  it('loads the side cart when the cart opens', async () => {
    await hydratedHome();
    expect((await loadedCode()).filter((text) => text.includes(SIDE_CART_CODE))).toEqual([]);
    await page.getByTestId('header-cart').click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    const code = await loadedCode();
    expect(code.some((text) => text.includes(SIDE_CART_CODE))).toBe(true);
  });

  it("loads the Polish messages on a Polish page and still none of the others'", async () => {
    await hydratedHome('/pl-PL');
    const code = await loadedCode();
    expect(code.some((text) => text.includes(SKIP_LINK['pl-PL']))).toBe(true);
    for (const other of [SKIP_LINK['en-GB'], SKIP_LINK['de-DE']]) expect(code.filter((text) => text.includes(other))).toEqual([]);
  });
});

/** What hydration and client navigations left in the document (ADR 0025: React hydrates the whole document). */
function documentShape(target: Page) {
  return target.evaluate(() => ({
    lang: document.documentElement.lang,
    htmlElements: document.querySelectorAll('html').length,
    bodies: document.querySelectorAll('body').length,
    headers: document.querySelectorAll('body header:not(main header)').length,
    mains: document.querySelectorAll('main').length,
    // Linked, or inline with its href (ADR 0060).
    stylesheets: [...document.head.querySelectorAll('link[rel="stylesheet"], style[data-href]')].map(
      (sheet) => sheet.getAttribute('href') ?? sheet.getAttribute('data-href'),
    ),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    xDefaults: document.head.querySelectorAll('link[hreflang="x-default"]').length,
    titles: document.querySelectorAll('title').length,
    // The stylesheet applies: the skip link is moved off screen by it.
    styled: document.styleSheets.length > 0 && getComputedStyle(document.querySelector('.skip-link') ?? document.body).position !== 'static',
  }));
}

describe('the document after hydration (ADR 0025)', () => {
  it('keeps one html, body, header and main, the stylesheet in place, and the head right across client navigations', async () => {
    await page.goto(storefrontUrl);
    await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').waitFor();
    const home = await documentShape(page);
    expect(home).toMatchObject({ lang: 'en-GB', htmlElements: 1, bodies: 1, headers: 1, mains: 1, titles: 1, xDefaults: 1, styled: true });
    expect(home.stylesheets).toHaveLength(1);
    expect(home.canonicals).toEqual([`${storefrontUrl}/`]);
    // The footer hydrates last (its currency form then hides its submit button): the first hydration is over.
    await page.getByRole('button', { name: 'Change currency' }).waitFor({ state: 'hidden' });
    await page.evaluate(() => {
      const counter = window as unknown as { aisleRemovedForms: number };
      counter.aisleRemovedForms = 0;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'FORM') counter.aisleRemovedForms += 1;
      }).observe(document.body, { subtree: true, childList: true });
    });
    // A client navigation into a category: the head changes in place.
    const link = page.locator('header nav:visible').first().getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/');
    // The URL changes before React has rendered the new page (a transition): wait for its heading.
    await page.locator('h1', { hasText: name }).first().waitFor();
    const category = await documentShape(page);
    // Cards mounted by a client navigation render their scripted wishlist button at once: the no-JS
    // form is for the first hydration only (useHydrated).
    expect(await page.evaluate(() => (window as unknown as { aisleRemovedForms: number }).aisleRemovedForms)).toBe(0);
    expect(category).toMatchObject({ lang: 'en-GB', htmlElements: 1, bodies: 1, headers: 1, mains: 1, titles: 1, xDefaults: 1, styled: true });
    expect(category.stylesheets).toEqual(home.stylesheets);
    expect(category.canonicals).toEqual([new URL(page.url()).href]);
  });

  it("switches the document's language with the locale, without a page load", async () => {
    await page.goto(storefrontUrl);
    await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').waitFor();
    const marker = await page.evaluate(() => ((window as unknown as { aisleMarker: number }).aisleMarker = Math.random()));
    // The Polish home page through a client navigation: the router follows history entries itself
    // (the language links in the footer load a document on purpose).
    await page.evaluate(() => {
      history.pushState(null, '', '/pl-PL');
      history.pushState(null, '', '/pl-PL/');
      history.back();
    });
    await page.getByText(SKIP_LINK['pl-PL']).waitFor({ state: 'attached' });
    const polish = await documentShape(page);
    expect(polish).toMatchObject({ lang: 'pl-PL', htmlElements: 1, bodies: 1, headers: 1, styled: true });
    expect(await page.evaluate(() => (window as unknown as { aisleMarker?: number }).aisleMarker)).toBe(marker);
  });
});
