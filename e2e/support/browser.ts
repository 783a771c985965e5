// Debian's Chromium driven by playwright-core (browser downloads are impossible here).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: more Chromium flags (e.g. `--host-resolver-rules` for a shop's own host names). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

/**
 * The shop under test asks for cookie consent (analytics on, ADR 0031). Suites about other things
 * browse as a shopper who chose already ("only necessary"), so the banner is not in their way;
 * e2e/consent.e2e.ts and e2e/accessibility.e2e.ts test the banner itself. Cookies ignore ports:
 * one for `localhost` reaches every test server.
 */
const CHOSEN_CONSENT = { name: 'aisle-consent', value: 'v1:', domain: 'localhost', path: '/' } as const;

/** `timezoneId`: the browser's clock zone (IANA name); the machine's when left out. */
export function newContext(browser: Browser, options: { javaScriptEnabled: boolean; consentChosen?: boolean; timezoneId?: string }): Promise<BrowserContext> {
  return browser
    .newContext({ javaScriptEnabled: options.javaScriptEnabled, locale: 'en-GB', ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) })
    .then((context) => withHydratedGoto(context, options.javaScriptEnabled, options.consentChosen ?? true));
}

/**
 * Right after `page.goto` a page may still be the server's HTML (React hydrates it a moment later):
 * a click is then a plain link or form post. With JavaScript enabled,
 * `page.goto` on this context's pages returns once React has hydrated an HTML page (the root's
 * effects have run), as a shopper would find it a moment later. A goto that asks for less than
 * `load` (`commit`, `domcontentloaded`: tests of the time before the scripts) and error pages return
 * at once; `hydrated(page)` waits after a full page load a click caused. The shopper has made their
 * cookie choice unless `consentChosen` is false.
 */
export function withHydratedGoto(context: BrowserContext, javaScriptEnabled = true, consentChosen = true): BrowserContext {
  // Sent before any page of the context opens (the browser handles a context's commands in order).
  if (consentChosen) void context.addCookies([CHOSEN_CONSENT]).catch(() => undefined);
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
 * Waits until React has hydrated the whole page: the root component's effects have run
 * (`installBuildReload` marks the window), the header's parts have switched to their scripted form
 * (`data-hydrated` on the cart link) and every element of the body belongs to React — React sets its
 * fiber on each element it hydrates, part by part (ADR 0025). A click before that is a plain link or
 * form post, or hydrates its part first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if ((window as { __aisleBuildReload?: boolean }).__aisleBuildReload !== true) return false;
    if (document.querySelector('[data-testid="header-cart"]') !== null && document.querySelector('[data-testid="header-cart"][data-hydrated]') === null)
      return false;
    const skipped = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK']);
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // Markup set as HTML (CMS text) is React's as a whole: its elements carry no fiber of their own.
    const props = (element: Element): { dangerouslySetInnerHTML?: unknown } | undefined => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return key ? (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key] : undefined;
    };
    const insideHtml = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (owned(parent)) return props(parent)?.dangerouslySetInnerHTML !== undefined;
      return false;
    };
    return [...document.body.querySelectorAll('*')].every(
      (element) => skipped.has(element.tagName) || element.closest('[hidden][id^="S:"]') !== null || owned(element) || insideHtml(element),
    );
  });
}

/**
 * A suite's tests twice, as the two kinds of shopper: `describe`s them with and without JavaScript, each
 * with a browser context of its own, opened before the tests and closed after them.
 */
export function describeWithAndWithoutJavaScript(browser: () => Browser, define: (shopper: { javaScriptEnabled: boolean; page: () => Page }) => void): void {
  describe.each([
    { javaScriptEnabled: true, label: 'with JavaScript' },
    { javaScriptEnabled: false, label: 'without JavaScript' },
  ])('$label', ({ javaScriptEnabled }) => {
    let context: BrowserContext | undefined;
    let page: Page | undefined;
    beforeAll(async () => {
      context = await newContext(browser(), { javaScriptEnabled });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });
    define({
      javaScriptEnabled,
      page: () => {
        if (!page) throw new Error('no page before the suite started');
        return page;
      },
    });
  });
}
