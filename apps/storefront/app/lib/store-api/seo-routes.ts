// The route names of SEO URLs, in one place. A storefront-type sales channel writes them against the Twig
// storefront's routes (`frontend.*`); a headless (API type) one, since Shopware 6.7.14, against the Store
// API's (`store-api.*`). Aisle runs on either: what it reads is mapped to the storefront names, what it
// asks for names both (docs/store-api-behaviour.md, "SEO URLs").
import type { RouteInfoFromPathInfo } from '@shopware/helpers';

/** The pages an SEO URL leads to, by their storefront route name. */
export type PageRouteName = RouteInfoFromPathInfo['routeName'];

export const ROUTE_NAMES = {
  navigation: 'frontend.navigation.page',
  detail: 'frontend.detail.page',
  landing: 'frontend.landing.page',
} as const satisfies Record<string, PageRouteName>;

/** A customer group's registration page: not a catalogue page, found through /seo-url too. */
export const REGISTRATION_ROUTE_NAME = 'frontend.account.customer-group-registration.page';

type KnownRouteName = PageRouteName | typeof REGISTRATION_ROUTE_NAME;

const HEADLESS: Readonly<Record<KnownRouteName, string>> = {
  [ROUTE_NAMES.navigation]: 'store-api.category.detail',
  [ROUTE_NAMES.detail]: 'store-api.product.detail',
  [ROUTE_NAMES.landing]: 'store-api.landing-page.detail',
  // Proposed for headless channels; no Shopware release writes it yet.
  [REGISTRATION_ROUTE_NAME]: 'store-api.customer-group-registration',
};

const PAGES = new Map<string, PageRouteName>(
  Object.values(ROUTE_NAMES).flatMap((name): Array<[string, PageRouteName]> => [
    [name, name],
    [HEADLESS[name], name],
  ]),
);

/** The storefront route name of a page's route name of either family; undefined for anything else. */
export function pageRouteName(routeName: string | null | undefined): PageRouteName | undefined {
  return routeName ? PAGES.get(routeName) : undefined;
}

/** A criteria filter on the route name that matches both families (POST /seo-url). */
export function routeNameFilter(routeName: KnownRouteName): { type: 'equalsAny'; field: 'routeName'; value: string[] } {
  return { type: 'equalsAny', field: 'routeName', value: [routeName, HEADLESS[routeName]] };
}
