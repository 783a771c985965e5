// Debian's Chromium driven by playwright-core (browser downloads are impossible here).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
