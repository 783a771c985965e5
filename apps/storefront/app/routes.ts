// The route table: every entry of route-table.ts once per locale prefix ('' for en-GB, pl-PL, testde),
// each with a unique id `<locale>/<name>`.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES, prefixForLocale, type Locale } from './i18n/locales.ts';
import { ACTION_ROUTES, LAYOUT_FILES, PAGE_ROUTES, type LayoutName, type PageRoute } from './route-table.ts';
import { CATALOG_ROUTES, ROOT_RESOURCE_ROUTES } from './route-table.catalog.ts';
import { CART_ROUTES } from './route-table.cart.ts';
import { CHECKOUT_ROUTES } from './route-table.checkout.ts';

function joinPath(prefix: string, path: string): string {
  return [prefix, path].filter(Boolean).join('/');
}

function pageRoute(locale: Locale, page: Pick<PageRoute, 'name' | 'path' | 'file'>): RouteConfigEntry {
  const id = `${locale}/${page.name}`;
  const prefix = prefixForLocale(locale);
  if (page.path === '' && prefix === '') return index(page.file, { id });
  return route(joinPath(prefix, page.path), page.file, { id });
}

function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const layouts = (Object.keys(LAYOUT_FILES) as LayoutName[]).map((name) =>
    layout(
      LAYOUT_FILES[name],
      { id: `${locale}/layout.${name}` },
      PAGE_ROUTES.filter((page) => page.layout === name).map((page) => pageRoute(locale, page)),
    ),
  );
  return [...layouts, ...[...ACTION_ROUTES, ...CATALOG_ROUTES, ...CART_ROUTES, ...CHECKOUT_ROUTES].map((action) => pageRoute(locale, action))];
}

export default [
  ...LOCALES.flatMap(localeRoutes),
  ...ROOT_RESOURCE_ROUTES.map((resource) => route(resource.path, resource.file, { id: resource.name })),
] satisfies RouteConfig;
