// `npm run compat`: builds the harness app (compat/app, Shopware's published Nuxt module, CMS layer and
// composables only) if needed, starts a fresh engine and the app, renders home, a category and a
// product page and drives the shop flows in Chromium; prints each result and every non-2xx engine call.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT, readConfig } from '../apps/store-api/src/config.ts';
import { idFor } from '../apps/store-api/src/domain/ids.ts';
import { latestMail } from '../apps/store-api/src/domain/mail/mailer.ts';
import { createEngine } from '../apps/store-api/src/engine.ts';
import { DEMO_ACCESS_KEY } from '../apps/store-api/src/seed/demo-constants.ts';

const HERE = join(REPO_ROOT, 'compat');
const APP = join(HERE, 'app');
const ENGINE_PORT = Number(process.env.COMPAT_ENGINE_PORT ?? 8123);
const APP_PORT = Number(process.env.COMPAT_APP_PORT ?? 3300);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

function step(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (response) => response.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

interface FlowResult {
  flow: string;
  ok: boolean;
  detail: string;
}
const results: FlowResult[] = [];
const engineCalls: string[] = [];
const browserErrors: string[] = [];

if (!existsSync(join(HERE, 'node_modules', 'nuxt'))) step('npm', ['ci', '--no-audit', '--no-fund'], HERE);
if (!existsSync(join(APP, '.output', 'server', 'index.mjs')) || process.env.COMPAT_REBUILD) step('npx', ['nuxt', 'build', 'app'], HERE);

const dataDir = mkdtempSync(join(tmpdir(), 'aisle-compat-'));
const engine = await createEngine({
  ...readConfig({}),
  databaseUrl: 'memory://',
  dataDir,
  mediaDir: join(REPO_ROOT, 'data', 'test-media'),
  storefrontUrl: APP_URL,
  publicUrl: `http://127.0.0.1:${ENGINE_PORT}`,
});
engine.app.addHook('onResponse', async (request, reply) => {
  if (reply.statusCode >= 300 && request.url.startsWith('/store-api')) engineCalls.push(`${reply.statusCode} ${request.method} ${request.url}`);
});
await engine.app.listen({ host: '127.0.0.1', port: ENGINE_PORT });

let server: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  const endpoint = `http://127.0.0.1:${ENGINE_PORT}/store-api`;
  server = spawn(process.execPath, [join(APP, '.output', 'server', 'index.mjs')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      NUXT_PUBLIC_SHOPWARE_ENDPOINT: endpoint,
      NUXT_SHOPWARE_ENDPOINT: endpoint,
      NUXT_PUBLIC_SHOPWARE_ACCESS_TOKEN: DEMO_ACCESS_KEY,
      NUXT_PUBLIC_SHOPWARE_DEV_STOREFRONT_URL: APP_URL,
    },
    // The app's own log (router warnings for SEO links the harness has no page for) stays out of the report.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${APP_URL}/flows?flow=none`, 30_000);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

  const [product] = await engine.db.query<{ id: string; name: string }>(
    `SELECT p.id, p.translations->(SELECT language_id FROM sales_channel LIMIT 1)->>'name' AS name FROM product p
      WHERE p.parent_id IS NULL AND p.active AND p.visibility = 30 AND p.available_stock > 10 AND NOT EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id)
      ORDER BY p.product_number LIMIT 1`,
  );
  if (!product) throw new Error('The demo catalogue has no simple product in stock');
  const term = product.name.split(/\s+/)[0] ?? product.name;

  async function visit(flow: string, path: string, check: (text: string, blocks: number, images: number) => string | undefined): Promise<void> {
    const context = await browser!.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => browserErrors.push(`${flow}: ${error.message}`));
    try {
      const response = await page.goto(`${APP_URL}${path}`, { waitUntil: 'networkidle' });
      if ((await page.locator('main[data-page]').count()) === 0) {
        const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
        results.push({ flow, ok: false, detail: `HTTP ${response?.status()}, no page rendered: ${body}` });
        return;
      }
      const text = await page.locator('main[data-page]').innerText();
      const blocks = await page.locator('[class*="cms-block"]').count();
      const images = await page.locator('main[data-page] img').count();
      const problem =
        response?.status() !== 200 ? `HTTP ${response?.status()}` : text.includes('cmsPage is missing') ? 'cmsPage is missing' : check(text, blocks, images);
      results.push({ flow, ok: !problem, detail: problem ?? `rendered through the CMS layer (${text.length} characters, ${images} images)` });
    } catch (error) {
      results.push({ flow, ok: false, detail: (error as Error).message });
    } finally {
      await context.close();
    }
  }

  async function flow(
    name: string,
    query: Record<string, string>,
    context = undefined as Awaited<ReturnType<Browser['newContext']>> | undefined,
  ): Promise<FlowResult> {
    const own = context ?? (await browser!.newContext());
    const page = await own.newPage();
    page.on('pageerror', (error) => browserErrors.push(`${name}: ${error.message}`));
    try {
      await page.goto(`${APP_URL}/flows?${new URLSearchParams({ flow: name, ...query })}`);
      await page
        .locator('#result')
        .filter({ hasText: /"flow"/ })
        .waitFor({ timeout: 30_000 });
      const result = JSON.parse(await page.locator('#result').innerText()) as FlowResult;
      results.push(result);
      return result;
    } catch (error) {
      const result = { flow: name, ok: false, detail: (error as Error).message };
      results.push(result);
      return result;
    } finally {
      await page.close();
      if (!context) await own.close();
    }
  }

  // What each page must show, read from the engine itself: the listing's first product, the product's name.
  const categoryId = idFor('category:clothing/women');
  const listing = await engine.app.inject({
    method: 'POST',
    url: `/store-api/product-listing/${categoryId}`,
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
    payload: '{"limit":1}',
  });
  const listed = (JSON.parse(listing.body) as { elements: Array<{ translated: { name: string } }> }).elements[0]?.translated.name ?? '?';
  await visit('home page', '/', (text, blocks) => (blocks === 0 || text.trim() === '' ? 'no CMS content' : undefined));
  await visit('category page', `/category/${categoryId}`, (text) => (text.includes(listed) ? undefined : `listing without "${listed}"`));
  await visit('product page', `/product/${product.id}`, (text, _blocks, images) =>
    !text.includes(product.name)
      ? `product name "${product.name}" not shown`
      : !text.includes('Add to cart')
        ? 'no buy box'
        : images === 0
          ? 'no gallery image'
          : undefined,
  );
  // The variant switch: from the variant the parent's detail route shows to another one, by its options.
  const parentRow = await engine.db.query<{ id: string }>(
    `SELECT p.id FROM product p WHERE p.parent_id IS NULL AND p.active AND p.visibility = 30
        AND (SELECT count(*) FROM product v WHERE v.parent_id = p.id AND v.active) >= 2 ORDER BY p.product_number LIMIT 1`,
  );
  const parentId = parentRow[0]?.id ?? '';
  const shown = await engine.app.inject({ method: 'POST', url: `/store-api/product/${parentId}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
  const shownId = (JSON.parse(shown.body) as { product?: { id: string } }).product?.id;
  const [target] = await engine.db.query<{ id: string; option_ids: string[] }>(
    'SELECT id, option_ids FROM product WHERE parent_id = $1 AND active AND id <> $2 ORDER BY product_number DESC LIMIT 1',
    [parentId, shownId ?? ''],
  );
  if (target) await flow('variant', { productId: parentId, options: target.option_ids.join('|'), expected: target.id });
  else results.push({ flow: 'variant', ok: false, detail: 'the demo catalogue has no product with two variants' });
  await flow('lists', {});
  await flow('search', { term });
  await flow('cart', { term });
  const email = `compat-${Date.now()}@example.com`;
  const registered = await flow('register', { email });
  if (registered.ok) {
    const mail = await latestMail(engine.db, email, 'customer.register.double_opt_in');
    const decoded = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /[?&]em=([0-9a-f]+)&(?:amp;)?hash=([0-9a-f]+)/.exec(decoded);
    if (link) await flow('confirm', { em: link[1] ?? '', hash: link[2] ?? '' });
    else results.push({ flow: 'confirm', ok: false, detail: 'no confirmation link in the mail' });
  }
  await flow('login', { email });
  await flow('order', { email, term });
  await flow('account', { email });
  await flow('guestCheckout', { email: `guest-${Date.now()}@example.com`, term });
} finally {
  await browser?.close();
  server?.kill('SIGTERM');
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.flow.padEnd(14)} ${result.detail}`);
console.log(`\nNon-2xx engine calls (${engineCalls.length}):${engineCalls.length ? '\n  ' + engineCalls.join('\n  ') : ' none'}`);
if (browserErrors.length) console.log(`\nBrowser errors (${browserErrors.length}):\n  ${browserErrors.slice(0, 20).join('\n  ')}`);
console.log(`\n${results.length - failed.length}/${results.length} flows pass`);
process.exit(failed.length ? 1 : 0);
