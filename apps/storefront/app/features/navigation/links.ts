// Navigation link resolution (docs/product-rules.md §2 "Path resolution"): SEO path if present, otherwise the
// technical path by link type (/navigation, /detail, /landingPage); external links as they are;
// folders are no links at all. Shopware's own helper does the URL part.
import { getCategoryUrl, getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';
import { encodePath } from '../../lib/http/url-path.ts';

/**
 * A navigation entry as the chrome renders it (every page's hydration data carries the tree, so
 * defaults are left out: no `external`, `newTab` or `children` means false and none).
 */
export interface NavigationLink {
  name: string;
  /** Null for folders, which only group their children. */
  href: string | null;
  external?: true;
  newTab?: true;
  /** The entry's CMS layout: lets a feature recognise a shop page (the terms) without its translated name. */
  cmsPageId?: string;
  children?: NavigationLink[];
}

/** React key of an entry among its siblings (names and paths are unique per level). */
export const linkKey = (link: NavigationLink): string => `${link.href ?? ''}|${link.name}`;

type Category = Schemas['Category'];

/** The storefront path (or external URL) of a navigation entry, or null when it is not a link. */
export function categoryHref(category: Category): string | null {
  if (category.type === 'folder') return null;
  if (category.type === 'link' && category.linkType === 'external') return category.externalLink || null;
  if (category.type === 'link' && !category.externalLink && !category.internalLink && !category.seoUrls?.length) return null;
  return getCategoryUrl({
    type: category.type ?? 'page',
    id: category.id,
    ...(category.externalLink ? { externalLink: category.externalLink } : {}),
    ...(category.internalLink ? { internalLink: category.internalLink } : {}),
    ...(category.linkType ? { linkType: category.linkType } : {}),
    ...(category.seoUrls ? { seoUrls: category.seoUrls } : {}),
  });
}

function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** `layouts`: keep each entry's CMS layout id (the footer's: checkout finds the terms page by it). */
function toNavigationLink(category: Category, locale: Locale, layouts = true): NavigationLink {
  const href = categoryHref(category);
  const external = href !== null && isExternalHref(href);
  const children = toNavigationLinks(category.children ?? [], locale, layouts);
  return {
    // Real catalogues carry stray whitespace in names (see the Menu fixture).
    name: getTranslatedProperty(category, 'name').trim(),
    href: href === null || external ? href : localisePath(encodePath(href), locale),
    ...(external ? { external: true } : {}),
    ...(category.linkNewTab ? { newTab: true } : {}),
    ...(layouts && category.cmsPageId ? { cmsPageId: category.cmsPageId } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

export function toNavigationLinks(tree: readonly Category[], locale: Locale, layouts = true): NavigationLink[] {
  return tree.filter((category) => category.visible !== false && category.active !== false).map((category) => toNavigationLink(category, locale, layouts));
}
