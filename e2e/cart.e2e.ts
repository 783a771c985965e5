// The cart end to end (ADR 0010): add to cart from a card and a product page, the side cart, quantity
// changes with the stock limit, removal and promotion codes — with JavaScript and with plain forms —
// tab sync, axe on the cart page and the open side cart; one confirmation per add (and none from a
// flash cookie the shop did not sign), chosen
// options and SEO links, discounts inside the summary box, the empty-cart state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext, withHydratedGoto } from './support/browser.ts';
import { findCardScenario, findLowStockProduct, stockOf, type CardScenario, type CartProduct } from './support/cart.ts';
import { fillCart, findVariantProduct } from './support/checkout.ts';
import { linkFromMail } from './support/outbox.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');

let browser: Browser;
let card: CardScenario;
let lowStock: CartProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  [card, lowStock] = await Promise.all([findCardScenario(storeApiUrl), findLowStockProduct(storeApiUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

const euro = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(value);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Buttons whose visible word comes first and whose target is named for screen readers. */
const named = (word: string, name: string) => new RegExp(`^${word}\\W+${escape(name)}$`);

function lineItem(page: Page, name: string) {
  return page.getByTestId('cart-line-item').filter({ hasText: name });
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page, 'serious'), label).toEqual([]);
}

describe('cart with JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('adds from a product card, opens the side cart and tells the other tabs', async () => {
    const otherTab = await context.newPage();
    await otherTab.goto(storefrontUrl);
    await page.goto(`${storefrontUrl}${card.categoryPath}`);
    await hydrated(page);
    const marker = await page.evaluate(() => ((window as unknown as { aisleMarker: number }).aisleMarker = Math.random()));
    const add = page.getByRole('button', { name: `Add to cart: ${card.productName}`, exact: true }).first();
    await add.click();

    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.waitFor();
    await sideCart.getByTestId('side-cart-item').filter({ hasText: card.productName }).waitFor();
    // The side cart opening is the one confirmation: its message is inside, no toast besides it.
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
    await sideCart.getByTestId('side-cart-messages').getByText(`${card.productName} has been added to the cart.`).waitFor();
    expect(await page.getByText(`${card.productName} has been added to the cart.`).count()).toBe(1);
    // One piece shows its price once (never "€19.99 · €19.99").
    const single = sideCart.getByTestId('side-cart-item').filter({ hasText: card.productName });
    expect(await single.textContent()).not.toMatch(/×/);
    // Quantities change inside the side cart too.
    const item = sideCart.getByTestId('side-cart-item').filter({ hasText: card.productName });
    await item.getByRole('spinbutton').fill('3');
    await item.getByRole('button', { name: named('Update', card.productName) }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('3');
    await expect.poll(() => item.textContent()).toMatch(/3 × €[\d.,]+ = €[\d.,]+/);
    await item.getByRole('spinbutton').fill('1');
    await item.getByRole('button', { name: named('Update', card.productName) }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
    await expect.poll(() => item.getByRole('spinbutton').inputValue()).toBe('1');
    // Escape closes the dialog and the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await sideCart.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Add to cart: ${card.productName}`);
    // No page load: the form was posted by a fetcher.
    expect(await page.evaluate(() => (window as unknown as { aisleMarker?: number }).aisleMarker)).toBe(marker);

    // The other tab heard of the change and reloaded its data.
    await expect.poll(() => otherTab.getByTestId('cart-count').innerText(), { timeout: 10_000 }).toBe('1');
    await otherTab.close();
  });

  it('adds from the product page, changes the quantity up to the stock limit, and removes', async () => {
    await page.goto(`${storefrontUrl}${lowStock.path}`);
    await hydrated(page);
    const buyBox = page.getByTestId('buy-box');
    await buyBox.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByTestId('side-cart-item').filter({ hasText: lowStock.name }).waitFor();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('2');
    await sideCart.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await sideCart.waitFor({ state: 'hidden' });

    const line = lineItem(page, lowStock.name);
    await line.getByRole('spinbutton').fill('2');
    await line.getByRole('button', { name: named('Update', lowStock.name) }).click();
    await expect.poll(() => line.getByTestId('line-total').innerText()).toBe(euro(2 * lowStock.price));
    // The stepper's "−" posts one step down (through a fetcher: the field follows).
    await line.getByRole('button', { name: named('Decrease quantity', lowStock.name) }).click();
    await expect.poll(() => line.getByTestId('line-total').innerText()).toBe(euro(lowStock.price));
    await expect.poll(() => line.getByRole('spinbutton').inputValue()).toBe('1');
    // At the minimum "−" is off (once the cart has answered).
    await expect.poll(() => line.getByRole('button', { name: named('Decrease quantity', lowStock.name) }).isDisabled()).toBe(true);

    // Beyond the stock of a closeout product: the Store API corrects the quantity and says why.
    const stock = await stockOf(storeApiUrl, lowStock.id);
    await line.getByRole('spinbutton').fill('50');
    await line.getByRole('button', { name: named('Update', lowStock.name) }).click();
    await page.getByText(`The product ${lowStock.name} is only available ${stock} times.`).waitFor();
    await expect.poll(() => line.getByRole('spinbutton').inputValue()).toBe(String(stock));

    await lineItem(page, card.productName)
      .getByRole('button', { name: named('Remove', card.productName) })
      .click();
    await lineItem(page, card.productName).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe(String(stock));
  });

  it('refuses an unknown promo code, keeps what was typed, and applies WELCOME10 from €30', async () => {
    await page.goto(`${storefrontUrl}/checkout/cart`);
    const box = page.getByTestId('promo-code-box').last();
    await box.getByLabel('Promo code', { exact: true }).fill('NOPE-4711');
    await box.getByRole('button', { name: 'Apply' }).click();
    await box.getByRole('alert').filter({ hasText: 'The promotion code NOPE-4711 could not be found.' }).waitFor();
    expect(await box.getByLabel('Promo code', { exact: true }).inputValue()).toBe('NOPE-4711');

    await box.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
    await box.getByRole('button', { name: 'Apply' }).click();
    await box.getByTestId('applied-promotions').getByText('WELCOME10', { exact: true }).waitFor();
    await page.getByText('The promo code WELCOME10 has been applied.').first().waitFor({ state: 'attached' });
    // Every discount is a line of the summary box, so the subtotal adds up.
    await page.getByTestId('cart-summary').getByTestId('cart-discount').filter({ hasText: 'WELCOME10' }).waitFor();
    // The earlier refusal is gone and the field is ready for the next code.
    expect(await box.getByRole('alert').count()).toBe(0);
    expect(await box.getByLabel('Promo code', { exact: true }).inputValue()).toBe('');

    await box.getByRole('button', { name: named('Remove', 'WELCOME10') }).click();
    await box.getByTestId('applied-promotions').getByText('WELCOME10', { exact: true }).waitFor({ state: 'detached' });
  });

  it('has no serious axe violations on the cart page and with the side cart open', async () => {
    await page.goto(`${storefrontUrl}/checkout/cart`);
    await lineItem(page, lowStock.name).waitFor();
    await expectNoSeriousViolations(page, 'cart page');

    await page.goto(`${storefrontUrl}${card.categoryPath}`);
    // Once hydrated, the header link announces the dialog it opens.
    await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByTestId('side-cart-item').first().waitFor();
    await expectNoSeriousViolations(page, 'side cart');
  });
});

describe('cart without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('adds, changes the quantity, validates it, applies a promo code and removes with plain forms', async () => {
    await page.goto(`${storefrontUrl}${lowStock.path}`);
    const buyBox = page.getByTestId('buy-box');
    await buyBox.getByLabel('Quantity').fill('2');
    await buyBox.getByRole('button', { name: 'Add to cart', exact: true }).click();
    // The same confirmation as with JavaScript: the server renders the side cart open, with the item.
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByText(`${lowStock.name} has been added to the cart.`).waitFor();
    await sideCart.getByTestId('side-cart-item').filter({ hasText: lowStock.name }).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('2');
    // Its close button closes it natively (a method="dialog" form).
    await sideCart.getByRole('button', { name: 'Close' }).click();
    await sideCart.waitFor({ state: 'hidden' });

    await page.getByTestId('header-cart').click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart');
    const line = lineItem(page, lowStock.name);
    expect(await line.getByTestId('line-total').innerText()).toBe(euro(2 * lowStock.price));

    await line.getByRole('spinbutton').fill('3');
    await line.getByRole('button', { name: named('Update', lowStock.name) }).click();
    await expect.poll(() => lineItem(page, lowStock.name).getByTestId('line-total').innerText()).toBe(euro(3 * lowStock.price));
    // The stepper's "−" and "+" are plain forms too.
    await lineItem(page, lowStock.name)
      .getByRole('button', { name: named('Decrease quantity', lowStock.name) })
      .click();
    await expect.poll(() => lineItem(page, lowStock.name).getByTestId('line-total').innerText()).toBe(euro(2 * lowStock.price));
    await lineItem(page, lowStock.name)
      .getByRole('button', { name: named('Increase quantity', lowStock.name) })
      .click();
    await expect.poll(() => lineItem(page, lowStock.name).getByTestId('line-total').innerText()).toBe(euro(3 * lowStock.price));

    // Not a positive integer: a message, the typed value stays, nothing changes.
    await lineItem(page, lowStock.name).getByRole('spinbutton').fill('1.5');
    await lineItem(page, lowStock.name)
      .getByRole('button', { name: named('Update', lowStock.name) })
      .click();
    await page.getByRole('alert').filter({ hasText: 'The quantity must be a positive whole number.' }).waitFor();
    expect(await lineItem(page, lowStock.name).getByRole('spinbutton').inputValue()).toBe('1.5');
    expect(await lineItem(page, lowStock.name).getByTestId('line-total').innerText()).toBe(euro(3 * lowStock.price));

    const box = () => page.getByTestId('promo-code-box').last();
    await box().getByLabel('Promo code', { exact: true }).fill('NOPE-0815');
    await box().getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'The promotion code NOPE-0815 could not be found.' }).waitFor();
    expect(await box().getByLabel('Promo code', { exact: true }).inputValue()).toBe('NOPE-0815');
    // Quotes and braces (ADR 0026): a message beside the field and the code kept — never an error page,
    // whether the Store API looks the code up or fails on it.
    for (const hostile of ['x"y', 'a}']) {
      await box().getByLabel('Promo code', { exact: true }).fill(hostile);
      await box().getByRole('button', { name: 'Apply' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `The promotion code ${hostile} could not be found.` })
        .or(page.getByRole('alert').filter({ hasText: 'could not be checked just now' }))
        .waitFor();
      expect(await box().getByLabel('Promo code', { exact: true }).inputValue()).toBe(hostile);
    }
    await box().getByLabel('Promo code', { exact: true }).fill('WELCOME10');
    await box().getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The promo code WELCOME10 has been applied.').waitFor();
    await box().getByTestId('applied-promotions').getByText('WELCOME10', { exact: true }).waitFor();

    await lineItem(page, lowStock.name)
      .getByRole('button', { name: named('Remove', lowStock.name) })
      .click();
    await page.getByText(`${lowStock.name} has been removed from the cart.`).waitFor();
    // The empty cart: a way back to shopping, no promo-code box.
    await page.getByTestId('empty-cart').getByRole('link', { name: 'Continue shopping' }).waitFor();
    expect(await page.getByTestId('promo-code-box').count()).toBe(0);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
  });

  it('shows no flash message the shop did not sign and deletes the cookie, while its own still show', async () => {
    const own = await newContext(browser, { javaScriptEnabled: false });
    try {
      const tab = await own.newPage();
      const message = 'Your account is locked. Call 0900 123 456.';
      const notification = JSON.stringify([{ id: 'forged', type: 'danger', message, persistent: true }]);
      // As the shop wrote it before it signed the flash, and in the signed cookie's encoding with a made-up signature.
      const forgeries = [notification, `${Buffer.from(notification).toString('base64')}.${Buffer.from('not the shop').toString('base64')}`];
      for (const forged of forgeries) {
        await own.addCookies([{ name: 'aisle-flash', value: encodeURIComponent(forged), url: storefrontUrl }]);
        await tab.goto(`${storefrontUrl}${lowStock.path}`);
        // Without JavaScript the page is complete as it arrives: a message the server rendered would be in it.
        await tab.getByTestId('buy-box').waitFor();
        expect(await tab.getByText(message).count(), forged).toBe(0);
        expect((await own.cookies()).map((cookie) => cookie.name)).not.toContain('aisle-flash');
      }
      const buyBox = tab.getByTestId('buy-box');
      await buyBox.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await tab.getByRole('dialog', { name: 'Your cart' }).getByText(`${lowStock.name} has been added to the cart.`).waitFor();
    } finally {
      await own.close();
    }
  });
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    describe(`cart items show their options (${label}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = withHydratedGoto(await browser.newContext({ javaScriptEnabled, viewport, locale: 'en-GB' }), javaScriptEnabled);
      });
      afterAll(async () => {
        await context?.close();
      });

      it('names the chosen options and links the product page by its SEO URL; the empty cart leads back to shopping', async () => {
        const variant = await findVariantProduct(storeApiUrl);
        const page = await context.newPage();
        await page.goto(`${storefrontUrl}/checkout/cart`);
        await page.getByTestId('empty-cart').waitFor();
        expect(await page.getByTestId('promo-code-box').count()).toBe(0);
        await fillCart(context, storefrontUrl, storeApiUrl, variant.id);
        await page.goto(`${storefrontUrl}/checkout/cart`);
        const line = lineItem(page, variant.name);
        expect(await line.getByTestId('line-item-options').textContent()).toBe(variant.options.join(' · '));
        const href = await line.getByRole('link', { name: variant.name }).getAttribute('href');
        expect(href).toBe(variant.path);
        if (javaScriptEnabled) {
          // The side cart opens from the header on any page but the cart page itself.
          await page.goto(storefrontUrl);
          await page.locator('[data-testid="header-cart"][aria-haspopup="dialog"]').click();
          const sideCart = page.getByRole('dialog', { name: 'Your cart' });
          expect(await sideCart.getByTestId('side-cart-item').first().getByTestId('line-item-options').textContent()).toBe(variant.options.join(' · '));
        }
        await page.close();
      });
    });
  }
}

describe('cart after login', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function addFromProductPage(path: string, name: string): Promise<void> {
    await page.goto(`${storefrontUrl}${path}`);
    await hydrated(page);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByTestId('side-cart-item').filter({ hasText: name }).waitFor();
  }

  it('hints that the cart may hold products from an earlier visit', async () => {
    const email = `cart.${Date.now().toString(36)}@example.com`;
    const password = 'correct horse battery';
    await page.goto(`${storefrontUrl}/register`);
    await page.getByLabel('Salutation').selectOption({ label: 'Mrs.' });
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Confirm e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Street and house number').fill('Compiler Way 1');
    await page.getByLabel(/^Postal code/).fill('10115');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login$/);
    const link = await linkFromMail(outboxDir, email, '/registration/confirm');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.waitForURL(/\/account$/);

    // The customer's cart is kept when they sign out …
    await addFromProductPage(lowStock.path, lowStock.name);
    await page.goto(`${storefrontUrl}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);

    // … and joins the guest cart when they sign in again.
    await addFromProductPage(lowStock.path, lowStock.name);
    await page.goto(`${storefrontUrl}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByText('Your cart may contain products from an earlier visit.').waitFor();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('2');
  });
});
