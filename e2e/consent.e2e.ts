// Cookie consent and analytics (ADR 0031): the banner is in the server's HTML until the shopper
// chooses (no flash of it afterwards), every choice works without JavaScript and is kept for a year,
// nothing is measured or loaded before consent, and after consent for statistics the GA4 ecommerce
// events of a whole purchase reach `window.dataLayer` and the landing page's Core Web Vitals the storefront's
// /metrics (ADR 0060).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hydrated, launchBrowser, newContext } from './support/browser.ts';
import { fillCart, fillGuestDetails, findOrderableProduct, type OrderableProduct } from './support/checkout.ts';
import { storeApi } from './support/store-api.ts';
import { metricValue } from '../scripts/lib/connection-chaos.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');

const BANNER = 'Cookies and your privacy';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let browser: Browser;
let product: OrderableProduct;
let productNumber: string;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findOrderableProduct(storeApiUrl);
  const found = await storeApi<{ elements: { productNumber: string }[] }>(storeApiUrl, '/product', { body: { ids: [product.id] } });
  productNumber = found.elements[0]?.productNumber ?? '';
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: BANNER });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies(storefrontUrl)).find((cookie) => cookie.name === 'aisle-consent');
}

interface Pushed {
  event?: string;
  ecommerce?: { transaction_id?: string; items?: { item_id: string; item_name: string; quantity: number; price: number }[]; value?: number; currency?: string };
}

function dataLayer(page: Page): Promise<Pushed[] | null> {
  return page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer as Pushed[] | undefined) ?? null);
}

async function event(page: Page, name: string): Promise<Pushed> {
  await expect
    .poll(async () => (await dataLayer(page))?.some((entry) => entry.event === name) ?? false, { timeout: 10_000, message: `${name} pushed` })
    .toBe(true);
  const entries = (await dataLayer(page)) ?? [];
  return entries.filter((entry) => entry.event === name).at(-1) ?? {};
}

describe('without JavaScript', () => {
  it('the banner is in the page; "Only necessary" is stored for a year and leads back to the page', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, consentChosen: false });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${product.path}`);
    expect(await banner(page).isVisible()).toBe(true);
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();
    await page.waitForURL(`${storefrontUrl}${product.path}`);
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Notifications' }).textContent()).toContain('Your cookie settings have been saved.');
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe('v1:');
    // Readable by the prompt's script, which writes it itself the moment the shopper chooses.
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(ONE_YEAR_SECONDS - 3600);
    expect(lifetime).toBeLessThan(ONE_YEAR_SECONDS + 3600);
    await context.close();
  });

  it('the banner’s categories and the footer’s "Cookie settings" choose per category', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, consentChosen: false });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/`);
    await banner(page).getByText('Choose categories').click();
    await banner(page).getByLabel('Marketing').check();
    await banner(page).getByRole('button', { name: 'Save my choice' }).click();
    await page.waitForLoadState('load');
    expect((await consentCookie(context))?.value).toBe('v1:marketing');
    expect(await banner(page).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
    await page.waitForURL(/\/cookie-settings$/);
    expect(await page.getByTestId('consent-current').textContent()).toBe('Current choice: necessary and Marketing.');
    expect(await page.getByLabel('Necessary').isDisabled()).toBe(true);
    await page.getByLabel('Statistics').check();
    await page.getByLabel('Marketing').uncheck();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await page.waitForURL(/\/cookie-settings$/);
    expect((await consentCookie(context))?.value).toBe('v1:statistics');
    expect(await page.getByTestId('consent-current').textContent()).toBe('Current choice: necessary and Statistics.');
    expect(await page.getByLabel('Statistics').isChecked()).toBe(true);
    await context.close();
  });

  it('the settings page and banner speak German and Polish', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, consentChosen: false });
    const page = await context.newPage();
    for (const [prefix, title, button, settings] of [
      ['/testde', 'Cookies und Ihre Privatsphäre', 'Nur notwendige', 'Cookie-Einstellungen'],
      ['/pl-PL', 'Pliki cookie i Twoja prywatność', 'Tylko niezbędne', 'Ustawienia cookie'],
    ] as const) {
      await page.goto(`${storefrontUrl}${prefix}`);
      expect(await page.getByRole('region', { name: title }).getByRole('button', { name: button }).isVisible()).toBe(true);
      await page.goto(`${storefrontUrl}${prefix}/cookie-settings`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(settings);
    }
    await context.close();
  });
});

describe('axe', () => {
  // axe runs in the page: with JavaScript, on the same server HTML. Twelve scans: more time than one page's test.
  it('the banner (folded and open) and the settings page are clean in three locales at 390 and 1366 px', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      const page = await context.newPage();
      for (const prefix of ['', '/testde', '/pl-PL']) {
        await page.goto(`${storefrontUrl}${prefix || '/'}`);
        await hydrated(page);
        await page.getByTestId('consent-banner').locator('summary').click();
        expect(await axeViolations(page), `banner ${prefix} ${viewport.width}`).toEqual([]);
        await page.goto(`${storefrontUrl}${prefix}/cookie-settings`);
        await hydrated(page);
        expect(await axeViolations(page), `settings ${prefix} ${viewport.width}`).toEqual([]);
      }
      await context.close();
    }
  }, 180_000);
});

describe('on the server', () => {
  it('a visitor who chose never gets the banner, cached pages included; one who did not always does', async () => {
    const url = `${storefrontUrl}${product.path}`;
    // The first request fills the full-page cache with the banner's version.
    for (let round = 0; round < 2; round++) {
      const anonymous = await (await fetch(url)).text();
      expect(anonymous).toContain('data-testid="consent-banner"');
      const chosen = await (await fetch(url, { headers: { cookie: 'aisle-consent=v1:statistics' } })).text();
      expect(chosen).not.toContain('data-testid="consent-banner"');
    }
  });

  it('a forged post from another site is refused; a tampered cookie counts as no choice', async () => {
    const forged = await fetch(`${storefrontUrl}/cookie-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'consent=all&redirectTo=/',
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const tampered = await (await fetch(`${storefrontUrl}${product.path}`, { headers: { cookie: 'aisle-consent=v1:everything' } })).text();
    expect(tampered).toContain('data-testid="consent-banner"');
  });

  it('a redirect target off the site goes home instead', async () => {
    const answer = await fetch(`${storefrontUrl}/cookie-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefrontUrl },
      body: 'consent=necessary&redirectTo=//evil.example/',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
  });
});

describe('with JavaScript', () => {
  it('measures nothing and loads nothing before consent; "Accept all" starts the events on the same page', async () => {
    const context = await newContext(browser, { javaScriptEnabled: true, consentChosen: false });
    const page = await context.newPage();
    const thirdParty: string[] = [];
    const own = new Set([new URL(storefrontUrl).origin, new URL(storeApiUrl).origin]);
    page.on('request', (request) => {
      if (!own.has(new URL(request.url()).origin)) thirdParty.push(request.url());
    });
    await page.goto(`${storefrontUrl}/`);
    expect(await banner(page).isVisible()).toBe(true);
    expect(await dataLayer(page)).toBeNull();
    await page.getByTestId('product-card').first().getByRole('link').last().hover();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => !/^(aisle-|sw-context-token$)/.test(name))).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect((await consentCookie(context))?.value).toBe('v1:statistics.marketing');
    const list = await event(page, 'view_item_list');
    expect(list.ecommerce?.items?.length).toBeGreaterThan(0);
    expect(list.ecommerce?.items?.every((item) => item.item_id !== '' && item.item_name !== '')).toBe(true);

    // A card's link: select_item, then view_item on the product page (client navigation).
    const card = page.getByTestId('product-card').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('heading').getByRole('link').click();
    const selected = await event(page, 'select_item');
    expect(selected.ecommerce?.items?.[0]?.item_name).toBe(name);
    const viewed = await event(page, 'view_item');
    expect(viewed.ecommerce?.items?.[0]?.item_name).toBe(name);
    expect(thirdParty).toEqual([]);
    await context.close();
  });

  it('pushes the GA4 events of a purchase: add to cart, cart, checkout, shipping, payment, purchase', async () => {
    const context = await newContext(browser, { javaScriptEnabled: true, consentChosen: false });
    await context.addCookies([{ name: 'aisle-consent', value: 'v1:statistics', url: storefrontUrl }]);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${product.path}`);
    expect(await banner(page).count()).toBe(0);
    const viewed = await event(page, 'view_item');
    expect(viewed.ecommerce?.items?.[0]).toMatchObject({ item_id: productNumber, item_name: product.name, quantity: 1 });
    expect(viewed.ecommerce?.currency).toBe('EUR');

    await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
    const added = await event(page, 'add_to_cart');
    expect(added.ecommerce?.items?.[0]).toMatchObject({ item_id: productNumber, quantity: 1, price: product.price });
    expect(added.ecommerce?.value).toBe(product.price);

    await page.goto(`${storefrontUrl}/checkout/cart`);
    const cart = await event(page, 'view_cart');
    expect(cart.ecommerce?.items?.map((item) => item.item_id)).toEqual([productNumber]);

    await page.goto(`${storefrontUrl}/checkout`);
    await event(page, 'begin_checkout');
    const form = await fillGuestDetails(page, `analytics-${Date.now()}@example.com`);
    await form.getByLabel('I have read and accept the terms and conditions.').check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    const shipping = await event(page, 'add_shipping_info');
    expect(shipping.ecommerce).toMatchObject({ shipping_tier: expect.any(String) });
    const payment = await event(page, 'add_payment_info');
    expect(payment.ecommerce).toMatchObject({ payment_type: expect.any(String) });
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/, { timeout: 20_000 });
    const purchase = await event(page, 'purchase');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const orderNumber = purchase.ecommerce?.transaction_id ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    expect(await page.getByRole('main').textContent()).toContain(orderNumber);
    expect(purchase.ecommerce).toMatchObject({ currency: 'EUR', tax: expect.any(Number), shipping: expect.any(Number), value: expect.any(Number) });
    expect(purchase.ecommerce?.items?.[0]).toMatchObject({ item_id: productNumber, item_name: product.name, quantity: 1, price: product.price });
    expect(heading).not.toBe('');

    // A reload of the finish page counts the order once.
    await page.reload();
    await hydrated(page);
    await expect
      .poll(async () => (await dataLayer(page))?.some((entry) => entry.event === 'view_item_list' || entry.event === 'aisle_consent') ?? false)
      .toBe(true);
    expect((await dataLayer(page))?.filter((entry) => entry.event === 'purchase')).toEqual([]);
    await context.close();
  });

  it('pushes remove_from_cart after the cart confirmed the removal', async () => {
    const context = await newContext(browser, { javaScriptEnabled: true, consentChosen: false });
    await context.addCookies([{ name: 'aisle-consent', value: 'v1:statistics', url: storefrontUrl }]);
    await fillCart(context, storefrontUrl, storeApiUrl, product.id);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/checkout/cart`);
    await event(page, 'view_cart');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    const removed = await event(page, 'remove_from_cart');
    expect(removed.ecommerce?.items?.[0]).toMatchObject({ item_id: productNumber, quantity: 1 });
    await context.close();
  });

  it('after consent sends the landing page’s Core Web Vitals to /metrics; after "Only necessary" sends nothing', async () => {
    const lcpCount = async (pageType: string) => {
      const text = await (await fetch(`${storefrontUrl}/metrics`)).text();
      return metricValue(text, `aisle_storefront_web_vitals_lcp_seconds_count{page_type="${pageType}"}`) ?? 0;
    };
    const clsCount = async (pageType: string) => {
      const text = await (await fetch(`${storefrontUrl}/metrics`)).text();
      return metricValue(text, `aisle_storefront_web_vitals_cls_count{page_type="${pageType}"}`) ?? 0;
    };
    const visit = async (consent: string) => {
      const context = await newContext(browser, { javaScriptEnabled: true, consentChosen: false });
      await context.addCookies([{ name: 'aisle-consent', value: consent, url: storefrontUrl }]);
      const beacons: string[] = [];
      context.on('request', (request) => {
        if (new URL(request.url()).pathname === '/vitals') beacons.push(request.postData() ?? '');
      });
      const page = await context.newPage();
      const measured = consent.includes('statistics');
      // With consent the reporter's chunk loads after hydration: the click below comes once it measures.
      const measuring = measured ? page.waitForResponse((response) => response.url().includes('/vitals-reporter')) : null;
      await page.goto(`${storefrontUrl}${product.path}`);
      await hydrated(page);
      await measuring;
      // The first input ends LCP, reported once the browser is idle; leaving the page (a new document) ends CLS
      // and INP. The LCP beacon is awaited while the page lives: one sent as a document goes away reaches the
      // server, but the browser does not always report it to the test.
      await page.getByRole('banner').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname !== product.path);
      if (measured) await expect.poll(() => beacons.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.goto(`${storefrontUrl}/search?search=shirt`);
      await hydrated(page);
      return { context, beacons };
    };

    const lcpBefore = await lcpCount('product');
    const clsBefore = await clsCount('product');
    const allowed = await visit('v1:statistics');
    await expect.poll(() => lcpCount('product'), { timeout: 10_000 }).toBeGreaterThan(lcpBefore);
    await expect.poll(() => clsCount('product'), { timeout: 10_000 }).toBeGreaterThan(clsBefore);
    const text = await (await fetch(`${storefrontUrl}/metrics`)).text();
    expect(text).toMatch(/^aisle_storefront_web_vitals_lcp_seconds_bucket\{le="\+Inf",page_type="product"\} [1-9]/m);
    // Each beacon names the page the shopper landed on, not the one they went to.
    expect(allowed.beacons.length).toBeGreaterThan(0);
    expect(allowed.beacons.every((body) => JSON.parse(body).p === 'product')).toBe(true);
    await allowed.context.close();

    const refused = await visit('v1:');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(refused.beacons).toEqual([]);
    await refused.context.close();
  });
});
