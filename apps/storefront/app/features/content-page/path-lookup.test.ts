import { describe, expect, it } from 'vitest';
import { canonicalRedirectPath, planPathLookup, routeOf } from './path-lookup.ts';

describe('catch-all path lookup', () => {
  it('treats / as the home category', () => {
    expect(planPathLookup('/')).toEqual({ kind: 'home' });
  });

  it('recognises technical paths', () => {
    expect(planPathLookup('/navigation/abc123/')).toEqual({
      kind: 'technical',
      pathInfo: '/navigation/abc123',
      route: { routeName: 'frontend.navigation.page', foreignKey: 'abc123' },
    });
    expect(planPathLookup('/detail/p1')).toMatchObject({ route: { routeName: 'frontend.detail.page', foreignKey: 'p1' } });
    expect(planPathLookup('/landingPage/l1')).toMatchObject({ route: { routeName: 'frontend.landing.page', foreignKey: 'l1' } });
    expect(planPathLookup('/detail/p1/extra')).toMatchObject({ kind: 'technical', route: null });
  });

  it('looks SEO paths up without the leading slash, decoded, with a trailing-slash variant', () => {
    expect(planPathLookup('/Clothing/Shirts/')).toEqual({ kind: 'seo', seoPathInfo: 'Clothing/Shirts/', variant: 'Clothing/Shirts' });
    expect(planPathLookup('/Odzie%C5%BC')).toEqual({ kind: 'seo', seoPathInfo: 'Odzież', variant: 'Odzież/' });
    expect(planPathLookup('/%E0%A4%A')).toEqual({ kind: 'invalid' });
  });

  it('redirects technical and misspelt paths to the canonical SEO path', () => {
    const seoUrl = { seoPathInfo: 'Clothing/Shirts/', routeName: 'frontend.navigation.page', foreignKey: 'c1' };
    expect(canonicalRedirectPath(planPathLookup('/navigation/c1'), seoUrl)).toBe('/Clothing/Shirts/');
    expect(canonicalRedirectPath(planPathLookup('/Clothing/Shirts'), seoUrl)).toBe('/Clothing/Shirts/');
    expect(canonicalRedirectPath(planPathLookup('/Clothing/Shirts/'), seoUrl)).toBeNull();
    expect(canonicalRedirectPath(planPathLookup('/navigation/c1'), undefined)).toBeNull();
    expect(canonicalRedirectPath(planPathLookup('/navigation/c1'), { seoPathInfo: 'navigation/c1' })).toBeNull();
  });

  it('takes the page to load from the SEO URL, else from the technical path', () => {
    expect(routeOf(planPathLookup('/Summer'), { routeName: 'frontend.landing.page', foreignKey: 'l1' })).toEqual({
      routeName: 'frontend.landing.page',
      foreignKey: 'l1',
    });
    expect(routeOf(planPathLookup('/detail/p9'), undefined)).toEqual({ routeName: 'frontend.detail.page', foreignKey: 'p9' });
    expect(routeOf(planPathLookup('/nothing'), undefined)).toBeNull();
  });

  it('takes a headless channel’s route names for the storefront’s', () => {
    expect(routeOf(planPathLookup('/Shirt/SW1'), { routeName: 'store-api.product.detail', foreignKey: 'p1' })).toEqual({
      routeName: 'frontend.detail.page',
      foreignKey: 'p1',
    });
    expect(routeOf(planPathLookup('/Clothing/'), { routeName: 'store-api.category.detail', foreignKey: 'c1' })?.routeName).toBe('frontend.navigation.page');
    expect(routeOf(planPathLookup('/Summer'), { routeName: 'store-api.landing-page.detail', foreignKey: 'l1' })?.routeName).toBe('frontend.landing.page');
    expect(routeOf(planPathLookup('/Register'), { routeName: 'store-api.customer-group-registration', foreignKey: 'g1' })).toBeNull();
  });
});
