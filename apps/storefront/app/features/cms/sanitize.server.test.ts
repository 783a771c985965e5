import { describe, expect, it } from 'vitest';
import { categoryFixture } from '../../../test/fixtures.ts';
import { sanitizeCmsHtml, sanitizeCmsPage } from './sanitize.server.ts';

describe('CMS HTML sanitising', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = '<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://a.test/i.png" onerror="y()">';
    const clean = sanitizeCmsHtml(html);
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<img src="https://a.test/i.png" />');
  });

  it('turns CMS h1 headings into h2, as the page has its own h1', () => {
    expect(sanitizeCmsHtml('<h1 class="x">Big</h1>')).toBe('<h2 class="x">Big</h2>');
  });

  it('protects the opener of new-tab links', () => {
    expect(sanitizeCmsHtml('<a href="https://a.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('keeps site-absolute links in the page locale', () => {
    expect(sanitizeCmsHtml('<a href="/navigation/abc">x</a>', 'pl-PL')).toBe('<a href="/pl-PL/navigation/abc">x</a>');
    expect(sanitizeCmsHtml('<a href="https://a.test/x">x</a>', 'pl-PL')).toBe('<a href="https://a.test/x">x</a>');
  });

  it('lets links look like buttons with the button classes only', () => {
    expect(sanitizeCmsHtml('<a class="btn btn-primary evil" href="/Clothing/">Shop</a>')).toBe('<a class="btn btn-primary" href="/Clothing/">Shop</a>');
    expect(sanitizeCmsHtml('<a class="btn-secondary" href="/x">x</a>')).toBe('<a class="btn-secondary" href="/x">x</a>');
  });

  it('keeps the content of the real CMS page', () => {
    const page = categoryFixture.cmsPage;
    if (!page) throw new Error('fixture has no CMS page');
    const sanitized = sanitizeCmsPage(page);
    const text = sanitized.sections[0]?.blocks[0]?.slots.find((slot) => slot.type === 'text');
    expect(JSON.stringify(text?.data)).toContain('Fresh ideas for');
  });
});
