// What search engines and AI agents read (ADR 0052): llms.txt of every market and pages as Markdown, through the production
// build's route table and the session middleware. Plain HTTP: no browser needed.
import { describe, expect, inject, it } from 'vitest';

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
