// A merchant's shop made theirs by configuration alone, as a new merchant sets it up: a JSON file in a
// folder of its own naming a logo file beside it, the footer's tagline in their words in English and
// German, and an Austrian market (de-AT, a Store API language without a catalogue) under /at that reads
// German. The logo is served after a restart (no build); a file that throws and a logo that is missing
// stop the start with one line each.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeWithAndWithoutJavaScript, hydrated, launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startStorefront, type RunningStorefront } from './support/servers.ts';
import { engineCommand } from './support/store-api.ts';

const storeApiUrl = inject('storeApiUrl');
const adminToken = inject('adminToken');

const folder = mkdtempSync(join(tmpdir(), 'aisle-nordlicht-'));
const CONFIG = join(folder, 'nordlicht.json');
/** A wide logo (6:1): it must fit the header's box at 390 px without pushing the icons down. */
const logo = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="100" viewBox="0 0 600 100"><rect width="600" height="100" fill="${colour}"/><text x="20" y="68" font-size="56" fill="#fff">Nordlicht Outdoor</text></svg>`;
writeFileSync(join(folder, 'logo.svg'), logo('#0b3d5c'));
writeFileSync(
  CONFIG,
  JSON.stringify({
    brand: { name: 'Nordlicht Outdoor', logo: './logo.svg' },
    markets: [
      { locale: 'de-DE', prefix: '', label: 'Deutsch' },
      { locale: 'en-GB', prefix: 'en', label: 'English' },
      { locale: 'de-AT', prefix: 'at', label: 'Österreich' },
    ],
    messages: {
      'en-GB': { 'common.footer.tagline': 'Gear for long northern days.' },
      'de-DE': { common: { footer: { tagline: 'Ausrüstung für lange Tage im Norden.' } } },
    },
  }),
);

let shop: RunningStorefront;
let browser: Browser;

beforeAll(async () => {
  // Austria as the merchant adds it in Shopware; the demo storefront ignores it.
  await engineCommand(storeApiUrl, adminToken, ['languages', 'add', 'de-AT', 'Deutsch (Österreich)']);
  [shop, browser] = await Promise.all([startStorefront(storeApiUrl, { AISLE_CONFIG: CONFIG }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([shop?.stop(), browser?.close()]);
});

async function logoSource(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const source = /<header[\s\S]*?<img src="([^"]+)"/.exec(html)?.[1];
  if (!source) throw new Error(`no logo in the header of ${url}`);
  return source;
}

it('serves the logo beside the configuration, and a changed one after a restart (no build)', async () => {
  const first = await logoSource(`${shop.storefrontUrl}/`);
  const served = await fetch(`${shop.storefrontUrl}${first}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toContain('image/svg+xml');
  expect(await served.text()).toContain('#0b3d5c');

  writeFileSync(join(folder, 'logo.svg'), logo('#14532d'));
  await shop.stop();
  shop = await startStorefront(storeApiUrl, { AISLE_CONFIG: CONFIG });
  const second = await logoSource(`${shop.storefrontUrl}/`);
  expect(second).not.toBe(first);
  expect(await (await fetch(`${shop.storefrontUrl}${second}`)).text()).toContain('#14532d');
}, 60_000);

describeWithAndWithoutJavaScript(
  () => browser,
  ({ javaScriptEnabled, page: currentPage }) => {
    const visit = async (path: string) => {
      const page = currentPage();
      await page.goto(`${shop.storefrontUrl}${path}`);
      if (javaScriptEnabled) await hydrated(page);
      return { lang: await page.locator('html').getAttribute('lang'), footer: await page.locator('footer').innerText() };
    };

    it('shows the merchant’s tagline in English and German, and German with de-AT’s formats under /at', async () => {
      const page = currentPage();
      // The German market has no prefix (`/` itself leads an English browser to /en).
      const german = await visit('/search');
      expect(german.lang).toBe('de-DE');
      expect(german.footer).toContain('Ausrüstung für lange Tage im Norden.');
      const english = await visit('/en');
      expect(english.lang).toBe('en-GB');
      expect(english.footer).toContain('Gear for long northern days.');
      expect(english.footer).not.toContain('Everyday things');
      // de-AT has no catalogue: German's, with the merchant's German tagline, in the Austrian market's lang.
      const austrian = await visit('/at');
      expect(austrian.lang).toBe('de-AT');
      expect(austrian.footer).toContain('Ausrüstung für lange Tage im Norden.');
      expect(await page.locator('header').getByRole('link', { name: 'Nordlicht Outdoor – Startseite' }).count()).toBe(1);
      expect(await page.locator('footer').getByRole('link', { name: 'Barrierefreiheit' }).count()).toBe(1);
      // Prices in Austrian format (`€ 12,99`), where Germany writes `12,99 €`.
      await visit('/at/search?search=a');
      expect((await page.getByTestId('product-price').first().innerText()).trim()).toMatch(/€\s\d+(\.\d{3})*,\d{2}/);
      await visit('/search?search=a');
      expect((await page.getByTestId('product-price').first().innerText()).trim()).toMatch(/\d+(\.\d{3})*,\d{2}\s€/);
    });

    it('routes the merchant’s own page in every market, with its loader and its words', async () => {
      const page = currentPage();
      expect((await visit('/at/stores')).lang).toBe('de-AT');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Unsere Filialen');
      expect(await page.getByTestId('merchant-store').count()).toBe(3);
      await page.getByRole('navigation', { name: 'Filialen nach Stadt' }).getByRole('link', { name: 'Wien' }).click();
      await page.waitForURL(/\/at\/stores\?city=Wien$/);
      await page.getByTestId('merchant-store').nth(1).waitFor({ state: 'detached' });
      expect(await page.getByTestId('merchant-store').innerText()).toContain('Neubaugasse 7');
      await visit('/en/stores?city=Nowhere');
      expect(await page.title()).toContain('Our stores');
      expect(await page.locator('main').innerText()).toContain('No store in this city yet.');
    });

    it('keeps a wide logo in its box: the header’s icons stay on the logo’s row at 390 and 1366 px', async () => {
      const page = currentPage();
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await visit('/at');
        if (javaScriptEnabled) await page.screenshot({ path: join(REPO_ROOT, 'screenshots', `nordlicht-${width}.png`) });
        const logoBox = await page.locator('header img').first().boundingBox();
        const cartBox = await page
          .locator('header')
          .getByRole('link', { name: /Warenkorb/ })
          .first()
          .boundingBox();
        expect(logoBox && cartBox && Math.abs(logoBox.y + logoBox.height / 2 - (cartBox.y + cartBox.height / 2))).toBeLessThan(12);
      }
    });
  },
);

/** `npm start` with `file` as the configuration: how it ended and what it printed. */
function npmStart(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.mjs')], {
      env: { ...process.env, AISLE_CONFIG: file, STOREFRONT_PORT: '0', STORE_API_PORT: '0', SHOPWARE_ENDPOINT: storeApiUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Anything that starts is a failure of this test.
      if (/listening|Starting|Building/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it.each([
  {
    name: 'throws.config.ts',
    text: 'const region: string = JSON.parse(process.env.NORDLICHT_REGION as string);\nexport default { brand: { name: region } };\n',
    line: /throws\.config\.ts: threw SyntaxError: "undefined" is not valid JSON \(at .*throws\.config\.ts:1:\d+\)/,
  },
  {
    name: 'no-logo.json',
    text: JSON.stringify({ brand: { logo: './missing-logo.svg' } }),
    line: /no-logo\.json: brand\.logo: no such file .*\(got "\.\/missing-logo\.svg"\)/,
  },
])(
  'npm start refuses $name with one line, before it starts anything',
  async ({ name, text, line }) => {
    const file = join(folder, name);
    writeFileSync(file, text);
    const { code, output } = await npmStart(file);
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(line);
  },
  60_000,
);
