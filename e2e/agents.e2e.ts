// What search engines and AI agents read (ADR 0052): llms.txt of every market, pages as Markdown and the product
// feed, through the production build's route table and the session middleware, and the MCP server through the
// official SDK's client. Plain HTTP; the feed is parsed by Chromium's XML parser.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const storefrontUrl = inject('storefrontUrl');

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${storefrontUrl}${path}`, { headers, redirect: 'manual' });

describe('llms.txt', () => {
  it('lists the market’s categories, key pages and machine endpoints as absolute Markdown links', async () => {
    const response = await get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const text = await response.text();
    expect(text).toMatch(/^# Aisle\n\n> /);
    expect(text).toContain(`- [Clothing](${storefrontUrl}/Clothing/)`);
    expect(text).toContain(`(${storefrontUrl}/feeds/products.xml)`);
    expect(text).toContain(`(${storefrontUrl}/mcp)`);
    expect(text).toContain(`- [Polski](${storefrontUrl}/pl-PL/llms.txt)`);
  });

  it('speaks the market’s language under its prefix', async () => {
    const text = await (await get('/pl-PL/llms.txt')).text();
    expect(text).toContain(`- [Odzież](${storefrontUrl}/pl-PL/Odziez/)`);
    expect(text).toContain(`(${storefrontUrl}/pl-PL/feeds/products.xml)`);
  });
});

describe('pages as Markdown', () => {
  const markdown = { accept: 'text/markdown' };

  it('answers a category with its products, prices and links, cached apart from its HTML', async () => {
    // Markdown first: the shared page cache must not hand this copy to a browser afterwards.
    const first = await get('/Clothing/Women/', markdown);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(first.headers.get('vary')).toMatch(/\bAccept\b/);
    const text = await first.text();
    expect(text).toMatch(/^# Women\n/);
    expect(text).toMatch(new RegExp(`\\n- \\[[^\\]]+\\]\\(${storefrontUrl}/[^)]+\\): (from )?€\\d+\\.\\d\\d`));
    expect(text).toContain(`[Next](${storefrontUrl}/Clothing/Women/?p=2)`);
    expect((await get('/Clothing/Women/', markdown)).headers.get('x-aisle-cache')).toBe('hit');

    const html = await get('/Clothing/Women/', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it('answers a product with price, availability and description, in the market’s language and currency', async () => {
    const category = await (await get('/Clothing/Women/', markdown)).text();
    const href = /\n- \[[^\]]+\]\(([^)]+)\)/.exec(category)?.[1] ?? '';
    const text = await (await get(new URL(href).pathname, markdown)).text();
    expect(text).toMatch(/^# .+\n\n\[Clothing\]/);
    expect(text).toMatch(/\n- Price: (from )?€\d+\.\d\d/);
    expect(text).toMatch(/\n- (In stock|Sold out)/);

    const polish = await (await get('/pl-PL/Odziez/Damskie/', markdown)).text();
    expect(polish).toMatch(/\d+,\d\d\s?€|€\s?\d+,\d\d/);
  });

  it('answers a missing page with a Markdown 404', async () => {
    const response = await get('/no-such-page-anywhere', markdown);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
  });
});

describe('Google Merchant Center feed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  interface ParsedFeed {
    error: string | null;
    items: Array<Record<string, string>>;
  }

  /** The feed through a real XML parser (Chromium's DOMParser): every item's fields by name. */
  async function parseFeed(xml: string): Promise<ParsedFeed> {
    const page = await browser.newPage();
    try {
      return await page.evaluate((text): ParsedFeed => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.querySelector('parsererror')?.textContent ?? null;
        const items = [...doc.getElementsByTagName('item')].map((item) =>
          Object.fromEntries(
            [...item.children].map((child) => [
              child.namespaceURI === 'http://base.google.com/ns/1.0' ? `g:${child.localName}` : child.localName,
              child.textContent ?? '',
            ]),
          ),
        );
        return { error, items };
      }, xml);
    } finally {
      await page.close();
    }
  }

  it('is valid RSS with every required field on every item of the demo catalogue', async () => {
    const response = await get('/feeds/products.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/\bpublic\b/);
    const { error, items } = await parseFeed(await response.text());
    expect(error).toBeNull();
    expect(items.length).toBeGreaterThan(200);
    const required = ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:price', 'g:availability', 'g:brand'];
    for (const item of items) {
      for (const name of required) expect(item[name], `${item['g:id']}: ${name}`).toBeTruthy();
      expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
      expect(item.link?.startsWith(`${storefrontUrl}/`)).toBe(true);
      const sale = item['g:sale_price'];
      if (sale) expect(Number.parseFloat(sale)).toBeLessThan(Number.parseFloat(item['g:price'] ?? ''));
    }
    expect(new Set(items.map((item) => item['g:id'])).size).toBe(items.length);
    expect(items.some((item) => item['g:item_group_id'])).toBe(true);
    // An item's link opens its product page.
    expect((await get(new URL(items[0]?.link ?? '').pathname)).status).toBe(200);
  });

  it('speaks the market’s language under its prefix', async () => {
    const { error, items } = await parseFeed(await (await get('/pl-PL/feeds/products.xml')).text());
    expect(error).toBeNull();
    expect(items[0]?.link?.startsWith(`${storefrontUrl}/pl-PL/`)).toBe(true);
  });
});

describe('MCP server', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'aisle-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${storefrontUrl}/mcp`)));
  });
  afterAll(async () => {
    await client?.close();
  });

  const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => {
    const [first] = result.content as Array<{ type: string; text?: string }>;
    return first?.text ?? '';
  };

  it('initializes, lists its tools and finds products', async () => {
    expect(client.getServerVersion()?.name).toBe('Aisle shop');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add_to_cart', 'get_product', 'list_categories', 'search_products']);
    expect(tools.every((tool) => !/account|customer|order/i.test(tool.name))).toBe(true);

    const found = JSON.parse(textOf(await client.callTool({ name: 'search_products', arguments: { query: 'shirt', limit: 5 } }))) as {
      total: number;
      products: Array<{ id: string; name: string; price: string; url: string }>;
    };
    expect(found.total).toBeGreaterThan(0);
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products[0]?.price).toMatch(/€\d+\.\d\d/);
    expect(found.products[0]?.url.startsWith(`${storefrontUrl}/`)).toBe(true);

    const product = textOf(await client.callTool({ name: 'get_product', arguments: { productId: found.products[0]!.id } }));
    expect(product).toContain(`# ${found.products[0]!.name}`);
  });

  it('fills a cart whose link opens it in the shop, without handing over its session', async () => {
    const found = JSON.parse(textOf(await client.callTool({ name: 'search_products', arguments: { query: 'bottle', limit: 24 } }))) as {
      products: Array<{ id: string; available: boolean; hasVariants: boolean }>;
    };
    const buyable = found.products.find((product) => product.available && !product.hasVariants);
    expect(buyable).toBeDefined();
    const cart = JSON.parse(textOf(await client.callTool({ name: 'add_to_cart', arguments: { items: [{ productId: buyable!.id, quantity: 2 }] } }))) as {
      lineItems: Array<{ productId?: string; quantity: number }>;
      cartLink: string;
    };
    expect(cart.lineItems.find((line) => line.productId === buyable!.id)?.quantity).toBe(2);

    const opened = await fetch(cart.cartLink, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const cookies = opened.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const token = cookies.find((cookie) => cookie.startsWith('sw-context-token='));
    expect(token).toBeDefined();
    // The shopper's own context: the link carried the agent's token sealed, and it is not the one handed out.
    expect(cart.cartLink).not.toContain(token!.split('=')[1]!);
    const page = await (await get('/checkout/cart', { cookie: cookies.join('; ') })).text();
    expect(page).toContain(`value="2"`);

    const forged = await fetch(`${cart.cartLink.slice(0, -4)}AAAA`, { redirect: 'manual' });
    expect(forged.status).toBe(303);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });

  // Last: it spends this address's allowance for the minute.
  it('refuses a client beyond 60 calls a minute with 429 and Retry-After, and a foreign origin with 403', async () => {
    const call = (headers: Record<string, string> = {}) =>
      fetch(`${storefrontUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    expect((await call({ origin: 'http://evil.example' })).status).toBe(403);
    const statuses = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await call()).status);
    expect(statuses).toContain(429);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
