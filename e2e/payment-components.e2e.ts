// Payment components end to end: "Card payment (test)" takes the card in the checkout through the demo
// gateway's fields (a frame from the Store API's origin, allowed by the CSP of payment pages only).
// The three test cards with JavaScript — 4242 paid without leaving the shop, 0002 declined (told, then
// paid again with another card), 3184 challenged on the gateway and then paid — and without it, where
// the same method goes through the gateway's hosted page and the same cards behave the same.
// Screenshots of the card fields at 390 and 1366 px go to screenshots/payment-components/.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { fillCart, fillGuestDetails, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TEST_CARD = /^Card payment \(test\)/;
const TERMS = 'I have read and accept the terms and conditions.';
const CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', challenge: '4000 0027 6000 3184' };
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots', 'payment-components');

let browser: Browser;
let product: OrderableProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findOrderableProduct(storeApiUrl);
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

let sequence = 0;
const uniqueEmail = () => `card.${Date.now().toString(36)}.${++sequence}@example.com`;

function newContext(javaScriptEnabled: boolean, viewport = DESKTOP, locale = 'en-GB'): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, viewport, locale }).then((context) => withHydratedGoto(context, javaScriptEnabled));
}

async function openCheckout(context: BrowserContext, path = '/checkout', fillDetails = true): Promise<Page> {
  await context.clearCookies();
  await fillCart(context, storefrontUrl, storeApiUrl, product.id);
  const page = await context.newPage();
  await page.goto(`${storefrontUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (fillDetails) await fillGuestDetails(page, uniqueEmail());
  return page;
}

/** Chooses the test card method; with JavaScript the totals follow at once (a fetcher), as in checkout.e2e.ts. */
async function chooseTestCard(page: Page, name: RegExp = TEST_CARD): Promise<void> {
  const radio = page.getByRole('group', { name: /Payment method|Metoda płatności/ }).getByRole('radio', { name });
  if ((await page.getByRole('button', { name: 'Update totals' }).count()) > 0) return radio.check();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.includes('/checkout')),
    radio.check(),
  ]);
}

function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Card details"]');
}

async function fillCard(frame: FrameLocator, number: string, labels = { number: 'Card number', expiry: 'Expiry date', code: 'Security code' }) {
  await frame.getByLabel(labels.number).fill(number);
  await frame.getByLabel(labels.expiry).fill('12/34');
  await frame.getByLabel(labels.code).fill('123');
}

async function submitOrder(page: Page): Promise<void> {
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
}

const paymentState = (page: Page) => page.getByTestId('payment-state').getAttribute('data-state');
const orderIdOf = (page: Page) => /\/checkout\/success\/([0-9a-f]{32})/.exec(page.url())?.[1] ?? '';

describe('card fields with JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(true);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('allows the gateway’s frame on the checkout only; 4242 is paid without leaving the shop', async () => {
    const page = await openCheckout(context);
    const checkoutCsp = (await page.request.get(`${storefrontUrl}/checkout`)).headers()['content-security-policy'] ?? '';
    expect(checkoutCsp).toMatch(new RegExp(`frame-src [^;]*${new URL(storeApiUrl).origin.replace(/[.]/g, '\\.')}`));
    const homeCsp = (await page.request.get(`${storefrontUrl}/`)).headers()['content-security-policy'] ?? '';
    expect(homeCsp).not.toContain(new URL(storeApiUrl).origin + ' ');
    expect(homeCsp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com;/);

    await chooseTestCard(page);
    const frame = cardFrame(page);
    await fillCard(frame, CARDS.approved);
    expect(await frame.getByLabel('Card number').inputValue()).toBe(CARDS.approved);
    // The totals have followed the chosen method (the summary is no longer faded while updating).
    await page.locator('section[aria-labelledby="checkout-summary-heading"][aria-busy="false"]').waitFor();
    expect(await axeViolations(page, 'serious'), 'checkout with card fields').toEqual([]);
    const gatewayRequests: string[] = [];
    page.on('request', (request) => {
      const gateway = new URL(storeApiUrl).origin;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).origin === gateway)
        gatewayRequests.push(request.url());
    });
    await submitOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}\/paid$/, { timeout: 20_000 });
    expect(await paymentState(page)).toBe('paid');
    expect(gatewayRequests, 'the shopper never left the shop').toEqual([]);
    await page.close();
  });

  it('refuses an invalid card in the checkout before any order is placed', async () => {
    const page = await openCheckout(context);
    await chooseTestCard(page);
    await fillCard(cardFrame(page), '4242 4242 4242 4241');
    await submitOrder(page);
    await page.getByRole('alert').getByText('Please enter a valid card number.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await cardFrame(page).getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('declines 0002: the shopper is told, and pays the placed order again with another card', async () => {
    const page = await openCheckout(context);
    await chooseTestCard(page);
    await fillCard(cardFrame(page), CARDS.declined);
    await submitOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid$/, { timeout: 20_000 });
    const orderId = orderIdOf(page);
    await page.getByText('Your payment was declined. Please try another card or another payment method.').waitFor();
    expect(await paymentState(page)).toBe('unpaid');
    // "Pay again" offers the same card fields.
    await page.getByRole('radio', { name: TEST_CARD }).check();
    await fillCard(cardFrame(page), CARDS.approved);
    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`), { timeout: 20_000 });
    // A client navigation from the unpaid page: the URL changes before React commits the new page (React
    // Router renders in a transition), so the old "unpaid" state may still be on screen for a moment.
    await expect.poll(() => paymentState(page), { timeout: 10_000 }).toBe('paid');
    await page.close();
  });

  it('sends 3184 to the gateway’s challenge, then back paid', async () => {
    const page = await openCheckout(context);
    await chooseTestCard(page);
    await fillCard(cardFrame(page), CARDS.challenge);
    await submitOrder(page);
    await page.getByRole('heading', { name: 'Confirm this payment' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(new URL(storeApiUrl).origin);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}\/paid$/);
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });

  it('renders the fields in the shopper’s language', async () => {
    const polish = await newContext(true, DESKTOP, 'pl-PL');
    const page = await openCheckout(polish, '/pl-PL/checkout', false);
    await chooseTestCard(page, /^Płatność kartą \(test\)/);
    const frame = page.frameLocator('iframe[title="Dane karty"]');
    for (const label of ['Numer karty', 'Data ważności', 'Kod zabezpieczający']) await frame.getByLabel(label).waitFor();
    await polish.close();
  });

  for (const [label, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`looks finished at ${label} px (screenshot)`, async () => {
      const shots = await newContext(true, viewport);
      const page = await openCheckout(shots);
      await chooseTestCard(page);
      await fillCard(cardFrame(page), CARDS.approved);
      const choice = page.locator('[data-payment-method="payment_test_card"]');
      await choice.scrollIntoViewIfNeeded();
      await choice.screenshot({ path: join(SCREENSHOTS, `card-fields-${label}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `checkout-${label}.png`), fullPage: true });
      const box = await choice.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
      await shots.close();
    });
  }
});

describe('the same method without JavaScript (the gateway’s hosted page)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(false);
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Places the order with the test card method and opens the hosted page. */
  async function orderToHostedPage(): Promise<{ page: Page; orderId: string }> {
    const page = await openCheckout(context);
    await chooseTestCard(page);
    const choice = page.locator('[data-payment-method="payment_test_card"]');
    expect(await choice.locator('iframe').count()).toBe(0);
    expect(await choice.textContent()).toContain('You will enter your card details on the payment provider’s secure page after submitting.');
    await submitOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = orderIdOf(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Demo payment gateway' }).waitFor();
    return { page, orderId };
  }

  async function payOnHostedPage(page: Page, number: string) {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
  }

  it('4242: paid', async () => {
    const { page, orderId } = await orderToHostedPage();
    await payOnHostedPage(page, CARDS.approved);
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });

  it('0002: declined, told on the unpaid page, then paid again with 4242', async () => {
    const { page, orderId } = await orderToHostedPage();
    await payOnHostedPage(page, CARDS.declined);
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/unpaid\\?error-code=CHECKOUT__PAYMENT_ERROR$`));
    expect(await paymentState(page)).toBe('unpaid');
    await page.getByRole('radio', { name: TEST_CARD }).check();
    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.getByRole('heading', { name: 'Demo payment gateway' }).waitFor();
    await payOnHostedPage(page, CARDS.approved);
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });

  it('3184: challenged on the gateway, then paid', async () => {
    const { page, orderId } = await orderToHostedPage();
    await payOnHostedPage(page, CARDS.challenge);
    await page.getByRole('heading', { name: 'Confirm this payment' }).waitFor();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });
});
