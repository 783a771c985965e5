import { describe, expect, it } from 'vitest';
import { pageRouteName, REGISTRATION_ROUTE_NAME, ROUTE_NAMES, routeNameFilter } from './seo-routes.ts';

describe('SEO URL route names', () => {
  it('maps both families to the storefront route names', () => {
    expect(pageRouteName('frontend.detail.page')).toBe(ROUTE_NAMES.detail);
    expect(pageRouteName('store-api.product.detail')).toBe(ROUTE_NAMES.detail);
    expect(pageRouteName('store-api.category.detail')).toBe(ROUTE_NAMES.navigation);
    expect(pageRouteName('frontend.navigation.page')).toBe(ROUTE_NAMES.navigation);
    expect(pageRouteName('store-api.landing-page.detail')).toBe(ROUTE_NAMES.landing);
    expect(pageRouteName('frontend.landing.page')).toBe(ROUTE_NAMES.landing);
  });

  it('knows no other route as a page', () => {
    expect(pageRouteName(REGISTRATION_ROUTE_NAME)).toBeUndefined();
    expect(pageRouteName('store-api.product.listing')).toBeUndefined();
    expect(pageRouteName('constructor')).toBeUndefined();
    expect(pageRouteName(null)).toBeUndefined();
  });

  it('asks for both families', () => {
    expect(routeNameFilter(ROUTE_NAMES.detail)).toEqual({
      type: 'equalsAny',
      field: 'routeName',
      value: ['frontend.detail.page', 'store-api.product.detail'],
    });
    expect(routeNameFilter(REGISTRATION_ROUTE_NAME).value).toEqual([REGISTRATION_ROUTE_NAME, 'store-api.customer-group-registration']);
  });
});
