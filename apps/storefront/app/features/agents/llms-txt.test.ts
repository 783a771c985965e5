import { describe, expect, it } from 'vitest';
import { llmsTxt, type LlmsTxtInput } from './llms-txt.ts';
import { absoluteUrl, mdLink, mdText } from './markdown-text.ts';

const input: LlmsTxtInput = {
  shopName: 'Aisle',
  summary: 'Aisle – a fast, accessible online shop.',
  market: 'English (en-GB), prices in EUR',
  markdown: true,
  categories: [{ name: 'Clothing', href: 'https://shop.test/Clothing/', children: [{ name: 'Women [new]', href: 'https://shop.test/Clothing/Women (all)/' }] }],
  pages: [{ name: 'Search', href: 'https://shop.test/search?search=', note: 'append the search term' }],
  machine: [{ name: 'MCP server', href: 'https://shop.test/mcp' }],
  otherMarkets: [{ name: 'Polski', href: 'https://shop.test/pl-PL/llms.txt' }],
};

describe('llms.txt', () => {
  it('is an H1 with the shop, a summary quote and sections of link lists', () => {
    const text = llmsTxt(input);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Aisle');
    expect(lines[2]).toBe('> Aisle – a fast, accessible online shop.');
    expect(text).toContain('Every page answers as Markdown');
    expect(text).toContain('## Categories\n\n- [Clothing](https://shop.test/Clothing/)\n  - [Women \\[new\\]](https://shop.test/Clothing/Women%20%28all%29/)');
    expect(text).toContain('## Key pages\n\n- [Search](https://shop.test/search?search=): append the search term');
    expect(text).toContain('## For agents\n\n- [MCP server](https://shop.test/mcp)');
    expect(text).toContain('## Other languages\n\n- [Polski](https://shop.test/pl-PL/llms.txt)');
  });

  it('leaves out empty sections and the Markdown line when pages have no Markdown', () => {
    const text = llmsTxt({ ...input, markdown: false, otherMarkets: [], categories: [] });
    expect(text).not.toContain('## Other languages');
    expect(text).not.toContain('## Categories');
    expect(text).not.toContain('Markdown');
  });
});

describe('Markdown text', () => {
  it('escapes inline syntax and keeps one line', () => {
    expect(mdText('*Big*  [sale]\n<b>now</b> (50%)')).toBe('\\*Big\\* \\[sale\\] \\<b\\>now\\</b\\> (50%)');
    expect(mdLink('a', null)).toBe('a');
  });

  it('makes site paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://shop.test', '/pl-PL/x')).toBe('https://shop.test/pl-PL/x');
    expect(absoluteUrl('https://shop.test', 'https://other.test/y')).toBe('https://other.test/y');
  });
});
