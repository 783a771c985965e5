// The checkout end to end (ADR 0010, 0012): one form and one "Submit order" for guests, new and
// returning customers, with and without JavaScript, on a phone (390 px) and a desktop (1366 px). The
// submitted payment method is the one the order gets (prepayment without a separate save), chosen
// options are shown in the summary and on the success page, prepayment shows the bank details, the
// demo card gateway pays (paid; failed → unpaid → pay again), nothing typed is lost, axe is clean.
import { stat } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import {
  addWithBrowserToken,
  fillCart,
  fillGuestDetails,
  findDownloadProduct,
  findOrderableProduct,
  findVariantProduct,
  type OrderableProduct,
  type VariantProduct,
} from './support/checkout.ts';
import { linkFromMail } from './support/outbox.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CARD = /Credit card \(demo gateway\)/;
const PREPAYMENT = /^Paid in advance/;
const TERMS = 'I have read and accept the terms and conditions.';

let browser: Browser;
let product: OrderableProduct;
let variant: VariantProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  [product, variant] = await Promise.all([findOrderableProduct(storeApiUrl), findVariantProduct(storeApiUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

function newContext(javaScriptEnabled: boolean, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser
    .newContext({ javaScriptEnabled, viewport, locale: 'en-GB', acceptDownloads: true })
    .then((context) => withHydratedGoto(context, javaScriptEnabled));
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page, 'serious'), label).toEqual([]);
}

let sequence = 0;
function uniqueEmail(): string {
  sequence += 1;
  return `guest.${Date.now().toString(36)}.${sequence}@example.com`;
}

function checkoutForm(page: Page) {
  return page.getByRole('form', { name: 'Checkout' });
}

/** Fills 'Your details' (the billing address and the e-mail address) of the one checkout form. */
async function fillDetails(page: Page, email: string = uniqueEmail()) {
  // The sales channel's default country is preselected.
  expect(await checkoutForm(page).getByLabel('Country').first().inputValue()).not.toBe('');
  return fillGuestDetails(page, email);
}

/**
 * Picks a payment method; nothing else: "Submit order" applies it. With JavaScript the totals follow at
 * once (a fetcher), as a shopper would see before submitting.
 */
async function choosePayment(page: Page, name: RegExp | string): Promise<void> {
  const radio = page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name });
  if (await radio.isChecked()) return;
  // "Update totals" is the form's way without JavaScript; hydration removes it.
  if ((await page.getByRole('button', { name: 'Update totals' }).count()) > 0) return radio.check();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/checkout')),
    radio.check(),
  ]);
}

async function submitOrder(page: Page): Promise<string> {
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/, { timeout: 15_000 }).catch(async (error: unknown) => {
    throw new Error(`no success page: ${page.url()} ${(await page.locator('main').textContent())?.slice(0, 600)}`, { cause: error });
  });
  // With JavaScript the URL changes before the success page renders.
  await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function paymentState(page: Page): Promise<string | null> {
  return page.getByTestId('payment-state').getAttribute('data-state');
}

async function openCheckout(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${storefrontUrl}/checkout`);
  await page
    .getByRole('heading', { level: 1, name: 'Checkout' })
    .waitFor({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      throw new Error(`/checkout did not open: ${page.url()} ${(await page.locator('main').textContent())?.slice(0, 300)}`, { cause: error });
    });
  return page;
}

async function startCheckout(context: BrowserContext, productId = product.id): Promise<Page> {
  await context.clearCookies();
  await fillCart(context, storefrontUrl, storeApiUrl, productId);
  return openCheckout(context);
}

/** The success page of a prepayment order: method, bank details, amount and the order number as reference. */
async function expectTransferDetails(page: Page): Promise<void> {
  // With JavaScript the URL changes before the success page renders: wait for its "Order N" heading.
  const heading = page.getByRole('heading', { name: /^Order \d+$/ });
  await heading.waitFor();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
  const transfer = page.getByTestId('bank-transfer');
  const text = (await transfer.textContent()) ?? '';
  expect(text).toContain('DE02 1203 0000 0000 2020 51');
  expect(text).toContain(`Payment reference${orderNumber}`);
  expect(text).toContain((await page.getByTestId('order-total').textContent()) ?? '–');
  expect(await page.locator('main').textContent()).toContain('Paid in advance');
}

/**
 * A new account through the checkout form. The demo shop asks new accounts to confirm their e-mail
 * address first (double opt-in): the form says so and comes back ready for a guest order; the mailed
 * link signs the customer in.
 */
async function registerAtCheckout(page: Page): Promise<string> {
  const email = uniqueEmail();
  const form = await fillDetails(page, email);
  await form.getByLabel('Do not create a customer account').uncheck();
  await form.getByLabel(/^Password/).fill('correct horse battery');
  expect(await page.getByTestId('privacy-notice').getByRole('link', { name: 'privacy notice' }).count()).toBe(1);
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.getByRole('alert').getByText(`Please confirm your e-mail address with the link we have sent to ${email}`, { exact: false }).waitFor();
  // Nothing typed is lost: the form is ready for an order as a guest meanwhile.
  expect(await checkoutForm(page).getByLabel('First name').first().inputValue()).toBe('Grace');
  expect(await checkoutForm(page).getByLabel('Do not create a customer account').isChecked()).toBe(true);
  expect(await page.getByLabel(TERMS).isChecked()).toBe(true);
  const link = await linkFromMail(outboxDir, email, '/registration/confirm');
  const response = await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
  // The link signs in and opens the account; anything else fails here with what the page said.
  expect(new URL(page.url()).pathname, `${response?.status()} ${await page.locator('main').textContent()}`).toBe('/account');
  return email;
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`checkout with JavaScript (${label})`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await newContext(true, viewport);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('takes a guest through one form with prepayment; options and bank details follow the order', async () => {
      const page = await startCheckout(context, variant.id);
      const summary = page.getByTestId('checkout-line-items');
      await expect.poll(() => summary.textContent()).toContain(variant.name);
      expect(await summary.getByTestId('line-item-options').textContent()).toBe(variant.options.join(' · '));
      // Product links lead to the SEO URL, not /detail/{id}.
      expect(await summary.getByRole('link', { name: variant.name }).getAttribute('href')).not.toMatch(/\/detail\//);
      if (label === 'phone') {
        // The order summary comes before the submit button.
        // Both measured in one go: hydration folds the password and shipping parts away in between.
        const [summaryTop, submitTop] = await page.getByRole('button', { name: 'Submit order' }).evaluate((submit) => {
          const heading = document.getElementById('checkout-summary-heading');
          return [heading?.getBoundingClientRect().top ?? Infinity, submit.getBoundingClientRect().top];
        });
        expect(summaryTop, `summary at ${summaryTop}, submit at ${submitTop}`).toBeLessThan(submitTop);
      }
      await expectNoSeriousViolations(page, `/checkout (guest, ${label})`);
      await fillDetails(page);
      // Methods keep their order when one is chosen; the totals follow in place.
      const names = () =>
        page
          .getByRole('group', { name: 'Payment method' })
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));
      const before = await names();
      await choosePayment(page, PREPAYMENT);
      await expect.poll(names).toEqual(before);
      const orderId = await submitOrder(page);
      expect(orderId).toMatch(/^[0-9a-f]{32}$/);
      expect(await paymentState(page)).toBe('confirmed');
      await expectTransferDetails(page);
      expect(await page.getByTestId('line-item-options').first().textContent()).toBe(variant.options.join(' · '));
      await expectNoSeriousViolations(page, `success page (${label})`);
      await page.close();
    });

    it('answers a Submit before anything was filled with every refused field, and loses nothing typed', async () => {
      const page = await startCheckout(context);
      await page.getByLabel('Comment on your order').fill('Please ring twice.');
      await page.getByRole('button', { name: 'Submit order' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
      await alert.waitFor();
      const summary = (await alert.textContent()) ?? '';
      for (const text of ['First name', 'Street and house number', 'E-mail address', 'Please accept the terms and conditions.'])
        expect(summary).toContain(text);
      expect(summary).not.toContain('logged-in');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      // The summary links to the fields.
      const link = alert.getByRole('link', { name: /First name/ });
      expect(await page.locator((await link.getAttribute('href')) ?? '#none').count()).toBe(1);
      expect(await page.getByLabel('Comment on your order').inputValue()).toBe('Please ring twice.');
      await fillDetails(page);
      await choosePayment(page, /^Invoice/);
      await submitOrder(page);
      expect(await paymentState(page)).toBe('confirmed');
      await page.close();
    });
  });
}

describe('checkout with JavaScript: gateway, accounts and downloads (desktop)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(true, DESKTOP);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sends an empty cart back to the cart page', async () => {
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/checkout`);
    await page.waitForURL(/\/checkout\/cart$/);
    await page.close();
  });

  it('shows an order only to its own session', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    await choosePayment(page, /^Invoice/);
    const orderId = await submitOrder(page);
    await page.getByText('Thank you! We have received order').waitFor();
    await page.close();
    const stranger = await newContext(true, DESKTOP);
    const other = await stranger.newPage();
    const response = await other.goto(`${storefrontUrl}/checkout/success/${orderId}`);
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  it('pays on the demo gateway after the 5 second countdown, and an unpaid page then says already paid', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    await choosePayment(page, CARD);
    const orderId = await submitOrder(page);
    expect(await paymentState(page)).toBe('awaiting-gateway');
    await page.getByText('You will be redirected to the payment gateway in 5 seconds.').waitFor();
    // No click: the countdown submits the form.
    await page.getByRole('heading', { name: 'Demo payment gateway' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.goto(`${storefrontUrl}/checkout/success/${orderId}/unpaid`);
    expect(await paymentState(page)).toBe('already-paid');
    await page.getByText('This order has already been paid.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay again' }).count()).toBe(0);
    await page.close();
  });

  it('turns a failed gateway payment into the unpaid page, where paying again succeeds', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    await choosePayment(page, CARD);
    const orderId = await submitOrder(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/unpaid\\?error-code=`));
    expect(await paymentState(page)).toBe('unpaid');
    await expectNoSeriousViolations(page, 'unpaid page');
    await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: CARD }).check();
    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });

  it('registers an account with the order form; the returning customer orders in one pass, changes addresses via the address book, pays a failed order again and downloads', async () => {
    const page = await startCheckout(context);
    const email = await registerAtCheckout(page);
    await addWithBrowserToken(context, storefrontUrl, storeApiUrl, variant.id);
    const download = await findDownloadProduct(storeApiUrl);
    await addWithBrowserToken(context, storefrontUrl, storeApiUrl, download.id);
    await page.goto(`${storefrontUrl}/checkout`);
    await page.getByText(`Signed in as Grace Hopper (${email})`).waitFor();
    expect(await page.getByTestId('checkout-billing-address').textContent()).toContain('Compiler Lane 7');
    // "Change" leads to the address book and back.
    await page.getByRole('link', { name: 'Change Billing address' }).click();
    await page.waitForURL(/\/account\/address\?return=checkout$/);
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await choosePayment(page, CARD);
    await page.getByLabel(/lose my right of withdrawal/).check();
    const orderId = await submitOrder(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/unpaid`));
    await page.goto(`${storefrontUrl}/account/order`);
    // Unpaid: the file is listed (inside the order's disclosure) but not handed out; options are shown.
    await page.getByText(/^Payment method: /).click();
    expect(await page.getByTestId('line-item-options').allTextContents()).toContain(variant.options.join(' · '));
    const files = page.getByRole('list', { name: 'Downloads' });
    expect(await files.textContent()).toContain('Available once the order is paid');
    expect(await files.getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.goto(`${storefrontUrl}/account/order`);
    expect(await page.getByRole('button', { name: 'Pay again' }).count()).toBe(0);
    await page
      .getByText(/^Payment method: /)
      .first()
      .click();
    const fileLink = page.getByRole('list', { name: 'Downloads' }).getByRole('link', { name: /^Download / });
    const [file] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
    expect(file.suggestedFilename()).not.toBe('');
    expect((await stat(await file.path())).size).toBeGreaterThan(0);
    // A visitor without the customer's session gets no file: account pages send them to the login.
    const stranger = await browser.newContext({ acceptDownloads: true });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${storefrontUrl}${new URL((await fileLink.getAttribute('href')) ?? '', storefrontUrl).pathname}`);
    expect(new URL(strangerPage.url()).pathname).toBe('/login');
    await stranger.close();
    // The returning customer's next order: one pass, prepayment without a separate save.
    await addWithBrowserToken(context, storefrontUrl, storeApiUrl, product.id);
    await page.goto(`${storefrontUrl}/checkout`);
    await choosePayment(page, PREPAYMENT);
    await submitOrder(page);
    await expectTransferDetails(page);
    await page.goto(`${storefrontUrl}/account/order`);
    expect(await page.getByTestId('bank-transfer').first().textContent()).toContain('DE02 1203 0000 0000 2020 51');
    await page.close();
    // The longest walk of the suite (register, order, address book, pay again, downloads): more than the default minute on a busy machine.
  }, 150_000);

  it('asks for the waiver of the right of withdrawal when the cart holds a download', async () => {
    const download = await findDownloadProduct(storeApiUrl);
    const page = await startCheckout(context, download.id);
    await fillDetails(page);
    expect(await page.getByRole('group', { name: 'Shipping method' }).count()).toBe(0);
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please confirm the waiver of your right of withdrawal for digital content.' }).waitFor();
    expect(await page.getByLabel(TERMS).isChecked()).toBe(true);
    await page.getByLabel(/lose my right of withdrawal/).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    await page.close();
  });
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`checkout without JavaScript (${label})`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await newContext(false, viewport);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('orders with the submitted "Paid in advance" (no separate save) and keeps every typed field on a refusal', async () => {
      const page = await startCheckout(context, variant.id);
      expect(await page.getByTestId('checkout-line-items').getByTestId('line-item-options').textContent()).toBe(variant.options.join(' · '));
      await fillDetails(page);
      await choosePayment(page, PREPAYMENT);
      await page.getByLabel('Comment on your order').fill('No JavaScript here.');
      // Terms not accepted: the server refuses and every value comes back.
      await page.getByRole('button', { name: 'Submit order' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please accept the terms and conditions.' }).waitFor();
      expect(await page.getByLabel('Comment on your order').inputValue()).toBe('No JavaScript here.');
      expect(await checkoutForm(page).getByLabel('Street and house number').first().inputValue()).toBe('Compiler Lane 7');
      expect(await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: PREPAYMENT }).isChecked()).toBe(true);
      await submitOrder(page);
      await expectTransferDetails(page);
      expect(await page.getByTestId('line-item-options').first().textContent()).toBe(variant.options.join(' · '));
      await page.close();
    });

    it('updates the totals for a chosen method and keeps what was typed', async () => {
      const page = await startCheckout(context);
      await fillDetails(page);
      const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
      const last = shipping.last();
      await last.check();
      const value = await last.getAttribute('value');
      await page.getByRole('button', { name: 'Update totals' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      expect(await page.getByRole('group', { name: 'Shipping method' }).locator(`input[value="${value}"]`).isChecked()).toBe(true);
      expect(await checkoutForm(page).getByLabel('First name').first().inputValue()).toBe('Grace');
      await choosePayment(page, /^Invoice/);
      await submitOrder(page);
      expect(await paymentState(page)).toBe('confirmed');
      await page.close();
    });
  });
}

describe('checkout without JavaScript: gateway and blocked methods (desktop)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(false, DESKTOP);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the placed order when "Submit order" comes again after its answer was lost', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/checkout');
    const orderId = await submitOrder(page);
    const body = (await posted).postData() ?? '';
    const resubmit = (form: string) =>
      context.request.post(`${storefrontUrl}/checkout`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefrontUrl },
        data: form,
        maxRedirects: 0,
      });
    // The same submission again, as after an answer lost to a killed engine: the attempt's key finds the order.
    const again = await resubmit(body);
    expect([again.status(), again.headers().location]).toEqual([303, `/checkout/success/${orderId}`]);
    // An attempt whose key the Store API does not know (a real Shopware keeps none): the order of the last minutes.
    const unknownKey = new URLSearchParams(body);
    unknownKey.set('_orderKey', crypto.randomUUID());
    expect((await resubmit(unknownKey.toString())).headers().location).toBe(`/checkout/success/${orderId}`);
    await page.goto(`${storefrontUrl}/checkout/success/${orderId}`);
    await page.getByText('Your order had already been placed: here it is.').first().waitFor();
    await page.close();
  });

  it('takes a guest from the cart through the gateway to the paid page with plain forms', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    await choosePayment(page, CARD);
    const orderId = await submitOrder(page);
    expect(await paymentState(page)).toBe('awaiting-gateway');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(new RegExp(`/checkout/success/${orderId}/paid$`));
    expect(await paymentState(page)).toBe('paid');
    await page.close();
  });

  it('lets a returning customer sign in on the checkout and order in one pass with prepayment', async () => {
    const page = await startCheckout(context);
    const email = await registerAtCheckout(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Back as a returning customer: the cart of this visit, then the sign-in on the checkout page.
    await addWithBrowserToken(context, storefrontUrl, storeApiUrl, variant.id);
    await page.goto(`${storefrontUrl}/checkout`);
    // A sign-in posted to /checkout without the form's own URL (`?sign-in`, the one the sign-in lanes hold) signs nobody in.
    const unmarked = await page.request.post(`${storefrontUrl}/checkout`, {
      form: { _form: 'login', email, password: 'correct horse battery' },
      headers: { origin: storefrontUrl },
      maxRedirects: 0,
    });
    expect(unmarked.status()).toBe(400);
    await page.reload();
    await page.getByText('Already a customer? Sign in').click();
    await page.locator('details').getByLabel('E-mail address').fill(email);
    await page.locator('details').getByLabel('Password').fill('wrong horse battery');
    await page.locator('details').getByRole('button', { name: 'Sign in' }).click();
    // A refused sign-in stays open with its message and the typed address.
    await page.locator('details').getByRole('alert').getByText('Invalid username and/or password.').waitFor();
    expect(await page.locator('details').getByLabel('E-mail address').inputValue()).toBe(email);
    await page.locator('details').getByLabel('Password').fill('correct horse battery');
    await page.locator('details').getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as Grace Hopper (${email})`).waitFor();
    await choosePayment(page, PREPAYMENT);
    await submitOrder(page);
    await expectTransferDetails(page);
    await page.close();
  });

  it('sends a cart that cannot be ordered with the chosen method back to the cart page, then switches the method', async () => {
    const page = await startCheckout(context);
    await fillDetails(page);
    await choosePayment(page, /^Cash on delivery/);
    // Cash on delivery ends at €500: the cart grows behind the open checkout page.
    const quantity = Math.ceil(520 / product.price);
    expect(quantity, 'enough stock to pass €500').toBeLessThanOrEqual(product.stock);
    await addWithBrowserToken(context, storefrontUrl, storeApiUrl, product.id, quantity);
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.waitForURL(/\/checkout\/cart$/, { timeout: 10_000 }).catch(async (error: unknown) => {
      throw new Error(`no cart page: ${page.url()} ${(await page.locator('main').textContent())?.slice(0, 600)}`, { cause: error });
    });
    await page.getByText('Your cart has changed. Please check it before ordering.').first().waitFor();
    await page.getByText('The payment method Cash on delivery is not available.').first().waitFor();
    await page.goto(`${storefrontUrl}/checkout`);
    await page.getByRole('status').getByText('The payment method Cash on delivery was changed to Invoice.').waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Payment method' })
        .getByRole('radio', { name: /^Invoice/ })
        .isChecked(),
    ).toBe(true);
    await page.close();
  });
});
