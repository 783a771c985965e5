// The route table: every page and resource of route-table.ts (and the merchant's pages of merchant/routes.ts) twice — without a prefix (ids `default/<name>`,
// the market whose prefix is '') and under a dynamic first segment (ids `market/<name>`, path
// `:market/…`) that serves every other market's prefix. The markets come from the merchant's
// configuration at start, not from the build (ADR 0041): the session middleware checks the segment
// against them (i18n/route-scope.ts), and the locale of a request is always read from its URL.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { MARKET_PARAM, ROUTE_SCOPES, type RouteScope } from './i18n/route-scope.ts';
import { LAYOUT_FILES, PAGE_ROUTES, RESOURCE_ROUTES, ROOT_RESOURCE_ROUTES, type LayoutName, type PageRoute } from './route-table.ts';
import merchantPages from '../merchant/routes.ts';

/**
 * The merchant's own pages (merchant/routes.ts) beside the storefront's, before the catch-all content page;
 * a name or path the storefront has already stops the build (its page would be unreachable or replace one).
 */
export function withMerchantPages(pages: readonly PageRoute[], own: readonly PageRoute[]): PageRoute[] {
  const names = new Set([...pages, ...RESOURCE_ROUTES, ...ROOT_RESOURCE_ROUTES].map((page) => page.name));
  const paths = new Set([...pages, ...RESOURCE_ROUTES].map((page) => page.path));
  for (const page of own) {
    if (names.has(page.name)) throw new Error(`merchant/routes.ts: the name ${JSON.stringify(page.name)} is the storefront's already`);
    if (paths.has(page.path)) throw new Error(`merchant/routes.ts: the path ${JSON.stringify(page.path)} is the storefront's already`);
    names.add(page.name);
    paths.add(page.path);
  }
  const catchAll = pages.findIndex((page) => page.path === '*');
  return catchAll === -1 ? [...pages, ...own] : [...pages.slice(0, catchAll), ...own, ...pages.slice(catchAll)];
}

const ALL_PAGES = withMerchantPages(
  PAGE_ROUTES,
  merchantPages.map(({ name, path, file, layout }) => ({ name, path, file: `../merchant/${file}`, layout })),
);

function joinPath(prefix: string, path: string): string {
  return [prefix, path].filter(Boolean).join('/');
}

function pageRoute(scope: RouteScope, page: Pick<PageRoute, 'name' | 'path' | 'file'>): RouteConfigEntry {
  const id = `${scope}/${page.name}`;
  if (page.path === '' && scope === 'default') return index(page.file, { id });
  return route(joinPath(scope === 'market' ? `:${MARKET_PARAM}` : '', page.path), page.file, { id });
}

function scopeRoutes(scope: RouteScope): RouteConfigEntry[] {
  const layouts = (Object.keys(LAYOUT_FILES) as LayoutName[]).map((name) =>
    layout(
      LAYOUT_FILES[name],
      { id: `${scope}/layout.${name}` },
      ALL_PAGES.filter((page) => page.layout === name).map((page) => pageRoute(scope, page)),
    ),
  );
  return [...layouts, ...RESOURCE_ROUTES.map((resource) => pageRoute(scope, resource))];
}

export default [
  ...ROUTE_SCOPES.flatMap(scopeRoutes),
  ...ROOT_RESOURCE_ROUTES.map((resource) => route(resource.path, resource.file, { id: resource.name })),
] satisfies RouteConfig;
