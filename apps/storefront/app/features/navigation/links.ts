// Navigation link resolution (spec §2 "Path resolution"): SEO path if present, otherwise the
// technical path by link type (/navigation, /detail, /landingPage); external links as they are;
// folders are no links at all. Shopware's own helper does the URL part.
import { getCategoryUrl, getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';
import { encodePath } from '../../lib/http/url-path.ts';

export interface NavigationLink {
  id: string;
  name: string;
  /** Null for folders, which only group their children. */
  href: string | null;
  external: boolean;
  newTab: boolean;
  /** The entry's CMS layout: lets a feature recognise a shop page (the terms) without its translated name. */
  cmsPageId?: string;
  children: NavigationLink[];
}

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

function toNavigationLink(category: Category, locale: Locale): NavigationLink {
  const href = categoryHref(category);
  const external = href !== null && isExternalHref(href);
  return {
    id: category.id,
    // Real catalogues carry stray whitespace in names (see the Menu fixture).
    name: getTranslatedProperty(category, 'name').trim(),
    href: href === null || external ? href : localisePath(encodePath(href), locale),
    external,
    newTab: Boolean(category.linkNewTab),
    ...(category.cmsPageId ? { cmsPageId: category.cmsPageId } : {}),
    children: (category.children ?? []).filter((child) => child.visible !== false && child.active !== false).map((child) => toNavigationLink(child, locale)),
  };
}

export function toNavigationLinks(tree: readonly Category[], locale: Locale): NavigationLink[] {
  return tree.filter((category) => category.visible !== false && category.active !== false).map((category) => toNavigationLink(category, locale));
}
