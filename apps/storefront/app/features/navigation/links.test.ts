import type { Schemas } from '../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../../../test/fixtures.ts';
import { categoryHref, toNavigationLinks } from './links.ts';

function category(overrides: Partial<Schemas['Category']>): Schemas['Category'] {
  const base = { id: 'c1', name: 'Name', type: 'page', apiAlias: 'category', children: [], translated: { name: 'Name' } };
  return { ...base, ...overrides } as Schemas['Category'];
}

const seo = (seoPathInfo: string) => [{ seoPathInfo } as Schemas['SeoUrl']];

describe('navigation path resolution', () => {
  it('prefers the SEO path', () => {
    expect(categoryHref(category({ seoUrls: seo('Clothing/Shirts/') }))).toBe('/Clothing/Shirts/');
  });

  it('falls back to the technical path by link type', () => {
    expect(categoryHref(category({ id: 'abc' }))).toBe('/navigation/abc');
    expect(categoryHref(category({ type: 'link', linkType: 'category', internalLink: 'cat1' }))).toBe('/navigation/cat1');
    expect(categoryHref(category({ type: 'link', linkType: 'product', internalLink: 'p1' }))).toBe('/detail/p1');
    expect(categoryHref(category({ type: 'link', linkType: 'landing_page', internalLink: 'l1' }))).toBe('/landingPage/l1');
  });

  it('uses external links as they are and folders as no link', () => {
    expect(categoryHref(category({ type: 'link', linkType: 'external', externalLink: 'https://example.com/' }))).toBe('https://example.com/');
    expect(categoryHref(category({ type: 'folder', seoUrls: seo('Folder/') }))).toBeNull();
    expect(categoryHref(category({ type: 'link', linkType: 'category' }))).toBeNull();
  });

  it('builds localised links from the real navigation tree', () => {
    const links = toNavigationLinks(menuFixture, 'pl-PL');
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ['Shop service', '/pl-PL/Shop-service/'],
      ['Information', '/pl-PL/Information/'],
    ]);
    expect(links[1]?.children?.map((child) => child.name)).toEqual(['General terms & conditions', 'Contact', 'Imprint']);
    expect(links[1]?.children?.[2]?.href).toBe('/pl-PL/Information/Imprint/');
    expect(toNavigationLinks(menuFixture, 'en-GB')[0]?.href).toBe('/Shop-service/');
  });

  it("leaves defaults and entity fields out of the view (it is in every page's hydration data)", () => {
    const [imprint] = toNavigationLinks(menuFixture, 'en-GB')[1]?.children?.slice(2) ?? [];
    expect(imprint).toEqual({ name: 'Imprint', href: '/Information/Imprint/', ...(imprint?.cmsPageId ? { cmsPageId: imprint.cmsPageId } : {}) });
  });

  it('marks external links', () => {
    const [link] = toNavigationLinks([category({ type: 'link', linkType: 'external', externalLink: 'https://example.com/', linkNewTab: true })], 'de-DE');
    expect(link).toMatchObject({ href: 'https://example.com/', external: true, newTab: true });
  });
});
