// Category entities (apiAlias category) as the Store API sends them.
import type { Queryable } from '../../db/database.ts';
import { entityMeta } from '../serialize.ts';
import type { SerializedSeoUrl } from '../seo/seo-urls.ts';
import { translate, type LanguageChain } from '../translation.ts';
import { memo } from '../../cache-store.ts';
import { CategoryTree, type CategoryRow } from './category-tree.ts';

const CATEGORY_TRANSLATED_FIELDS = [
  'name',
  'description',
  'metaTitle',
  'metaDescription',
  'keywords',
  'externalLink',
  'internalLink',
  'linkType',
  'linkNewTab',
] as const;

/** The whole tree, memoised briefly: it is read on almost every request and changes only by seeding. */
export async function loadCategoryTree(db: Queryable): Promise<CategoryTree> {
  return memo(db, 'category-tree', 30_000, async () => new CategoryTree(await db.query<CategoryRow>('SELECT * FROM category')));
}

export interface CategoryExtras {
  children?: unknown[];
  cmsPage?: unknown;
  media?: unknown;
  seoUrls?: SerializedSeoUrl[];
}

export function serializeCategory(row: CategoryRow, tree: CategoryTree, chain: LanguageChain, extras: CategoryExtras = {}) {
  const translated = translate(row.translations, chain, [...CATEGORY_TRANSLATED_FIELDS, 'slotConfig']);
  const breadcrumb = tree.lineage(row.id).map((item) => String(translate(item.translations, chain, ['name']).name ?? ''));
  const children = tree.childrenOf(row.id);
  const { slotConfig: _slotConfig, ...fields } = translated;
  return {
    id: row.id,
    parentId: row.parent_id,
    afterCategoryId: row.after_category_id,
    mediaId: row.media_id,
    ...fields,
    name: String(fields.name ?? ''),
    breadcrumb,
    path: row.path,
    level: row.level,
    active: row.active,
    visible: row.visible,
    childCount: children.length,
    visibleChildCount: children.filter((child) => child.visible && child.active).length,
    displayNestedProducts: row.display_nested_products,
    type: row.type,
    productAssignmentType: row.product_assignment_type,
    linkType: row.link_type ?? fields.linkType,
    linkNewTab: row.link_new_tab,
    cmsPageId: row.cms_page_id,
    cmsPageIdSwitched: false,
    children: extras.children ?? [],
    media: extras.media,
    cmsPage: extras.cmsPage,
    seoUrls: extras.seoUrls,
    translated: { ...fields, breadcrumb, customFields: {} },
    ...entityMeta(row, 'category'),
  };
}

export function categorySlotConfig(row: CategoryRow, chain: LanguageChain): Record<string, unknown> | undefined {
  const value = translate(row.translations, chain, ['slotConfig']).slotConfig;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}
