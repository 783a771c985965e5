// Customer accounts end to end: registration with double opt-in via the outbox, login
// failures and throttling, profile, addresses, password recovery, newsletter and the wishlist merge;
// and the forms of ADR 0012: privacy notice and default country on registration, the VAT ID of business customers, the
// wishlist's add to cart, remove all (confirmation step) and empty state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { linkFromMail } from './support/outbox.ts';
import { findOrderableProduct } from './support/checkout.ts';
import { storeApi } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');
const PASSWORD = 'correct horse battery';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A parent of variants: the wishlist offers its options on the product page instead of add to cart. */
async function findParentProduct(): Promise<{ id: string; name: string }> {
  const result = await storeApi<{ elements: { id: string; name?: string; translated?: { name?: string }; childCount?: number | null }[] }>(
    storeApiUrl,
    '/product',
    {
      body: { limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] },
    },
  );
  const parent = result.elements.find((product) => (product.childCount ?? 0) > 0);
  if (!parent) throw new Error('The demo catalogue has no product with variants.');
  return { id: parent.id, name: (parent.translated?.name ?? parent.name ?? '').trim() };
}

let sequence = 0;
function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}.${sequence}@example.com`;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

interface Registration {
  email: string;
  business?: { company: string; vatId: string };
}

async function fillRegistration(page: Page, { email, business }: Registration): Promise<void> {
  await page.goto(`${storefrontUrl}/register`);
  // The sales channel's default country is preselected; the privacy notice links its page.
  expect(await page.getByLabel('Country').inputValue()).not.toBe('');
  expect(await page.getByTestId('privacy-notice').getByRole('link', { name: 'privacy notice' }).count()).toBe(1);
  if (business) await page.getByLabel('Business customer').check();
  await page.getByLabel('Salutation').selectOption({ label: 'Mrs.' });
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  if (business) {
    await page.getByLabel(/^Company/).fill(business.company);
    await page.getByLabel(/^VAT ID/).fill(business.vatId);
  }
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Confirm e-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Street and house number').fill('Analytical Engine St 1');
  await page.getByLabel(/^Postal code/).fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
}

async function submit(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name }).click();
}

async function login(page: Page, email: string, password = PASSWORD, path = '/login'): Promise<void> {
  await page.goto(`${storefrontUrl}${path}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit(page, 'Sign in');
}

/** Registers and confirms through the mailed link; ends logged in on the account page. */
async function registerConfirmed(page: Page, registration: Registration): Promise<void> {
  await fillRegistration(page, registration);
  await submit(page, 'Create account');
  await page.waitForURL(/\/login$/);
  await page.getByText('Please confirm your e-mail address').first().waitFor();
  const link = await linkFromMail(outboxDir, registration.email, '/registration/confirm');
  await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
  await page.waitForURL(/\/account$/);
}

async function logout(page: Page): Promise<void> {
  await page.goto(`${storefrontUrl}/account`);
  await submit(page, 'Sign out');
  await page.waitForURL((url) => url.pathname === '/');
}

describe('accounts with JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers a private customer with double opt-in: not logged in until the mailed link is opened, then logs in', async () => {
    const email = uniqueEmail('private');
    await fillRegistration(page, { email });
    await expectAxeClean(page);
    await submit(page, 'Create account');
    await page.waitForURL(/\/login$/);
    // Double opt-in: the account is not usable yet.
    const early = await context.request.get(`${storefrontUrl}/account`, { maxRedirects: 0 });
    expect(early.status()).toBe(302);

    const link = await linkFromMail(outboxDir, email, '/registration/confirm');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.waitForURL(/\/account$/);
    await page.getByText('Hello, Ada Lovelace').waitFor();

    // Reusing the link gets Shopware's message.
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.getByText('Either the email address has already been confirmed or the URL is invalid.').waitFor();

    await logout(page);
    await login(page, email);
    await page.waitForURL(/\/account$/);
    await page.getByText('Hello, Ada Lovelace').waitFor();
    await expectAxeClean(page);
    await logout(page);
  });

  it('registers a business customer; a malformed VAT id is reported on its field and nothing typed is lost', async () => {
    const email = uniqueEmail('business');
    await fillRegistration(page, { email, business: { company: 'Difference Engines Ltd', vatId: 'XX-not-a-vat' } });
    await submit(page, 'Create account');
    const alert = page.getByRole('alert');
    await alert.getByText('The VAT ID does not have the format required for the selected country.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel(/^Company/).inputValue()).toBe('Difference Engines Ltd');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await expectAxeClean(page);

    await page.getByLabel(/^VAT ID/).fill('DE123456789');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit(page, 'Create account');
    await page.waitForURL(/\/login$/);
    const link = await linkFromMail(outboxDir, email, '/registration/confirm');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.waitForURL(/\/account$/);
    // The VAT ID is shown in the account and can be changed in the profile.
    expect(await page.getByTestId('overview-vat-id').textContent()).toBe('VAT ID: DE123456789');
    await page.goto(`${storefrontUrl}/account/profile`);
    expect(await page.getByLabel(/^Company/).inputValue()).toBe('Difference Engines Ltd');
    expect(await page.getByLabel(/^VAT ID/).inputValue()).toBe('DE123456789');
    await page.getByLabel(/^VAT ID/).fill('DE987654321');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your personal data has been saved.').first().waitFor();
    await page.goto(`${storefrontUrl}/account`);
    expect(await page.getByTestId('overview-vat-id').textContent()).toBe('VAT ID: DE987654321');
    await logout(page);
  });

  it('checks the registration form in the browser with the catalogue messages', async () => {
    await page.goto(`${storefrontUrl}/register`);
    await page.getByLabel('E-mail address', { exact: true }).fill('not-an-email');
    await submit(page, 'Create account');
    const summary = page.getByRole('alert');
    await summary.getByText('Please enter a valid e-mail address.').first().waitFor();
    await summary.getByText('Value is required').first().waitFor();
    // The summary takes focus and links to the fields.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  });

  it("shows Shopware's message for a wrong password, and the wait time when login is throttled", async () => {
    const email = uniqueEmail('throttle');
    await login(page, email, 'wrong password');
    await page.getByRole('alert').getByText('Invalid username and/or password.').waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);

    // Ten failures within ten seconds, fifteen within 30 or twenty within 60 (engine's throttle-windows.ts):
    // the next attempts are throttled (keyed by e-mail and IP). Up to 21 tries, so a slow, busy machine
    // that needs more than a second per try still reaches the minute's window.
    const throttled = /Too many requests\. Please wait \d+ seconds? before trying again\./;
    let message = '';
    for (let attempt = 0; attempt < 21 && !throttled.test(message); attempt += 1) {
      await page.getByLabel('Password').fill('wrong password');
      await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), submit(page, 'Sign in')]);
      await page.getByRole('alert').waitFor();
      message = (await page.getByRole('alert').textContent()) ?? '';
    }
    expect(message).toMatch(throttled);
  }, 150_000);

  it('redirects anonymous visitors to the login page and back to the wanted page (same origin only)', async () => {
    const email = uniqueEmail('redirect');
    await registerConfirmed(page, { email });
    await logout(page);
    await page.goto(`${storefrontUrl}/account/address`);
    await page.waitForURL(/\/login\?redirectTo=%2Faccount%2Faddress$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await submit(page, 'Sign in');
    await page.waitForURL(/\/account\/address$/);
    await logout(page);
    await login(page, email, PASSWORD, '/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    await page.waitForURL(/\/account$/);
    await logout(page);
  });

  it('changes the profile, the e-mail address and the password', async () => {
    const email = uniqueEmail('profile');
    await registerConfirmed(page, { email });
    await page.goto(`${storefrontUrl}/account/profile`);
    const personal = page.getByRole('form', { name: 'Personal data' });
    await personal.getByLabel('First name').fill('Augusta');
    await submit(page, 'Save changes');
    await page.getByText('Your personal data has been saved.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Augusta');

    const newEmail = uniqueEmail('changed');
    const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
    await emailForm.getByLabel('E-mail address', { exact: true }).fill(newEmail);
    await emailForm.getByLabel('Confirm e-mail address').fill(newEmail);
    await emailForm.getByLabel('Current password').fill('not my password');
    await emailForm.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByRole('alert').getByText('Password incorrect').waitFor();
    expect(await emailForm.getByLabel('E-mail address', { exact: true }).inputValue()).toBe(newEmail);
    await emailForm.getByLabel('Current password').fill(PASSWORD);
    await emailForm.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText('Your e-mail address has been changed.').waitFor();

    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill('a brand new password');
    await passwordForm.getByLabel('Repeat new password').fill('something else');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('The passwords do not match').waitFor();
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill('a brand new password');
    await passwordForm.getByLabel('Repeat new password').fill('a brand new password');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await expectAxeClean(page);

    await logout(page);
    await login(page, newEmail, 'a brand new password');
    await page.waitForURL(/\/account$/);
    await page.getByText('Hello, Augusta Lovelace').waitFor();
    await logout(page);
  });

  it('adds, edits, sets default and deletes addresses', async () => {
    await registerConfirmed(page, { email: uniqueEmail('address') });
    await page.goto(`${storefrontUrl}/account/address`);
    await page.getByRole('link', { name: 'Add address' }).click();
    await page.getByRole('heading', { name: 'New address' }).waitFor();
    await page.getByLabel('First name').fill('Charles');
    await page.getByLabel('Last name').fill('Babbage');
    await page.getByLabel('Street and house number').fill('Dorset St 1');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await submit(page, 'Save address');
    await page.getByText('The address has been saved.').waitFor();
    const card = page.locator('li', { hasText: 'Dorset St 1' });
    await card.waitFor();

    await card.getByRole('link', { name: /Edit address of Charles Babbage/ }).click();
    await page.getByRole('heading', { name: 'Edit address' }).waitFor();
    await page.getByLabel('Street and house number').fill('');
    await submit(page, 'Save address');
    await page
      .getByRole('alert')
      .getByText(/Street and house number/)
      .first()
      .waitFor();
    await page.getByLabel('Street and house number').fill('Dorset St 2');
    await submit(page, 'Save address');
    await page.getByText('The address has been updated.').waitFor();
    const edited = page.locator('li', { hasText: 'Dorset St 2' });

    await edited.getByRole('button', { name: 'Use as default billing address' }).click();
    await page.getByText('The default address has been changed.').waitFor();
    await page.locator('li', { hasText: 'Dorset St 2' }).getByText('Default billing address').waitFor();
    await page.locator('li', { hasText: 'Dorset St 2' }).getByRole('button', { name: 'Use as default shipping address' }).click();
    await page.locator('li', { hasText: 'Dorset St 2' }).getByText('Default shipping address').waitFor();
    await expectAxeClean(page);

    // The first address is no default any more and can go.
    const first = page.locator('li', { hasText: 'Analytical Engine St 1' });
    await first.getByRole('button', { name: /Delete address of Ada Lovelace/ }).click();
    await page.getByText('The address has been deleted.').waitFor();
    expect(await page.locator('li', { hasText: 'Analytical Engine St 1' }).count()).toBe(0);
    await logout(page);
  });

  it('recovers and resets a password through the mailed link', async () => {
    const email = uniqueEmail('recover');
    await registerConfirmed(page, { email });
    await logout(page);
    await page.goto(`${storefrontUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Recover password' }).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await submit(page, 'Send link');
    await page.getByText('If an account exists for this e-mail address').waitFor();
    const link = await linkFromMail(outboxDir, email, '/reset-password');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('recovered password');
    await page.getByLabel('Repeat new password').fill('recovered password');
    await submit(page, 'Save new password');
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been changed. You can sign in now.').waitFor();
    await login(page, email, 'recovered password');
    await page.waitForURL(/\/account$/);
    await logout(page);
  });

  it('subscribes to the newsletter and confirms through the mailed link', async () => {
    const email = uniqueEmail('newsletter');
    await page.goto(`${storefrontUrl}/newsletter-subscribe`);
    await page.getByLabel('E-mail address').fill(email);
    await submit(page, 'Subscribe');
    await page.getByText('Please confirm your subscription').waitFor();
    const link = await linkFromMail(outboxDir, email, '/newsletter-subscribe');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.getByText('Your newsletter subscription has been confirmed.').waitFor();
    await expectAxeClean(page);
  });

  it('keeps a guest wishlist in the browser and merges it into the account on login', async () => {
    const email = uniqueEmail('wishlist');
    await registerConfirmed(page, { email });
    await logout(page);
    const products = await storeApi<{ elements: { id: string; translated?: { name?: string }; name?: string }[] }>(storeApiUrl, '/product', {
      body: { limit: 2 },
    });
    const ids = products.elements.map((product) => product.id);
    expect(ids).toHaveLength(2);
    await page.goto(`${storefrontUrl}/wishlist`);
    await page.evaluate((list) => localStorage.setItem('sw-wishlist-items', JSON.stringify([...list, list[0]])), ids);
    await page.reload();
    await page.getByText('2 products').waitFor();
    for (const id of ids) await page.locator(`[data-product-id="${id}"]`).waitFor();

    await login(page, email, PASSWORD, '/login?redirectTo=%2Fwishlist');
    await page.waitForURL(/\/wishlist$/);
    for (const id of ids) await page.locator(`[data-product-id="${id}"]`).waitFor();
    await page.getByText('2 products').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sw-wishlist-items'))).toBeNull();
    // Reloaded from the server.
    await page.reload();
    await page.getByText('2 products').waitFor();
    // "Remove all" asks first, then empties the server list.
    await page.getByRole('link', { name: 'Remove all' }).click();
    await page.getByRole('heading', { name: 'Remove all products from your wishlist?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, remove all' }).click();
    await page.getByTestId('empty-wishlist').getByRole('link', { name: 'Discover products' }).waitFor();
    await logout(page);
  });

  it('puts a product into the cart from the guest wishlist, offers options for variant parents and removes all after confirming', async () => {
    const [buyable, parent] = await Promise.all([findOrderableProduct(storeApiUrl), findParentProduct()]);
    await page.goto(`${storefrontUrl}/wishlist`);
    await page.getByTestId('empty-wishlist').waitFor();
    await page.evaluate((list) => localStorage.setItem('sw-wishlist-items', JSON.stringify(list)), [buyable.id, parent.id]);
    await page.reload();
    await hydrated(page);
    const buyableCard = page.locator(`[data-product-id="${buyable.id}"]`);
    await buyableCard.getByRole('button', { name: `Add to cart: ${buyable.name}` }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByTestId('side-cart-item').filter({ hasText: buyable.name }).waitFor();
    await page.keyboard.press('Escape');
    const choose = page.locator(`[data-product-id="${parent.id}"]`).getByRole('link', { name: `Choose options for ${parent.name}` });
    expect(await choose.getAttribute('href')).not.toMatch(/\/detail\//);
    await page.getByRole('link', { name: 'Remove all' }).click();
    await page.getByRole('link', { name: 'Keep them' }).click();
    // The step is gone before "Remove all" is asked again (else that click races the navigation).
    await page.waitForURL((url) => url.pathname === '/wishlist' && !url.search.includes('confirm'));
    await page.getByText('2 products').waitFor();
    await page.getByRole('link', { name: 'Remove all' }).click();
    await page.getByRole('link', { name: 'Yes, remove all' }).click();
    await page.getByTestId('empty-wishlist').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sw-wishlist-items'))) ?? '[]')).toEqual([]);
  });
});

describe('accounts without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers: server-side errors keep what was typed (except the password), then the account is created', async () => {
    const email = uniqueEmail('nojs');
    await fillRegistration(page, { email });
    await page.getByLabel('Confirm e-mail address').fill('other@example.com');
    await submit(page, 'Create account');
    await page.getByRole('alert').getByText('The e-mail addresses do not match.').waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Berlin');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Confirm e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit(page, 'Create account');
    await page.waitForURL(/\/login$/);
    await page.getByText('Please confirm your e-mail address').waitFor();
    const link = await linkFromMail(outboxDir, email, '/registration/confirm');
    await page.goto(`${storefrontUrl}${link.pathname}${link.search}`);
    await page.waitForURL(/\/account$/);
    await submit(page, 'Sign out');
    await page.waitForURL((url) => url.pathname === '/');

    await login(page, email, 'wrong password');
    await page.getByRole('alert').getByText('Invalid username and/or password.').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await submit(page, 'Sign in');
    await page.waitForURL(/\/account$/);
    await page.getByText('Hello, Ada Lovelace').waitFor();
  });

  it('adds to the cart from the server wishlist and removes all after a confirmation step, with plain forms', async () => {
    // Still signed in from the test above.
    const buyable = await findOrderableProduct(storeApiUrl);
    const added = await page.request.post(`${storefrontUrl}/wishlist`, {
      form: { intent: 'add', productId: buyable.id, redirectTo: '/wishlist' },
      headers: { origin: storefrontUrl },
      maxRedirects: 0,
    });
    expect(added.status(), await added.text()).toBe(303);
    await page.goto(`${storefrontUrl}/wishlist`);
    await page
      .locator(`[data-product-id="${buyable.id}"]`)
      .getByRole('button', { name: `Add to cart: ${buyable.name}` })
      .click();
    await page.getByText(`${buyable.name} has been added to the cart.`).waitFor();
    // The side cart the server opened as the confirmation closes natively.
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Remove all' }).click();
    await page.waitForURL(/\/wishlist\?confirm=clear$/);
    await page.getByRole('button', { name: 'Yes, remove all' }).click();
    await page.getByText('Your wishlist has been emptied.').waitFor();
    await page.getByTestId('empty-wishlist').getByRole('link', { name: 'Discover products' }).waitFor();
  });
});
