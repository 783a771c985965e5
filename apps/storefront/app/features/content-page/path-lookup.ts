// How the catch-all page finds what a path means (docs/product-rules.md §2, docs/store-api-behaviour.md §8.2). Pure.
import { getRouteFromPathInfo, isTechnicalPath, normalizePath, type RouteInfoFromPathInfo } from '@shopware/helpers';
import { pageRouteName, ROUTE_NAMES } from '../../lib/store-api/seo-routes.ts';

export type PathLookup =
  | { kind: 'home' }
  | { kind: 'technical'; pathInfo: string; route: RouteInfoFromPathInfo | null }
  /** SEO lookup: `seoPathInfo` has no leading slash; the variant toggles the trailing slash. */
  | { kind: 'seo'; seoPathInfo: string; variant: string }
  | { kind: 'invalid' };

/** Plans the lookup of a path without its locale prefix (percent-encoded, as in the URL). */
export function planPathLookup(barePath: string): PathLookup {
  let path: string;
  try {
    path = decodeURIComponent(barePath);
  } catch {
    return { kind: 'invalid' };
  }
  if (path === '/' || path === '') return { kind: 'home' };
  if (isTechnicalPath(path)) {
    const pathInfo = normalizePath(path);
    return { kind: 'technical', pathInfo, route: getRouteFromPathInfo(pathInfo) };
  }
  const seoPathInfo = path.replace(/^\/+/, '');
  const variant = seoPathInfo.endsWith('/') ? seoPathInfo.replace(/\/+$/, '') : `${seoPathInfo}/`;
  return { kind: 'seo', seoPathInfo, variant };
}

export interface SeoUrlLike {
  seoPathInfo?: string | null;
  routeName?: string | null;
  foreignKey?: string | null;
}

/**
 * The canonical path to 301 to, or null when the request already is canonical. A technical path with
 * an SEO URL and an SEO path spelled differently (e.g. without its trailing slash) both redirect.
 */
export function canonicalRedirectPath(requested: PathLookup, seoUrl: SeoUrlLike | undefined): string | null {
  const seoPathInfo = seoUrl?.seoPathInfo?.replace(/^\/+/, '');
  if (!seoPathInfo) return null;
  const canonical = `/${seoPathInfo}`;
  if (isTechnicalPath(canonical)) return null;
  if (requested.kind === 'technical') return canonical;
  if (requested.kind === 'seo' && requested.seoPathInfo !== seoPathInfo) return canonical;
  return null;
}

/** The page to load for a found SEO URL of either route-name family (or a technical path without one). */
export function routeOf(lookup: PathLookup, seoUrl: SeoUrlLike | undefined): RouteInfoFromPathInfo | null {
  const routeName = pageRouteName(seoUrl?.routeName);
  const foreignKey = seoUrl?.foreignKey;
  if (foreignKey && routeName) return { routeName, foreignKey };
  return lookup.kind === 'technical' ? lookup.route : null;
}

const TECHNICAL_PREFIXES: Readonly<Record<RouteInfoFromPathInfo['routeName'], string>> = {
  [ROUTE_NAMES.navigation]: '/navigation/',
  [ROUTE_NAMES.detail]: '/detail/',
  [ROUTE_NAMES.landing]: '/landingPage/',
};

/** The technical path of a page (`/navigation/{id}`, `/detail/{id}`, `/landingPage/{id}`). */
export function technicalPathOf(route: RouteInfoFromPathInfo): string {
  return `${TECHNICAL_PREFIXES[route.routeName]}${encodeURIComponent(route.foreignKey)}`;
}
