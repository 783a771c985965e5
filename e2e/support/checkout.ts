// Checkout e2e helpers: a product any cart can order, and filling the cart through the Store API with
// the browser's own context token (the storefront's cart forms are tested in cart.e2e.ts).
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_ACCESS_KEY } from './store-api.ts';

interface Product {
  id: string;
  name?: string;
  translated?: { name?: string };
  childCount?: number | null;
  isCloseout?: boolean;
  available?: boolean;
  minPurchase?: number;
  purchaseSteps?: number;
  states?: string[];
  calculatedPrice?: { unitPrice: number };
  availableStock?: number;
  stock?: number;
  seoUrls?: { seoPathInfo: string }[];
  parentId?: string | null;
  options?: Array<{ name?: string; translated?: { name?: string }; group?: { name?: string; translated?: { name?: string } } }>;
}

export interface OrderableProduct {
  id: string;
  name: string;
  path: string;
  price: number;
  stock: number;
}

async function call<T>(storeApiUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${storeApiUrl}${path}`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-include-seo-urls': 'true',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A simple, physical product in plenty of stock: every test may order it. */
export async function findOrderableProduct(storeApiUrl: string): Promise<OrderableProduct> {
  const result = await call<{ elements: Product[] }>(storeApiUrl, '/product', {
    limit: 100,
    filter: [
      { type: 'equals', field: 'isCloseout', value: false },
      { type: 'range', field: 'stock', parameters: { gte: 50 } },
    ],
  });
  const orderable = result.elements.filter(
    (candidate) =>
      (candidate.childCount ?? 0) === 0 &&
      candidate.available !== false &&
      (candidate.minPurchase ?? 1) === 1 &&
      (candidate.purchaseSteps ?? 1) === 1 &&
      !(candidate.states ?? []).includes('is-download') &&
      candidate.seoUrls?.length,
  );
  // Dearest below €250: one item stays under the €500 limit of cash on delivery, a few pass it even
  // after the other tests have ordered some.
  const price = (candidate: Product) => candidate.calculatedPrice?.unitPrice ?? 0;
  const product = orderable.filter((candidate) => price(candidate) < 250).sort((a, b) => price(b) - price(a))[0];
  if (!product) throw new Error('The demo catalogue has no simple product in stock.');
  return {
    id: product.id,
    name: (product.translated?.name ?? product.name ?? '').trim(),
    path: `/${(product.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`,
    price: product.calculatedPrice?.unitPrice ?? 0,
    stock: product.availableStock ?? product.stock ?? 0,
  };
}

/** Gives the browser a context token of its own and puts the product in that token's cart. */
export async function fillCart(context: BrowserContext, storefrontUrl: string, storeApiUrl: string, productId: string): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await context.addCookies([{ name: 'sw-context-token', value: token, url: storefrontUrl }]);
  await call(storeApiUrl, '/checkout/cart/line-item', { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] }, token);
  return token;
}

/** The browser's current context token (it changes on login). */
async function browserToken(context: BrowserContext, storefrontUrl: string): Promise<string> {
  const cookie = (await context.cookies(storefrontUrl)).find((candidate) => candidate.name === 'sw-context-token');
  if (!cookie) throw new Error('The browser has no context token.');
  return cookie.value;
}

/** Adds the product to the cart of the browser's session (e.g. after signing in). */
export async function addWithBrowserToken(context: BrowserContext, storefrontUrl: string, storeApiUrl: string, productId: string, quantity = 1): Promise<void> {
  const token = await browserToken(context, storefrontUrl);
  await call(storeApiUrl, '/checkout/cart/line-item', { items: [{ id: productId, referencedId: productId, type: 'product', quantity }] }, token);
}

/** A digital product (its line item carries `is-download`): the order needs the revocation waiver. */
export async function findDownloadProduct(storeApiUrl: string): Promise<OrderableProduct> {
  // `states` cannot be filtered on: page through the catalogue.
  for (let page = 1; page <= 20; page += 1) {
    const result = await call<{ elements: Product[] }>(storeApiUrl, '/product', { limit: 100, p: page });
    const product = result.elements.find(
      (candidate) => (candidate.childCount ?? 0) === 0 && candidate.available !== false && (candidate.states ?? []).includes('is-download'),
    );
    if (product)
      return {
        id: product.id,
        name: (product.translated?.name ?? product.name ?? '').trim(),
        path: '',
        price: product.calculatedPrice?.unitPrice ?? 0,
        stock: product.availableStock ?? product.stock ?? 0,
      };
    if (result.elements.length < 100) break;
  }
  throw new Error('The demo catalogue has no downloadable product.');
}

export interface VariantProduct extends OrderableProduct {
  /** The chosen options as the storefront shows them ("Colour: Navy · Size: L", in the API's order). */
  options: string[];
}

/** A variant in stock with its options: the cart, checkout and orders must show which one it is. */
export async function findVariantProduct(storeApiUrl: string): Promise<VariantProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const result = await call<{ elements: Product[] }>(storeApiUrl, '/product', {
      limit: 100,
      p: page,
      filter: [{ type: 'range', field: 'stock', parameters: { gte: 20 } }],
      associations: { options: { associations: { group: {} } } },
    });
    const variant = result.elements.find(
      (candidate) =>
        candidate.parentId &&
        (candidate.options?.length ?? 0) > 0 &&
        candidate.available !== false &&
        (candidate.minPurchase ?? 1) === 1 &&
        (candidate.purchaseSteps ?? 1) === 1 &&
        (candidate.calculatedPrice?.unitPrice ?? 0) < 200,
    );
    if (variant) {
      return {
        id: variant.id,
        name: (variant.translated?.name ?? variant.name ?? '').trim(),
        path: `/${(variant.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`,
        price: variant.calculatedPrice?.unitPrice ?? 0,
        stock: variant.availableStock ?? variant.stock ?? 0,
        options: (variant.options ?? []).map(
          (option) => `${option.group?.translated?.name ?? option.group?.name ?? ''}: ${option.translated?.name ?? option.name ?? ''}`,
        ),
      };
    }
    if (result.elements.length < 100) break;
  }
  throw new Error('The demo catalogue has no variant in stock.');
}

/** Who fills in the checkout form in the tests. */
export interface Shopper {
  salutation: 'Mr.' | 'Mrs.';
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
}

const GRACE: Shopper = { salutation: 'Mrs.', firstName: 'Grace', lastName: 'Hopper', street: 'Compiler Lane 7', zip: '10115', city: 'Berlin' };

/**
 * Fills 'Your details' of the one checkout form (the billing address and the e-mail address), and the
 * country unless the sales channel's default is meant; returns the form.
 */
export async function fillGuestDetails(page: Page, email: string, shopper: Shopper = GRACE, country: string | null = 'Germany'): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Salutation').first().selectOption({ label: shopper.salutation });
  await form.getByLabel('First name').first().fill(shopper.firstName);
  await form.getByLabel('Last name').first().fill(shopper.lastName);
  await form.getByLabel('Street and house number').first().fill(shopper.street);
  await form
    .getByLabel(/^Postal code/)
    .first()
    .fill(shopper.zip);
  await form.getByLabel('City').first().fill(shopper.city);
  if (country) await form.getByLabel('Country').first().selectOption({ label: country });
  await form.getByLabel('E-mail address').fill(email);
  return form;
}
