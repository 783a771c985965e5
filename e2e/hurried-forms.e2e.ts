// Every form a shopper can type into before the scripts run keeps what was typed, on a slow phone:
// the CPU throttled 4× (as Lighthouse's mobile profile does), typing starts at the first paint, key
// by key, so React hydrates the form while the shopper is in the middle of a word. Afterwards each
// field holds every character typed. Forms behind a sign-in (addresses, reviews) and the checkout
// are covered by their own suites' hurried cases.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser.ts';

const storefrontUrl = inject('storefrontUrl');
const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;

interface HurriedForm {
  name: string;
  path: string | (() => Promise<string>);
  /** The form on the page; its text fields are typed into in document order. */
  form: string;
  /** Done before typing, as a shopper would (e.g. choosing "Business customer"). */
  prepare?: (page: Page) => Promise<void>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The business registration's address, as the registration page links it. */
async function businessRegistrationPath(): Promise<string> {
  const html = await (await fetch(`${storefrontUrl}/register`)).text();
  const href = /href="([^"]*\/customer-group-registration\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('The registration page links no business registration.');
  return href;
}

const FORMS: HurriedForm[] = [
  { name: 'registration (private)', path: '/register', form: 'main form[method="post"]:has(input[type="password"])' },
  {
    name: 'registration (business)',
    path: '/register',
    form: 'main form[method="post"]:has(input[type="password"])',
    prepare: (page) => page.getByRole('radio', { name: 'Business customer' }).check(),
  },
  { name: 'trade registration', path: businessRegistrationPath, form: 'main form[method="post"]:has(input[type="password"])' },
  { name: 'login', path: '/login', form: 'main form[method="post"]:has(input[type="password"])' },
  { name: 'contact', path: '/contact', form: 'main form[method="post"]:has(textarea)' },
  { name: 'quick order', path: '/quick-order', form: 'main form[method="post"]:has(textarea)' },
  { name: 'newsletter', path: '/newsletter-subscribe', form: 'main form[method="post"]:has(input[type="email"])' },
];

const TEXT_FIELDS =
  'input[type="text"]:visible, input[type="email"]:visible, input[type="password"]:visible, input[type="tel"]:visible, textarea:visible, input:not([type]):visible';

/** What a shopper types into a field: fitting its kind, long enough to be typed across the hydration. */
async function typical(field: Locator, index: number): Promise<string> {
  const type = await field.evaluate((element) => (element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase()));
  if (type === 'email') return `hurried.${index}@example.com`;
  if (type === 'password') return `Secret-${index}-password`;
  if (type === 'textarea') return `A line typed ${index}`;
  return `Typed value ${index}`;
}

describe('forms typed into at the first paint on a slow phone', () => {
  for (const entry of FORMS)
    it(`keeps every character typed: ${entry.name}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const path = typeof entry.path === 'string' ? entry.path : await entry.path();
        await page.goto(`${storefrontUrl}${path}`, { waitUntil: 'commit' });
        const form = page.locator(entry.form).first();
        await form.waitFor({ state: 'visible' });
        await entry.prepare?.(page);
        const fields = await form.locator(TEXT_FIELDS).all();
        expect(fields.length, `${entry.name}: text fields`).toBeGreaterThan(0);
        const typed: string[] = [];
        for (const [index, field] of fields.entries()) {
          const text = await typical(field, index);
          typed.push(text);
          await field.pressSequentially(text, { delay: 15 });
        }
        await hydrated(page);
        const kept = await Promise.all(fields.map((field) => field.inputValue()));
        expect(kept, entry.name).toEqual(typed);
      } finally {
        await context.close();
      }
    }, 120_000);
});
