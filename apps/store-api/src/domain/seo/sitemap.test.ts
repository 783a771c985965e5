import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists the home page and every path as an absolute, encoded URL', () => {
    const xml = sitemapXml('http://shop.test/pl-PL/', [{ path: 'Odzież/Damskie/', lastmod: '2026-11-22' }]);
    expect(xml).toContain('<url><loc>http://shop.test/pl-PL/</loc></url>');
    expect(xml).toContain('<loc>http://shop.test/pl-PL/Odzie%C5%BC/Damskie/</loc><lastmod>2026-11-22</lastmod>');
  });

  it('escapes XML characters that URL encoding leaves alone', () => {
    // encodeURIComponent keeps ' (and a domain URL may hold &), so only XML escaping makes these safe.
    const xml = sitemapXml('http://shop.test/a&b', [{ path: "Men's & more", lastmod: '2026-11-22' }]);
    expect(xml).toContain('<url><loc>http://shop.test/a&amp;b/</loc></url>');
    expect(xml).toContain('<loc>http://shop.test/a&amp;b/Men&apos;s%20%26%20more</loc>');
    expect(xml).not.toMatch(/&(?!amp;|apos;)/);
    expect(xml).not.toContain("'");
  });
});
