// Screenshot tour for people to look at (docs/design.md): full-page PNGs of the main pages at phone
// (390 × 844) and desktop (1366 × 900) width, from the production builds against a throw-away shop.
// Usage: npm run screenshots [-- --out screenshots/after --locales en-GB,pl-PL,de-DE --only home,cart --first-screen --no-js]
// Needs `npm run build -w @aisle/storefront`. The output folder is git-ignored.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO_ROOT, startShop } from '../e2e/support/servers.ts';
import { localisedUrl } from '../e2e/support/look.ts';
import { linkFromMail } from '../e2e/support/outbox.ts';
import { DEMO_ACCESS_KEY, storeApi } from '../e2e/support/store-api.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots' },
    locales: { type: 'string', default: 'en-GB' },
    only: { type: 'string' },
    /** Only the first screen instead of the whole page. */
    'first-screen': { type: 'boolean', default: false },
    /** Pages as a visitor with JavaScript disabled sees them (file names get a `-nojs` suffix). */
    'no-js': { type: 'boolean', default: false },
  },
});
const OUT = join(REPO_ROOT, values.out);
const LOCALES = values.locales.split(',').filter(Boolean);
const ONLY = values.only?.split(',');
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 900 },
] as const;
const PREFIX: Record<string, string> = { 'en-GB': '', 'pl-PL': '/pl-PL', 'de-DE': '/testde' };
const PASSWORD = 'screenshots-9';
const JS_ENABLED = !values['no-js'];
const SUFFIX = JS_ENABLED ? '' : '-nojs';

interface Entity {
  id: string;
  name?: string;
  translated?: { name?: string };
  seoUrls?: { seoPathInfo: string }[];
  childCount?: number | null;
  available?: boolean;
  optionIds?: string[] | null;
}

const pathOf = (entity: Entity) => `/${(entity.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;

async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<{ body: T; token: string | null }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { body: (await response.json()) as T, token: response.headers.get('sw-context-token') };
}

/** A category with products, a product with variants and a simple buyable product. */
async function pickData(api: string) {
  const categories = await storeApi<Entity[]>(api, '/navigation/main-navigation/main-navigation', { body: { depth: 1 }, seoUrls: true });
  let category: Entity | undefined;
  for (const candidate of categories) {
    const listing = await storeApi<{ total: number }>(api, `/product-listing/${candidate.id}`, { body: { limit: 1 } });
    if (listing.total >= 8) {
      category = candidate;
      break;
    }
  }
  const products = await storeApi<{ elements: Entity[] }>(api, '/product', {
    body: { limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] },
    seoUrls: true,
  });
  const withVariants = products.elements.find((product) => (product.childCount ?? 0) > 0 && product.seoUrls?.length);
  const simple = products.elements.filter((product) => (product.childCount ?? 0) === 0 && product.available !== false);
  if (!category || !withVariants || simple.length < 2) throw new Error('The demo catalogue lacks a category, a variant product or simple products.');
  const term = (withVariants.translated?.name ?? withVariants.name ?? 'shirt').split(/\s+/)[0] ?? 'shirt';
  return { categoryPath: pathOf(category), productPath: pathOf(withVariants), simpleIds: simple.slice(0, 2).map((product) => product.id), term };
}

/** Registers and confirms a customer, returns a logged-in context token with a cart. */
async function customerToken(api: string, storefrontUrl: string, outboxDir: string, productIds: string[]): Promise<string> {
  const email = `look-${randomBytes(4).toString('hex')}@example.com`;
  const [salutations, countries] = await Promise.all([
    call<{ elements: Entity[] }>(api, '/salutation', { limit: 1 }),
    call<{ elements: Entity[] }>(api, '/country', { limit: 1 }),
  ]);
  await call(api, '/account/register', {
    email,
    password: PASSWORD,
    salutationId: salutations.body.elements[0]?.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    storefrontUrl,
    billingAddress: { street: 'Main Street 1', zipcode: '10117', city: 'Berlin', countryId: countries.body.elements[0]?.id },
  });
  // The outbox worker delivers the confirmation mail shortly after the registration commits.
  const link = await linkFromMail(outboxDir, email, 'registration/confirm', 15_000).catch(() => null);
  if (link) await call(api, '/account/register-confirm', { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') });
  const login = await call(api, '/account/login', { username: email, password: PASSWORD });
  const token = login.token ?? '';
  await call(api, '/checkout/cart/line-item', { items: productIds.map((id) => ({ id, referencedId: id, type: 'product', quantity: 1 })) }, token);
  return token;
}

async function shoot(context: BrowserContext, url: string, file: string, locale = 'en-GB'): Promise<void> {
  if (ONLY && !ONLY.some((name) => file.includes(name))) return;
  const page = await context.newPage();
  // SEO paths differ per language: other locales follow the English page's hreflang alternate.
  await page.goto(await localisedUrl(page, url, locale), { waitUntil: 'networkidle' });
  // Scroll through the page once so lazy images load, then back to the top (page scripts cannot
  // run without JavaScript, so there the mouse wheel does it).
  if (!JS_ENABLED) {
    for (let step = 0; step < 30; step += 1) await page.mouse.wheel(0, 800);
    await page.mouse.wheel(0, -100_000);
    // The wheel scrolls smoothly: a screenshot taken before it is back at the top caught a blank frame.
    // Playwright's own evaluation still works with the page's scripts off.
    for (let wait = 0; wait < 50 && (await page.evaluate(() => window.scrollY)) > 0; wait += 1) await page.waitForTimeout(100);
    await page.waitForTimeout(300);
  } else
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: !values['first-screen'] });
  await page.close();
  console.log(`  ${file.slice(REPO_ROOT.length + 1)}`);
}

const shop = await startShop();
const browser = await launchBrowser();
try {
  const api = shop.storeApiUrl;
  const data = await pickData(api);
  const token = await customerToken(api, shop.storefrontUrl, shop.outboxDir, data.simpleIds);
  // A second customer with one order: the order page, the order history and the payment page.
  const buyer = await customerToken(api, shop.storefrontUrl, shop.outboxDir, data.simpleIds);
  const order = await call<{ deepLinkCode: string }>(api, '/checkout/order', {}, buyer);
  mkdirSync(OUT, { recursive: true });
  console.log(`Screenshots in ${OUT}:`);
  for (const viewport of VIEWPORTS) {
    for (const locale of LOCALES) {
      const base = `${shop.storefrontUrl}${PREFIX[locale] ?? ''}`;
      const guest = await browser.newContext({ viewport, locale, javaScriptEnabled: JS_ENABLED });
      // The guest's wishlist lives in localStorage: fill it before the page runs.
      await guest.addInitScript((ids: string[]) => localStorage.setItem('sw-wishlist-items', JSON.stringify(ids)), data.simpleIds);
      const customer = await browser.newContext({ viewport, locale, javaScriptEnabled: JS_ENABLED });
      await customer.addCookies([{ name: 'sw-context-token', value: token, url: shop.storefrontUrl }]);
      const file = (name: string) => join(OUT, `${name}-${locale}-${viewport.name}${SUFFIX}.png`);
      await shoot(guest, `${base}/`, file('home'));
      await shoot(guest, `${shop.storefrontUrl}${data.categoryPath}`, file('category'), locale);
      await shoot(guest, `${shop.storefrontUrl}${data.productPath}`, file('product'), locale);
      await shoot(guest, `${base}/search?search=${encodeURIComponent(data.term)}`, file('search'));
      await shoot(guest, `${base}/wishlist`, file('wishlist'));
      await shoot(guest, `${base}/quick-order`, file('quick-order'));
      // The comparison list is a cookie of the browser's, like a guest's wishlist.
      await guest.addCookies([{ name: 'aisle-compare', value: data.simpleIds.join('.'), url: shop.storefrontUrl }]);
      await shoot(guest, `${base}/compare`, file('compare'));
      await shoot(guest, `${base}/no-such-page-${randomBytes(2).toString('hex')}`, file('404'));
      await shoot(customer, `${base}/checkout/cart`, file('cart'));
      await shoot(customer, `${base}/checkout`, file('checkout'));
      await shoot(customer, `${base}/account`, file('account'));
      await shoot(guest, `${base}/account/order/${order.body.deepLinkCode}`, file('order-guest'));
      const buyerContext = await browser.newContext({ viewport, locale, javaScriptEnabled: JS_ENABLED });
      await buyerContext.addCookies([{ name: 'sw-context-token', value: buyer, url: shop.storefrontUrl }]);
      await shoot(buyerContext, `${base}/account/order/${order.body.deepLinkCode}`, file('order-page'));
      await shoot(buyerContext, `${base}/account/order`, file('order-history'));
      await shoot(buyerContext, `${base}/account/payment`, file('account-payment'));
      await buyerContext.close();
      await guest.close();
      await customer.close();
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
