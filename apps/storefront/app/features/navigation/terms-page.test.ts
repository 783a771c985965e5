import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../../../test/fixtures.ts';
import { toNavigationLinks, type NavigationLink } from './links.ts';
import { DEMO_TERMS_CMS_PAGE_ID, termsPageHref } from './terms-page.ts';

const link = (id: string, overrides: Partial<NavigationLink> = {}): NavigationLink => ({ name: id, href: `/${id}/`, ...overrides });

describe('termsPageHref', () => {
  it('is the engine seed id of the terms layout', () => {
    // The store-api seed derives it with idFor('cms:page:terms'): md5 of the key.
    expect(DEMO_TERMS_CMS_PAGE_ID).toBe(createHash('md5').update('cms:page:terms').digest('hex'));
  });

  it('finds the terms entry by its CMS layout below a footer group, whatever its name', () => {
    const footer = [
      link('service', { href: null, children: [link('contact', { cmsPageId: 'a'.repeat(32) })] }),
      link('legal', {
        href: null,
        children: [link('imprint', { cmsPageId: 'b'.repeat(32) }), link('Regulamin', { href: '/pl-PL/Regulamin/', cmsPageId: DEMO_TERMS_CMS_PAGE_ID })],
      }),
    ];
    expect(termsPageHref(footer)).toBe('/pl-PL/Regulamin/');
  });

  it('is null without such an entry, for a folder or an external link', () => {
    expect(termsPageHref([])).toBeNull();
    expect(termsPageHref([link('terms', { href: null, cmsPageId: DEMO_TERMS_CMS_PAGE_ID })])).toBeNull();
    expect(termsPageHref([link('terms', { href: 'https://example.com/terms', external: true, cmsPageId: DEMO_TERMS_CMS_PAGE_ID })])).toBeNull();
  });

  it('finds nothing in a real Shopware footer (its pages share the default layout)', () => {
    expect(termsPageHref(toNavigationLinks(menuFixture, 'en-GB'))).toBeNull();
  });
});
