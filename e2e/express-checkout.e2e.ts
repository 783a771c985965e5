// Express checkout end to end with the demo engine's "Test wallet": from the product page and from the
// cart, with and without JavaScript, the wallet's approval page (on the engine) hands the payer back, the
// shop shows one review step and places the order — the checkout form is never shown. A cancelled wallet
// leaves the cart as it was; with statistics allowed, GA4's add_shipping_info, add_payment_info and
// purchase reach the dataLayer. Screenshots at 390 and 1366 px (en-GB, de-DE) go to EXPRESS_SHOTS
// (default /work/shots/express), outside the repository.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto, hydrated } from './support/browser.ts';
import { DEMO_ACCESS_KEY } from './support/store-api.ts';
import { fillCart, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.EXPRESS_SHOTS ?? '/work/shots/express';
const TERMS = 'I have read and accept the terms and conditions.';

let browser: Browser;
let product: OrderableProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findOrderableProduct(storeApiUrl);
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(javaScriptEnabled: boolean, viewport = DESKTOP, locale = 'en-GB', statistics = false): Promise<BrowserContext> {
  const context = withHydratedGoto(await browser.newContext({ javaScriptEnabled, viewport, locale }), javaScriptEnabled);
  // Statistics allowed: the analytics runtime starts (its consent cookie as the banner writes it).
  if (statistics) await context.addCookies([{ name: 'aisle-consent', value: 'v1:statistics', domain: 'localhost', path: '/' }]);
  return context;
}

/** Every page the shopper's tab showed, to prove the checkout form (/checkout) never was one. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

async function cartLines(context: BrowserContext): Promise<Array<{ referencedId: string; quantity: number }>> {
  const token = (await context.cookies(storefrontUrl)).find((cookie) => cookie.name === 'sw-context-token')?.value;
  const response = await fetch(`${storeApiUrl}/checkout/cart`, { headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token ?? '' } });
  const cart = (await response.json()) as { lineItems: Array<{ referencedId: string; quantity: number; type: string }> };
  return cart.lineItems.filter((line) => line.type === 'product').map(({ referencedId, quantity }) => ({ referencedId, quantity }));
}

/** The wallet's approval page on the engine: approve (or cancel) as the test payer. */
async function atWallet(page: Page, decision: 'approve' | 'cancel'): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/payment/demo-gateway/wallet/'));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Test wallet');
  expect(await page.getByText('Teststraße 1').count()).toBe(1);
  await page.getByRole('button', { name: decision === 'approve' ? 'Approve and continue' : 'Cancel and return to the shop' }).click();
}

async function buyOnReview(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.endsWith('/checkout/express/review'));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Review your order');
  expect(await page.getByText('test-wallet@example.com').count()).toBe(1);
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await page.waitForURL((url) => /\/checkout\/success\/[0-9a-f]{32}$/.test(url.pathname));
  await page.getByTestId('payment-state').waitFor();
  return /\/checkout\/success\/([0-9a-f]{32})/.exec(page.url())?.[1] ?? '';
}

interface Pushed {
  event?: string;
  ecommerce?: { payment_type?: string; shipping_tier?: string; transaction_id?: string; value?: number };
}
const dataLayer = (page: Page) => page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer as Pushed[] | undefined) ?? []);

describe('express checkout with the Test wallet', () => {
  it('buys from the product page after one review step, with GA4’s events (JavaScript)', async () => {
    const context = await newContext(true, DESKTOP, 'en-GB', true);
    const page = await context.newPage();
    const visited = visitedPaths(page);
    await page.goto(`${storefrontUrl}${product.path}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Buy with Test wallet' }).click();
    await atWallet(page, 'approve');
    await buyOnReview(page);
    expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    expect(visited.filter((path) => path === '/checkout')).toEqual([]);
    await expect.poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'purchase'), { timeout: 10_000 }).toBe(true);
    const events = await dataLayer(page);
    expect(events.find((entry) => entry.event === 'add_payment_info')?.ecommerce?.payment_type).toBe('Test wallet');
    expect(events.find((entry) => entry.event === 'add_shipping_info')?.ecommerce?.shipping_tier).toBeTruthy();
    expect(events.find((entry) => entry.event === 'purchase')?.ecommerce?.transaction_id).toBeTruthy();
    await context.close();
  });

  it('buys from the cart page without JavaScript: plain forms, the same one review step', async () => {
    const context = await newContext(false);
    await fillCart(context, storefrontUrl, storeApiUrl, product.id);
    const page = await context.newPage();
    const visited = visitedPaths(page);
    await page.goto(`${storefrontUrl}/checkout/cart`);
    await page.getByRole('button', { name: 'Check out with Test wallet' }).click();
    await atWallet(page, 'approve');
    // Without JavaScript the delivery is applied with its own button.
    await page.getByRole('button', { name: 'Update delivery' }).waitFor();
    await buyOnReview(page);
    expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    expect(visited.filter((path) => path === '/checkout')).toEqual([]);
    await context.close();
  });

  it('buys from the product page without JavaScript', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${product.path}`);
    await page.getByRole('button', { name: 'Buy with Test wallet' }).click();
    await atWallet(page, 'approve');
    await buyOnReview(page);
    expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    await context.close();
  });

  it('buys from the side cart (JavaScript)', async () => {
    const context = await newContext(true);
    await fillCart(context, storefrontUrl, storeApiUrl, product.id);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${product.path}`);
    await hydrated(page);
    await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByRole('button', { name: 'Check out with Test wallet' }).click();
    await atWallet(page, 'approve');
    await buyOnReview(page);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`a cancelled wallet returns to the product page with the cart as it was (${javaScriptEnabled ? 'JavaScript' : 'no JavaScript'})`, async () => {
      const context = await newContext(javaScriptEnabled);
      await fillCart(context, storefrontUrl, storeApiUrl, product.id);
      const before = await cartLines(context);
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}${product.path}`);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole('button', { name: 'Buy with Test wallet' }).click();
      await atWallet(page, 'cancel');
      await page.waitForURL((url) => url.pathname === product.path);
      await page.getByText('You cancelled the express payment. Your cart is as it was.').first().waitFor();
      expect(await cartLines(context)).toEqual(before);
      await context.close();
    });
  }

  it('a cancelled wallet from the cart leaves the cart as it was', async () => {
    const context = await newContext(false);
    await fillCart(context, storefrontUrl, storeApiUrl, product.id);
    const before = await cartLines(context);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/checkout/cart`);
    await page.getByRole('button', { name: 'Check out with Test wallet' }).click();
    await atWallet(page, 'cancel');
    await page.waitForURL((url) => url.pathname === '/checkout/cart');
    expect(await cartLines(context)).toEqual(before);
    await context.close();
  });
});

describe('screenshots', () => {
  const locales = [
    { locale: 'en-GB', prefix: '', buy: 'Buy with Test wallet', pay: 'Check out with Test wallet', cart: 'Your cart', approve: 'Approve and continue' },
    {
      locale: 'de-DE',
      prefix: '/testde',
      buy: 'Mit Test-Wallet kaufen',
      pay: 'Mit Test-Wallet bezahlen',
      cart: 'Ihr Warenkorb',
      approve: 'Freigeben und weiter',
    },
  ];
  for (const shop of locales) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      it(`express buttons and the review step, ${shop.locale} at ${size} px`, async () => {
        const context = await newContext(true, viewport, shop.locale);
        await fillCart(context, storefrontUrl, storeApiUrl, product.id);
        const page = await context.newPage();
        // The technical path leads to the product’s pretty path in the market’s language.
        await page.goto(`${storefrontUrl}${shop.prefix}/detail/${product.id}`);
        await hydrated(page);
        const buy = page.getByRole('button', { name: shop.buy });
        await buy.scrollIntoViewIfNeeded();
        await page.getByTestId('buy-box').screenshot({ path: `${SHOTS}/product-${shop.locale}-${size}.png` });
        expect(await axeViolations(page, 'serious'), 'the product page with its express button').toEqual([]);
        await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').click();
        const sideCart = page.getByRole('dialog', { name: shop.cart });
        await sideCart.getByRole('button', { name: shop.pay }).waitFor();
        await page.screenshot({ path: `${SHOTS}/side-cart-${shop.locale}-${size}.png` });
        await page.goto(`${storefrontUrl}${shop.prefix}/checkout/cart`);
        await page.getByRole('button', { name: shop.pay }).waitFor();
        await page.screenshot({ path: `${SHOTS}/cart-${shop.locale}-${size}.png`, fullPage: true });
        await page.getByRole('button', { name: shop.pay }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/payment/demo-gateway/wallet/'));
        await page.screenshot({ path: `${SHOTS}/wallet-${shop.locale}-${size}.png`, fullPage: true });
        await page.getByRole('button', { name: shop.approve }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/checkout/express/review'));
        await hydrated(page);
        await page.screenshot({ path: `${SHOTS}/review-${shop.locale}-${size}.png`, fullPage: true });
        expect(await axeViolations(page, 'serious'), 'the review step').toEqual([]);
        await context.close();
      });
    }
  }
});
