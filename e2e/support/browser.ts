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
  return browser.newContext({ javaScriptEnabled: options.javaScriptEnabled, locale: 'en-GB' });
}

/**
 * Waits until React has hydrated the page: a click before that is a plain form post (the no-JS
 * path, which never opens the side cart). Hydration is visible on the header's cart link, which then
 * announces the dialog it opens.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').waitFor();
}
