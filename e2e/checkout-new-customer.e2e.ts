// A new customer (an account with a password, not a guest) orders in one pass through the one
// checkout form when the merchant has turned double opt-in off (`npm run engine -- config set
// core.loginRegistration.doubleOptInRegistration false`): registration, methods and order in one
// "Submit order", with and without JavaScript, at 390 and 1366 px; signed in afterwards, the account
// lists the order. The demo shop's double opt-in is restored for the other files.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withHydratedGoto } from './support/browser.ts';
import { fillCart, fillGuestDetails, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';
import { engineCommand, setSystemConfig } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const adminToken = inject('adminToken');

const DOUBLE_OPT_IN = 'core.loginRegistration.doubleOptInRegistration';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

let browser: Browser;
let product: OrderableProduct;
beforeAll(async () => {
  await setSystemConfig(storeApiUrl, adminToken, DOUBLE_OPT_IN, false);
  // The operator's view of the same setting (`npm run engine -- config get …`).
  expect(await engineCommand(storeApiUrl, adminToken, ['config', 'get', DOUBLE_OPT_IN])).toContain(`${DOUBLE_OPT_IN} = false  (sales channel `);
  browser = await launchBrowser();
  product = await findOrderableProduct(storeApiUrl);
});
afterAll(async () => {
  await setSystemConfig(storeApiUrl, adminToken, DOUBLE_OPT_IN, true);
  await browser?.close();
});

/** Personal data, billing address, e-mail and a password: everything a new account needs, in the one form. */
async function fillNewAccount(page: Page, email: string): Promise<void> {
  const alan = { salutation: 'Mr.', firstName: 'Alan', lastName: 'Turing', street: 'Bletchley Road 1', zip: '80331', city: 'Munich' } as const;
  // The sales channel's default country stays.
  const form = await fillGuestDetails(page, email, alan, null);
  await form.getByLabel('Do not create a customer account').uncheck();
  await form.getByLabel(/^Password/).fill('correct horse battery');
  await page.getByLabel('I have read and accept the terms and conditions.').check();
}

for (const javaScriptEnabled of [true, false]) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    describe(`new customer ${javaScriptEnabled ? 'with' : 'without'} JavaScript (${label})`, () => {
      it('registers, orders in one "Submit order" and is signed in with the order in the account', async () => {
        const context = withHydratedGoto(await browser.newContext({ javaScriptEnabled, viewport, locale: 'en-GB' }), javaScriptEnabled);
        try {
          await fillCart(context, storefrontUrl, storeApiUrl, product.id);
          const page = await context.newPage();
          await page.goto(`${storefrontUrl}/checkout`);
          await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
          const email = `new.${javaScriptEnabled ? 'js' : 'nojs'}.${label}.${Date.now().toString(36)}@example.com`;
          await fillNewAccount(page, email);
          await page.getByRole('button', { name: 'Submit order' }).click();
          await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/, { timeout: 15_000 }).catch(async (error: unknown) => {
            throw new Error(`no success page: ${page.url()} ${(await page.locator('main').textContent())?.slice(0, 600)}`, { cause: error });
          });
          // With JavaScript the URL changes before the success page has replaced the checkout's "Order summary".
          const heading = page.getByRole('heading', { name: /^Order \d+$/ });
          await heading.waitFor();
          const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
          // Signed in as the new account: its order history holds this order.
          await page.goto(`${storefrontUrl}/account/order`);
          expect(new URL(page.url()).pathname).toBe('/account/order');
          expect(await page.locator('main').textContent()).toContain(orderNumber);
          await page.goto(`${storefrontUrl}/account`);
          expect(await page.locator('main').textContent()).toContain(email);
        } finally {
          await context.close();
        }
      });
    });
  }
}
