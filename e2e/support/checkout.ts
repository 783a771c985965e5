// Checkout e2e helpers: a product any cart can order, and filling the cart through the Store API with
// the browser's own context token (the storefront's cart forms are tested in cart.e2e.ts).
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
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
  seoUrls?: { seoPathInfo: string }[];
}

export interface OrderableProduct {
  id: string;
  name: string;
  path: string;
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

/** A simple, physical product in plenty of stock: every test may order it once. */
export async function findOrderableProduct(storeApiUrl: string): Promise<OrderableProduct> {
  const result = await call<{ elements: Product[] }>(storeApiUrl, '/product', {
    limit: 100,
    filter: [
      { type: 'equals', field: 'isCloseout', value: false },
      { type: 'range', field: 'stock', parameters: { gte: 50 } },
    ],
  });
  const product = result.elements.find(
    (candidate) => (candidate.childCount ?? 0) === 0 && candidate.available !== false && (candidate.minPurchase ?? 1) === 1 && (candidate.purchaseSteps ?? 1) === 1 && !(candidate.states ?? []).includes('is-download') && candidate.seoUrls?.length,
  );
  if (!product) throw new Error('The demo catalogue has no simple product in stock.');
  return {
    id: product.id,
    name: (product.translated?.name ?? product.name ?? '').trim(),
    path: `/${(product.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`,
  };
}

/** Gives the browser a context token of its own and puts the product in that token's cart. */
export async function fillCart(context: BrowserContext, storefrontUrl: string, storeApiUrl: string, productId: string): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await context.addCookies([{ name: 'sw-context-token', value: token, url: storefrontUrl }]);
  await call(storeApiUrl, '/checkout/cart/line-item', { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] }, token);
  return token;
}
