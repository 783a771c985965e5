// The route table: every page and resource of route-table.ts twice — without a prefix (ids `default/<name>`,
// the market whose prefix is '') and under a dynamic first segment (ids `market/<name>`, path
// `:market/…`) that serves every other market's prefix. The markets come from the merchant's
// configuration at start, not from the build (ADR 0041): the session middleware checks the segment
// against them (i18n/route-scope.ts), and the locale of a request is always read from its URL.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { MARKET_PARAM, ROUTE_SCOPES, type RouteScope } from './i18n/route-scope.ts';
import { LAYOUT_FILES, PAGE_ROUTES, RESOURCE_ROUTES, ROOT_RESOURCE_ROUTES, type LayoutName, type PageRoute } from './route-table.ts';

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
      PAGE_ROUTES.filter((page) => page.layout === name).map((page) => pageRoute(scope, page)),
    ),
  );
  return [...layouts, ...RESOURCE_ROUTES.map((resource) => pageRoute(scope, resource))];
}

export default [
  ...ROUTE_SCOPES.flatMap(scopeRoutes),
  ...ROOT_RESOURCE_ROUTES.map((resource) => route(resource.path, resource.file, { id: resource.name })),
] satisfies RouteConfig;
