// Business buyers end to end, with and without JavaScript: quick order (twenty lines pasted, typed
// or uploaded as CSV; unknown numbers and bad quantities named and kept), a trade account (registered
// from the link on the registration page, accepted by the operator's command, then net prices
// labelled and VAT added on top in the cart), and product comparison (four products, a fifth asks
// which to replace, only differences, remove one).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { findCardScenario, type CardScenario } from './support/cart.ts';
import { linkFromMail, mailMatching } from './support/outbox.ts';
import { engineCommand, storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');
const adminToken = inject('adminToken');

interface Product {
  id: string;
  productNumber: string;
  childCount?: number | null;
  available?: boolean;
  minPurchase?: number;
  purchaseSteps?: number;
  calculatedMaxPurchase?: number;
}

let browser: Browser;
let numbers: string[];
let card: CardScenario;
beforeAll(async () => {
  browser = await launchBrowser();
  card = await findCardScenario(storeApiUrl);
  const { elements } = await storeApi<{ elements: Product[] }>(storeApiUrl, '/product', { body: { limit: 100 } });
  // Twenty products that take a quantity of two as it is (no variants, steps, minimums or low stock).
  numbers = elements
    .filter((p) => !p.childCount && p.available !== false && (p.minPurchase ?? 1) === 1 && (p.purchaseSteps ?? 1) === 1 && (p.calculatedMaxPurchase ?? 0) >= 10)
    .map((p) => p.productNumber)
    .slice(0, 20);
  expect(numbers).toHaveLength(20);
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function cartLineCount(page: Page): Promise<number> {
  await page.goto(`${storefrontUrl}/checkout/cart`);
  return page.getByTestId('cart-line-item').count();
}

const report = (page: Page) => page.locator('#quick-order-report').locator('..');

describe.each([true, false])('quick order (JavaScript: %s)', (javaScriptEnabled) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled });
    page = await context.newPage();
    // A step that waits too long names itself instead of running into the test's timeout.
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is linked from the footer and adds twenty pasted lines in one go; unknown numbers and bad quantities are named and kept', async () => {
    await page.goto(storefrontUrl);
    await page.getByTestId('quick-order-link').click();
    await page.waitForURL(/\/quick-order$/);
    if (javaScriptEnabled) await hydrated(page);
    const separators = [';', ' ', ',', '\t'];
    const pasted = numbers.slice(0, 18).map((number, index) => `${number}${separators[index % 4]}2`);
    await page.getByLabel('Product numbers', { exact: true }).fill([...pasted, 'NOPE-404;1', `${numbers[0]};two`].join('\n'));
    await page.getByLabel('Product number, row 1').fill(numbers[18] ?? '');
    await page.getByLabel('Quantity, row 1').fill('3');
    await page.getByLabel('Product number, row 2').fill(numbers[19] ?? '');
    if (javaScriptEnabled) {
      // Suggested as it is typed: the row's datalist offers numbers starting with what was typed.
      await page.getByLabel('Product number, row 3').pressSequentially(numbers[19]?.slice(0, 6) ?? '', { delay: 30 });
      await expect.poll(() => page.locator('#quick-order-suggestions option').count()).toBeGreaterThan(0);
      await page.getByLabel('Product number, row 3').fill('');
    }
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('20 lines were added to your cart.').waitFor();
    await expect.poll(() => report(page).textContent()).toContain('There is no product with the number NOPE-404.');
    expect(await report(page).textContent()).toContain('The quantity must be a whole number of at least 1.');
    // Nothing typed is lost: the two lines not ordered are back in the box.
    expect(await page.getByLabel('Product numbers', { exact: true }).inputValue()).toBe(`NOPE-404;1\n${numbers[0]};two`);
    // axe runs in the page: only where scripts may run.
    if (javaScriptEnabled) await expectAxeClean(page);
    expect(await cartLineCount(page)).toBe(20);
  });

  it('orders from an uploaded CSV file with a header line', async () => {
    await page.goto(`${storefrontUrl}/quick-order`);
    const csv = ['Product number;Quantity', ...numbers.slice(0, 5).map((number) => `${number};1`), 'NOPE-CSV;1'].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('5 lines were added to your cart.').waitFor();
    expect(await report(page).textContent()).toContain('File, line 7');
    expect(await page.getByLabel('Product numbers', { exact: true }).inputValue()).toBe('NOPE-CSV;1');
  });

  it('orders the lines of a CSV saved by Excel: byte order mark, semicolons, quoted fields with separators inside, CRLF', async () => {
    await page.goto(`${storefrontUrl}/quick-order`);
    const [first = '', second = '', third = ''] = numbers.slice(5, 8);
    const excel = [
      '\uFEFF"Product number";"Quantity";"Note"',
      `"${first}";2;"for the shop front; blue, ""large"""`,
      `${second};"1";`,
      `"${third}";3;"a, b"`,
      '"NOPE,CSV";1;',
      '',
    ].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: Buffer.from(excel, 'utf8') });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('3 lines were added to your cart.').waitFor();
    // A comma inside quotes belongs to the product number: it is named as typed and given back as it was.
    expect(await report(page).textContent()).toContain('There is no product with the number NOPE,CSV.');
    expect(await page.getByLabel('Product numbers', { exact: true }).inputValue()).toBe('"NOPE,CSV";1;');
  });

  it('answers an empty form with a message, not an error', async () => {
    await page.goto(`${storefrontUrl}/pl-PL/quick-order`);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await page.getByText('Wpisz co najmniej jeden numer produktu').waitFor();
  });
});

describe('trade account', () => {
  let context: BrowserContext;
  let page: Page;
  const email = `trade.${Date.now().toString(36)}@example.com`;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
    // A step that waits too long names itself instead of running into the test's timeout.
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers from the registration page’s link, is accepted by the operator and then sees net prices with VAT added on top', async () => {
    await page.goto(`${storefrontUrl}/register`);
    expect(await page.getByTestId('business-account-link').count(), 'the footer offers a visitor the business registration').toBe(1);
    await page.getByTestId('business-hint').getByRole('link', { name: 'Business account' }).click();
    await page.waitForURL(/\/customer-group-registration\//);
    await page.getByRole('heading', { name: /Register as a business customer/ }).waitFor();
    await page.getByLabel('Salutation').selectOption({ label: 'Mrs.' });
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel(/^Company/).fill('Hopper Trading GmbH');
    await page.getByLabel(/^VAT ID/).fill('DE123456789');
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Confirm e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-9');
    await page.getByLabel('Street and house number').fill('Compiler St 1');
    await page.getByLabel(/^Postal code/).fill('10115');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('We will check your request for a business account').first().waitFor();
    const link = await linkFromMail(outboxDir, email, '/registration/confirm');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.waitForURL(/\/account$/);
    expect(await page.getByTestId('tax-note').getAttribute('data-tax-state')).toBe('gross');

    expect(await engineCommand(storeApiUrl, adminToken, ['customers', 'group-requests'])).toContain(email);
    expect(await engineCommand(storeApiUrl, adminToken, ['customers', 'accept-group', email])).toContain('Business customers');
    await mailMatching(outboxDir, email, /Business customers/);

    await page.goto(`${storefrontUrl}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${storefrontUrl}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    // The chrome renders the revalidated root data a moment after the URL changed.
    await expect.poll(() => page.getByTestId('tax-note').textContent()).toBe('Prices excl. VAT, plus VAT and shipping');

    await page.goto(`${storefrontUrl}/quick-order`);
    expect(await page.getByTestId('business-account-link').count(), 'no registration link for a signed-in customer').toBe(0);
    await page.getByLabel('Product number, row 1').fill(numbers[0] ?? '');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('1 line was added to your cart.').waitFor();
    await page.goto(`${storefrontUrl}/checkout/cart`);
    await page.getByTestId('cart-total-net').waitFor();
    const summary = (await page.getByTestId('cart-summary').textContent()) ?? '';
    expect(summary).toMatch(/Total excl\. VAT.*plus \d+% VAT.*Total incl\. VAT/);
    await page.goto(`${storefrontUrl}/testde/checkout/cart`);
    expect(await page.getByTestId('cart-summary').textContent()).toMatch(/Summe ohne MwSt\..*zzgl\. \d+ % MwSt\..*Summe inkl\. MwSt\./);
  });
});

describe.each([true, false])('product comparison (JavaScript: %s)', (javaScriptEnabled) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled });
    page = await context.newPage();
    // A step that waits too long names itself instead of running into the test's timeout.
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await context?.close();
  });

  const columns = () => page.getByTestId('compare-table').locator('thead th[data-product-id]');

  it('compares four products, asks which one a fifth replaces, shows only differences and removes one', async () => {
    await page.goto(`${storefrontUrl}${card.categoryPath}`);
    const buttons = page.getByTestId('product-card').getByTestId('compare-button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < 4; index += 1) {
      await buttons.nth(index).click();
      await page
        .getByText(`Added to the comparison (${index + 1} of 4).`)
        .first()
        .waitFor();
    }
    if (javaScriptEnabled) await expect.poll(() => page.getByTestId('compare-count').textContent()).toBe('4');
    await buttons.nth(4).click();
    await page.waitForURL(/\/compare\?add=/);
    await page.getByTestId('compare-replace').waitFor();
    await page.getByTestId('compare-replace').getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname === '/compare' && url.search === '');
    expect(await columns().count()).toBe(4);
    const allRows = await page.getByTestId('compare-table').locator('tbody tr').count();
    if (javaScriptEnabled) await expectAxeClean(page);

    await page.getByRole('link', { name: 'Only differences' }).click();
    await page.waitForURL(/only=differences/);
    expect(await page.getByTestId('compare-table').locator('tbody tr').count()).toBeLessThanOrEqual(allRows);

    const firstName = (await columns().first().getByRole('link').last().textContent()) ?? '';
    await page.getByRole('button', { name: `Remove ${firstName} from the comparison` }).click();
    await expect.poll(() => columns().count()).toBe(3);
  });
});
