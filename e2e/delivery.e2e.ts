// The delivery promise (docs/adr/0053): the product page, the side cart and the cart page show the cost and
// the arrival window for the session's country, with the free threshold, from the engine's shipping-cost
// routes; a country chosen on the cart page (a plain form) changes it everywhere. With and without JavaScript.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { findDeliveryProduct, type CartProduct } from './support/cart.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

let browser: Browser;
let product: CartProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findDeliveryProduct(storeApiUrl);
});
afterAll(async () => {
  await browser?.close();
});

// "Tue 8 Dec – Thu 10 Dec" (Intl puts thin spaces around the dash): two dates, weekdays only.
const WINDOW = /arrives (Mon|Tue|Wed|Thu|Fri),? \d{1,2} \w{3}( \d{4})?\s–\s(Mon|Tue|Wed|Thu|Fri),? \d{1,2} \w{3}/;

async function promiseText(page: Page, scope = page.locator('body')): Promise<string> {
  const promise = scope.getByTestId('delivery-promise').first();
  await promise.waitFor();
  return (await promise.innerText()).replace(/[\u00a0\u2009\u202f]/g, ' ');
}

for (const javaScriptEnabled of [true, false]) {
  describe(`delivery promise ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    it('shows cost, window and the free threshold on the product page and in the cart, and follows a country change', async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      try {
        await page.goto(`${storefrontUrl}${product.path}`);
        const onProduct = await promiseText(page, page.getByTestId('product-detail'));
        expect(onProduct).toContain('Delivery to Germany: €4.90 ·');
        expect(onProduct).toMatch(WINDOW);
        expect(onProduct).toContain('Free delivery from €50.00');

        await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
        const sideCart = page.getByRole('dialog', { name: 'Your cart' });
        expect(await promiseText(page, sideCart)).toContain('Delivery to Germany: €4.90 ·');

        await page.goto(`${storefrontUrl}/checkout/cart`);
        const onCart = await promiseText(page);
        expect(onCart).toContain('Delivery to Germany: €4.90 ·');
        expect(onCart).toMatch(WINDOW);

        // The country choice: a plain form inside a disclosure.
        await page.getByText('Deliver to another country').click();
        await page.getByLabel('Delivery country').selectOption({ label: 'United Kingdom' });
        await page.getByRole('button', { name: 'Update', exact: true }).click();
        await expect.poll(() => promiseText(page)).toContain('Delivery to United Kingdom: €4.90 ·');
        expect(new URL(page.url()).pathname).toBe('/checkout/cart');

        await page.goto(`${storefrontUrl}${product.path}`);
        expect(await promiseText(page, page.getByTestId('product-detail'))).toContain('Delivery to United Kingdom:');
      } finally {
        await context.close();
      }
    });
  });
}
