// After the purchase (ADR 0030), in Chromium against the real builds: a customer opens an order from the
// list, orders it again and cancels it (a confirmation page without JavaScript, a dialog with it; the
// stock comes back and a mail is queued); another customer's order is a 404; a guest opens the order from
// the link in the confirmation mail with the e-mail address and postal code, a wrong postal code says so
// and keeps what was typed; the right answers log a fresh browser in as the order's guest, who cancels. Phone and desktop widths, all three locales, axe-clean.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { findOrderableProduct, type OrderableProduct } from './support/checkout.ts';
import { linkFromMail, mailMatching } from './support/outbox.ts';
import { languageId, storeApiCall } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const ZIP = '10115';
/** Set ORDERS_SCREENSHOTS=/some/dir to keep the pages as PNGs. */
const SHOTS = process.env.ORDERS_SCREENSHOTS;

let browser: Browser;
let product: OrderableProduct;
let countryId: string;
let salutationId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findOrderableProduct(storeApiUrl);
  countryId = (await api<{ elements: { id: string; iso: string }[] }>('/country', { limit: 100 })).body.elements.find((c) => c.iso === 'DE')?.id ?? '';
  salutationId = (await api<{ elements: { id: string }[] }>('/salutation', {})).body.elements[0]?.id ?? '';
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

interface Order {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
}

function api<T>(path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ body: T; token: string | null }> {
  return storeApiCall<T>(storeApiUrl, path, { body, ...(token ? { token } : {}), headers });
}

let sequence = 0;
function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}.${sequence}@example.com`;
}

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    salutationId,
    firstName: 'Grace',
    lastName: 'Hopper',
    storefrontUrl,
    billingAddress: { street: 'Compiler Lane 7', zipcode: ZIP, city: 'Berlin', countryId },
    ...extra,
  };
}

/** A registered, confirmed customer; returns the logged-in context token. */
async function newCustomer(email: string): Promise<string> {
  await api('/account/register', registration(email, { password: 'correct horse battery' }));
  const link = await linkFromMail(outboxDir, email, '/registration/confirm');
  const confirmed = await api('/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  if (!confirmed.token) throw new Error('no token after confirmation');
  return confirmed.token;
}

async function placeOrder(token: string, quantity = 2, headers: Record<string, string> = {}): Promise<Order> {
  await api('/checkout/cart/line-item', { items: [{ id: product.id, referencedId: product.id, type: 'product', quantity }] }, token, headers);
  return (await api<Order>('/checkout/order', {}, token, headers)).body;
}

async function stockOf(id: string): Promise<number> {
  const { body } = await api<{ elements: { stock: number }[] }>('/product', { ids: [id] });
  return body.elements[0]?.stock ?? -1;
}

async function browse(
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number },
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = withHydratedGoto(await browser.newContext({ javaScriptEnabled, viewport, locale: 'en-GB' }), javaScriptEnabled);
  if (token) await context.addCookies([{ name: 'sw-context-token', value: token, url: storefrontUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** axe needs scripts in the page: pages without JavaScript are checked for reflow here and by axe in the JS runs. */
async function expectClean(page: Page, label: string, javaScript: boolean): Promise<void> {
  if (javaScript) expect(await axeViolations(page), label).toEqual([]);
  // Reflow: nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: horizontal scroll`).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: true });
}

describe.each([
  { javaScript: false, viewport: PHONE, label: 'no-js-390' },
  { javaScript: true, viewport: DESKTOP, label: 'js-1366' },
])('a customer ($label)', ({ javaScript, viewport, label }) => {
  it('opens the order from the list, orders it again and cancels it after confirming', async () => {
    const email = uniqueEmail(`customer-${label}`);
    const token = await newCustomer(email);
    const order = await placeOrder(token, 2);
    const { context, page } = await browse(javaScript, viewport, token);
    try {
      await page.goto(`${storefrontUrl}/account/order`);
      await expectClean(page, `list-${label}`, javaScript);
      await page.getByRole('link', { name: `Order details ${order.orderNumber}` }).click();
      await page.waitForURL(`**/account/order/${order.deepLinkCode}`);
      const main = page.locator('main');
      await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
      const text = (await main.textContent()) ?? '';
      for (const expected of ['Billing address', 'Shipping address', 'Compiler Lane 7', `${ZIP} Berlin`, 'Payment method', 'Shipping method', product.name])
        expect(text, expected).toContain(expected);
      expect(await page.getByTestId('order-states').textContent()).toContain('Open');
      expect(await page.getByTestId('order-totals').textContent()).toMatch(/incl\. \d+ ?% VAT|VAT/);
      await expectClean(page, `order-${label}`, javaScript);

      // Order again: every item back in the cart, on the cart page, with a message.
      await page.getByRole('button', { name: `Order again ${order.orderNumber}` }).click();
      await page.waitForURL('**/checkout/cart');
      await page.getByText("The order's items are in your cart again.").first().waitFor();
      expect(await page.locator('main').textContent()).toContain(product.name);

      // Cancel, after the confirmation step.
      const stockBefore = await stockOf(product.id);
      await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`);
      await page.getByRole('link', { name: 'Cancel order' }).click();
      if (javaScript) {
        // The confirmation step as the page without JavaScript has it, checked by axe here.
        await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}?cancel=1`);
        await page.getByTestId('cancel-confirmation').waitFor();
        await expectClean(page, `cancel-step-${label}`, javaScript);
        await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`);
        await page.getByRole('link', { name: 'Cancel order' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
        await dialog.waitFor();
        expect(page.url()).not.toContain('cancel=1');
        await expectClean(page, `cancel-dialog-${label}`, javaScript);
        await dialog.getByRole('button', { name: 'Keep order' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('link', { name: 'Cancel order' }).click();
        await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click();
      } else {
        await page.waitForURL('**?cancel=1');
        await page.getByTestId('cancel-confirmation').waitFor();
        await expectClean(page, `cancel-confirm-${label}`, javaScript);
        await page.getByRole('button', { name: 'Yes, cancel order' }).click();
      }
      await page.getByText('Your order has been cancelled.').first().waitFor();
      expect(await page.getByTestId('order-states').textContent()).toContain('Cancelled');
      expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
      expect(await stockOf(product.id)).toBe(stockBefore + 2);
      await expectClean(page, `cancelled-${label}`, javaScript);
      await mailMatching(outboxDir, email, new RegExp(`Your order ${order.orderNumber} at .+ has been cancelled`));
    } finally {
      await context.close();
    }
  });
});

describe('who sees an order', () => {
  it("answers another customer's order with 404 and sends a logged-out customer to sign in", async () => {
    const owner = await newCustomer(uniqueEmail('owner'));
    const order = await placeOrder(owner, 1);
    const other = await newCustomer(uniqueEmail('other'));
    const { context, page } = await browse(false, DESKTOP, other);
    try {
      const response = await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('main').textContent()).not.toContain(order.orderNumber);
      await context.clearCookies();
      await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/account/order/${order.deepLinkCode}`);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  { javaScript: false, viewport: DESKTOP, locale: 'en-GB', prefix: '', label: 'no-js-1366-en' },
  { javaScript: true, viewport: PHONE, locale: 'pl-PL', prefix: '/pl-PL', label: 'js-390-pl' },
  { javaScript: false, viewport: PHONE, locale: 'de-DE', prefix: '/testde', label: 'no-js-390-de' },
])('a guest ($label)', ({ javaScript, viewport, locale, prefix, label }) => {
  it('opens the order from the link in the confirmation mail with the e-mail address and postal code', async () => {
    const email = uniqueEmail(`guest-${label}`);
    const headers = { 'sw-language-id': await languageId(storeApiUrl, locale) };
    const guest = await api('/account/register', registration(email, { guest: true }), undefined, headers);
    const order = await placeOrder(guest.token ?? '', 1, headers);
    const [link] = await mailMatching(outboxDir, email, /https?:\/\/[^\s"'<>]+\/account\/order\/[A-Za-z0-9_-]+/);
    const url = new URL(link);
    expect(url.pathname).toBe(`${prefix}/account/order/${order.deepLinkCode}`);
    const { context, page } = await browse(javaScript, viewport);
    try {
      await page.goto(`${storefrontUrl}${url.pathname}`);
      const form = page.locator('main form');
      await form.waitFor();
      expect(await page.locator('main').textContent()).not.toContain(order.orderNumber);
      await expectClean(page, `guest-form-${label}`, javaScript);
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="zipcode"]').fill('99999');
      await form.locator('button[type="submit"]').click();
      const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
      await alert.waitFor();
      const messages = {
        'en-GB': 'The e-mail address or postal code does not match this order.',
        'pl-PL': 'Adres e-mail lub kod pocztowy nie pasują do tego zamówienia.',
        'de-DE': 'E-Mail-Adresse oder Postleitzahl passen nicht zu dieser Bestellung.',
      } as const;
      expect(await page.locator('main').textContent()).toContain(messages[locale as keyof typeof messages]);
      // Nothing typed is lost.
      expect(await form.locator('input[name="email"]').inputValue()).toBe(email);
      expect(await form.locator('input[name="zipcode"]').inputValue()).toBe('99999');
      await expectClean(page, `guest-wrong-${label}`, javaScript);
      await form.locator('input[name="zipcode"]').fill(ZIP);
      await form.locator('button[type="submit"]').click();
      await page.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) }).waitFor();
      expect(await page.locator('main').textContent()).toContain('Compiler Lane 7');
      // A reload (GET) keeps the order open for this browser.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) }).waitFor();
      await expectClean(page, `guest-order-${label}`, javaScript);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  { javaScript: false, viewport: PHONE, label: 'no-js-390' },
  { javaScript: true, viewport: DESKTOP, label: 'js-1366' },
])('a guest in another browser ($label)', ({ javaScript, viewport, label }) => {
  it("answers, is logged in as the order's guest and cancels after the confirmation step; the stock comes back", async () => {
    const email = uniqueEmail(`guest-cancel-${label}`);
    const guest = await api('/account/register', registration(email, { guest: true }));
    const order = await placeOrder(guest.token ?? '', 1);
    const [link] = await mailMatching(outboxDir, email, /https?:\/\/[^\s"'<>]+\/account\/order\/[A-Za-z0-9_-]+/);
    // A fresh browser: no cookies of the checkout's session.
    const { context, page } = await browse(javaScript, viewport);
    try {
      await page.goto(`${storefrontUrl}${new URL(link).pathname}`);
      const form = page.locator('main form');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="zipcode"]').fill(ZIP);
      await form.locator('button[type="submit"]').click();
      await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
      // The answers logged the browser in as the order's guest: no answers cookie, a new context token.
      const cookies = await context.cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('aisle-order-access');
      expect(cookies.find((cookie) => cookie.name === 'sw-context-token')?.value).toBeTruthy();
      const stockBefore = await stockOf(product.id);
      await page.getByRole('link', { name: 'Cancel order' }).click();
      if (javaScript) {
        const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
        await dialog.waitFor();
        await expectClean(page, `guest-cancel-dialog-${label}`, javaScript);
        await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
      } else {
        await page.waitForURL('**?cancel=1');
        await page.getByTestId('cancel-confirmation').waitFor();
        await expectClean(page, `guest-cancel-confirm-${label}`, javaScript);
        await page.getByRole('button', { name: 'Yes, cancel order' }).click();
      }
      await page.getByText('Your order has been cancelled.').first().waitFor();
      expect(await page.getByTestId('order-states').textContent()).toContain('Cancelled');
      expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
      expect(await stockOf(product.id)).toBe(stockBefore + 1);
      await expectClean(page, `guest-cancelled-${label}`, javaScript);
    } finally {
      await context.close();
    }
  });
});

describe("a browser that holds another order's guest", () => {
  it('switches to the guest of the order whose answers were given, who can cancel it', async () => {
    const first = await api('/account/register', registration(uniqueEmail('guest-first'), { guest: true }));
    const firstOrder = await placeOrder(first.token ?? '', 1);
    const email = uniqueEmail('guest-second');
    const second = await api('/account/register', registration(email, { guest: true }));
    const order = await placeOrder(second.token ?? '', 1);
    const { context, page } = await browse(false, DESKTOP, first.token ?? '');
    try {
      await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`);
      const form = page.locator('main form');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="zipcode"]').fill(ZIP);
      await form.locator('button[type="submit"]').click();
      await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
      expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(1);
      // The first guest's session is left: their order now asks for answers.
      await page.goto(`${storefrontUrl}/account/order/${firstOrder.deepLinkCode}`);
      await page.locator('main form input[name="zipcode"]').waitFor();
      expect(await page.locator('main').textContent()).not.toContain(firstOrder.orderNumber);
    } finally {
      await context.close();
    }
  });
});

describe('a hurried customer', () => {
  it('gets the confirmation step when "Cancel order" is clicked right after first paint, before hydration', async () => {
    const token = await newCustomer(uniqueEmail('hurried'));
    const order = await placeOrder(token, 1);
    const { context, page } = await browse(true, PHONE, token);
    try {
      await page.goto(`${storefrontUrl}/account/order/${order.deepLinkCode}`, { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'Cancel order' }).click();
      // Before hydration the link is the no-JS confirmation page; once hydrated, the dialog. Either asks first.
      const step = page.getByTestId('cancel-confirmation').or(page.getByRole('dialog', { name: 'Cancel this order?' }));
      await step.waitFor();
      expect(await page.getByTestId('order-states').textContent()).toContain('Open');
      await step.getByRole('button', { name: 'Yes, cancel order' }).click();
      await page.getByText('Your order has been cancelled.').first().waitFor();
      expect(await page.getByTestId('order-states').textContent()).toContain('Cancelled');
    } finally {
      await context.close();
    }
  });
});
