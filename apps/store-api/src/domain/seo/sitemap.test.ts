import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists the home page and every path as an absolute, encoded URL', () => {
    const xml = sitemapXml('http://shop.test/pl-PL/', [{ path: 'Odzież/Damskie/', lastmod: '2026-11-22' }]);
    expect(xml).toContain('<url><loc>http://shop.test/pl-PL/</loc></url>');
    expect(xml).toContain('<loc>http://shop.test/pl-PL/Odzie%C5%BC/Damskie/</loc><lastmod>2026-11-22</lastmod>');
  });

  it('escapes XML characters', () => {
    expect(sitemapXml('http://shop.test', [{ path: "a&b'", lastmod: 'x' }])).toContain('a%26b');
  });
});
