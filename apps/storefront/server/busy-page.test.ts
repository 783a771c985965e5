import { describe, expect, it } from 'vitest';
import { busyPage } from './busy-page.ts';

describe('busy page', () => {
  it.each([
    ['en-GB', 'Lots of shoppers right now', '/'],
    ['de-DE', 'Gerade ist viel los', '/testde'],
    ['pl-PL', 'Mamy teraz wielu klientów', '/pl-PL'],
  ] as const)('speaks %s and links home', (locale, title, home) => {
    const html = busyPage(locale, '/Clothing/');
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('<a href="/Clothing/">');
    expect(html).toContain(`<a href="${home}">`);
    expect(html).not.toContain('<script');
  });

  it('escapes the path it links back to', () => {
    const html = busyPage('en-GB', '/search?search="><script>alert(1)</script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/search?search=&quot;&gt;&lt;script&gt;');
  });

  it('offers only the home page after a form post', () => {
    expect(busyPage('en-GB')).not.toContain('Try again');
  });
});
