// A password-guessing flood must not keep a known customer out (ADR 0048): while strangers post wrong
// passwords for made-up e-mails to the sign-in form without pause, a customer whose browser signed in
// before (the storefront's device cookie) signs in through the form — and strangers beyond the
// sign-in lanes get a fast 429 with Retry-After, never a 5xx. Without JavaScript: the plain form post.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { linkFromMail } from './support/outbox.ts';
import { storeApiCall } from './support/store-api.ts';

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const outboxDir = inject('outboxDir');
const EMAIL = `flood-customer.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'correct horse battery';
const STRANGERS = 12;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const first = <T>(path: string) => storeApiCall<{ elements: T[] }>(storeApiUrl, path, { body: { limit: 100 } }).then(({ body }) => body.elements);
  const countryId = (await first<{ id: string; iso: string }>('/country')).find((country) => country.iso === 'DE')?.id;
  const salutationId = (await first<{ id: string }>('/salutation'))[0]?.id;
  const registration = { email: EMAIL, password: PASSWORD, salutationId, firstName: 'Ada', lastName: 'Lovelace', storefrontUrl };
  await storeApiCall(storeApiUrl, '/account/register', {
    body: { ...registration, billingAddress: { street: 'Engine Row 1', zipcode: '10115', city: 'Berlin', countryId } },
  });
  const link = await linkFromMail(outboxDir, EMAIL, '/registration/confirm');
  await storeApiCall(storeApiUrl, '/account/register-confirm', { body: { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') } });
});
afterAll(async () => {
  await browser?.close();
});

/** Strangers posting wrong passwords for made-up e-mails until `until` settles; their answers' statuses. */
async function flood(until: Promise<unknown>): Promise<number[]> {
  let running = true;
  void until.finally(() => (running = false));
  const statuses: number[] = [];
  const stranger = async (client: number) => {
    for (let attempt = 0; running; attempt += 1) {
      const response = await fetch(`${storefrontUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefrontUrl },
        body: new URLSearchParams({ _form: 'login', email: `stranger-${client}-${attempt}@example.com`, password: 'wrong-password-1' }).toString(),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  };
  await Promise.all(Array.from({ length: STRANGERS }, (_, client) => stranger(client)));
  return statuses;
}

describe('sign-in under a password-guessing flood', () => {
  it('lets the customer whose browser signed in before sign in while strangers get 429, never a 5xx', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const signIn = async () => {
      await page.goto(`${storefrontUrl}/login`);
      await page.getByLabel('E-mail address').fill(EMAIL);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/account$/);
    };
    await signIn();
    const device = (await context.cookies()).find((cookie) => cookie.name === 'aisle-device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The session ends; the browser keeps its device cookie.
    await context.clearCookies({ name: 'sw-context-token' });

    const customer = (async () => {
      // The flood is under way before the customer posts.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await signIn();
    })();
    const statuses = await flood(customer);
    await customer;
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 400 || status === 401 || status === 429)).toBe(true);
    await context.close();
  }, 120_000);
});
