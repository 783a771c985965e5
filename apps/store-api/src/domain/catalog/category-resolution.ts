// Which category a navigation id names, whether a shopper may open it and which CMS page shows it
// (Shopware's NavigationRoute and CategoryRoute, docs/store-api-behaviour.md §2.1). Pure: callers load the tree.
import { errors } from '../errors.ts';
import { requireUuid } from '../ids.ts';
import type { SalesChannelRow } from '../system/rows.ts';
import type { CategoryRow, CategoryTree, NavigationNode } from './category-tree.ts';

type ChannelRoots = Pick<SalesChannelRow, 'navigation_category_id' | 'footer_category_id' | 'service_category_id'>;

/** The sales channel's navigation, footer and service roots (Shopware's breadcrumb entry points). */
export function entryPoints(channel: ChannelRoots): string[] {
  return [channel.navigation_category_id, channel.footer_category_id, channel.service_category_id].filter((id): id is string => Boolean(id));
}

const NAVIGATION_ALIASES = {
  'main-navigation': 'navigation_category_id',
  'footer-navigation': 'footer_category_id',
  'service-navigation': 'service_category_id',
} as const;

/** An id of /navigation/{activeId}/{rootId}: an alias names one of the channel's roots (null when it has none); anything else must be a Shopware id. */
export function navigationCategoryId(value: string, channel: ChannelRoots): string | null {
  return isNavigationAlias(value) ? channel[NAVIGATION_ALIASES[value]] : requireUuid(value);
}

// Own keys only: `constructor` or `toString` are no aliases but would be found on the prototype.
function isNavigationAlias(value: string): value is keyof typeof NAVIGATION_ALIASES {
  return Object.hasOwn(NAVIGATION_ALIASES, value);
}

/** The navigation below `rootId` with `activeId` opened, as a tree and flattened (parents first); an unknown root, else an unknown active id, is CONTENT__CATEGORY_NOT_FOUND. */
export function navigationOf(tree: CategoryTree, rootId: string, activeId: string, depth: number): { nodes: NavigationNode[]; flat: NavigationNode[] } {
  const root = tree.byId.get(rootId);
  if (!root || !tree.byId.has(activeId)) throw errors.categoryNotFound(root ? activeId : rootId);
  const nodes = tree.navigation(rootId, activeId, depth);
  const flat: NavigationNode[] = [];
  const collect = (list: NavigationNode[]) => list.forEach((node) => (flat.push(node), collect(node.children)));
  collect(nodes);
  return { nodes, flat };
}

/** The category id /category/{navigationId} asks for: `home` is the channel's navigation root. */
export function categoryIdOf(navigationId: string, channel: ChannelRoots): string {
  return navigationId === 'home' ? channel.navigation_category_id : requireUuid(navigationId);
}

/**
 * The category /category shows: active, below one of the channel's entry points, and a page of its own
 * (a folder or a link has none); anything else is CONTENT__CATEGORY_NOT_FOUND under the id as asked.
 */
export function shownCategory(tree: CategoryTree, id: string, channel: ChannelRoots, asked: string): CategoryRow {
  const row = tree.byId.get(id);
  const reachable = row && entryPoints(channel).some((entry) => tree.isDescendantOf(id, entry));
  if (!row || !row.active || !reachable || row.type === 'folder' || row.type === 'link') throw errors.categoryNotFound(asked);
  return row;
}

/** The CMS page a category shows: the home (the channel's navigation root) shows the channel's home layout when it has one. */
export function categoryCmsPageId(row: CategoryRow, channel: Pick<SalesChannelRow, 'navigation_category_id' | 'home_cms_page_id'>): string | null {
  const isHome = row.id === channel.navigation_category_id;
  return isHome && channel.home_cms_page_id ? channel.home_cms_page_id : row.cms_page_id;
}
