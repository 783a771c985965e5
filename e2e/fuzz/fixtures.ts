// The ids the plausible submissions use and a confirmed, logged-in customer with a filled cart, all
// made through the engine's Store API (as the storefront would), so account and checkout actions are
// fuzzed past their "please log in" and "your cart is empty" answers.
import { randomBytes } from 'node:crypto';
import { findOrderableProduct } from '../support/checkout.ts';
import { linkFromMail } from '../support/outbox.ts';
import { DEMO_ACCESS_KEY, storeApi } from '../support/store-api.ts';
import type { Fixtures } from './specs.ts';

interface Entity {
  id: string;
  iso?: string;
  isoCode?: string;
  salutationKey?: string;
  technicalName?: string;
}

async function call(storeApiUrl: string, path: string, body: unknown, token?: string): Promise<{ token: string | null; json: unknown }> {
  const response = await fetch(`${storeApiUrl}${path}`, {
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
  return { token: response.headers.get('sw-context-token'), json: await response.json() };
}

async function elements(storeApiUrl: string, path: string): Promise<Entity[]> {
  const { json } = await call(storeApiUrl, path, {});
  return Array.isArray(json) ? (json as Entity[]) : ((json as { elements: Entity[] }).elements ?? []);
}

function first(list: Entity[], matches: (entity: Entity) => boolean, what: string): string {
  const found = list.find(matches) ?? list[0];
  if (!found) throw new Error(`The engine lists no ${what}.`);
  return found.id;
}

export async function readFixtures(storeApiUrl: string): Promise<Fixtures> {
  const product = await findOrderableProduct(storeApiUrl);
  const [category] = await storeApi<Array<{ seoUrls?: { seoPathInfo: string }[] }>>(storeApiUrl, '/navigation/main-navigation/main-navigation', {
    body: { depth: 1 },
    seoUrls: true,
  });
  return {
    productId: product.id,
    productPath: product.path,
    categoryPath: `/${(category?.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`,
    salutationId: first(await elements(storeApiUrl, '/salutation'), (entity) => entity.salutationKey === 'mr', 'salutation'),
    countryId: first(await elements(storeApiUrl, '/country'), (entity) => entity.iso === 'DE', 'country'),
    currencyId: first(await elements(storeApiUrl, '/currency'), (entity) => entity.isoCode === 'GBP', 'currency'),
    paymentMethodId: first(await elements(storeApiUrl, '/payment-method'), () => true, 'payment method'),
    shippingMethodId: first(await elements(storeApiUrl, '/shipping-method'), () => true, 'shipping method'),
  };
}

/** A registered, confirmed and logged-in customer with the product in the cart: their context token. */
export async function customerToken(storeApiUrl: string, storefrontUrl: string, outboxDir: string, fixtures: Fixtures): Promise<string> {
  const email = `fuzz-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'fuzz-password-1';
  await call(storeApiUrl, '/account/register', {
    email,
    password,
    salutationId: fixtures.salutationId,
    firstName: 'Fuzz',
    lastName: 'Customer',
    storefrontUrl: new URL(storefrontUrl).origin,
    billingAddress: { street: 'Main St 1', zipcode: '12345', city: 'Berlin', countryId: fixtures.countryId },
  });
  const link = await linkFromMail(outboxDir, email, '/registration/confirm');
  await call(storeApiUrl, '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  const login = await call(storeApiUrl, '/account/login', { username: email, password });
  const token = login.token ?? (login.json as { contextToken?: string }).contextToken;
  if (!token) throw new Error('The login gave no context token.');
  await call(
    storeApiUrl,
    '/checkout/cart/line-item',
    { items: [{ id: fixtures.productId, referencedId: fixtures.productId, type: 'product', quantity: 1 }] },
    token,
  );
  return token;
}
