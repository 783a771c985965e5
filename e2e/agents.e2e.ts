// What search engines and AI agents read (ADR 0052): llms.txt of every market, through the production
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
