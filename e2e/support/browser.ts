// Debian's Chromium driven by playwright-core (browser downloads are impossible here).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export function newContext(browser: Browser, options: { javaScriptEnabled: boolean }): Promise<BrowserContext> {
  return browser
    .newContext({ javaScriptEnabled: options.javaScriptEnabled, locale: 'en-GB' })
    .then((context) => withHydratedGoto(context, options.javaScriptEnabled));
}

/**
 * The storefront's scripts start after the page's `load` (ADR 0022), so right after `page.goto` a
 * page is still the server's HTML: a click is a plain link or form post. With JavaScript enabled,
 * `page.goto` on this context's pages returns once React has hydrated an HTML page (the root's
 * effects have run), as a shopper would find it a moment later. A goto that asks for less than
 * `load` (`commit`, `domcontentloaded`: tests of the time before the scripts) and error pages return
 * at once; `hydrated(page)` waits after a full page load a click caused.
 */
export function withHydratedGoto(context: BrowserContext, javaScriptEnabled = true): BrowserContext {
  if (!javaScriptEnabled) return context;
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
      const html = (response?.headers()['content-type'] ?? '').includes('text/html');
      if (response && !early && html && response.status() < 400) await hydrated(page);
      return response;
    };
  });
  return context;
}

/**
 * Waits until React has hydrated the page: a click before that is a plain link or form post (the
 * no-JS path, which never opens the side cart). The root component's effects mark the window
 * (`installBuildReload`); the parts that change once hydrated (`useHydrated`) switch together in
 * one transition right after, marked on the header's cart link (`data-hydrated`).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as { __aisleBuildReload?: boolean }).__aisleBuildReload === true &&
      (document.querySelector('[data-testid="header-cart"]') === null || document.querySelector('[data-testid="header-cart"][data-hydrated]') !== null),
  );
}
