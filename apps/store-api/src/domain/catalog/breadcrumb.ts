// Shopware's CategoryBreadcrumbBuilder: the breadcrumb of a category, or of a product through the
// category it is shown in (the referrer when assigned, else its first active category below an
// entry point of the sales channel).
import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../context/session.ts';
import { canonicalSeoUrls } from '../seo/seo-urls.ts';
import { translate } from '../translation.ts';
import { loadCategoryTree } from './categories.ts';
import type { CategoryTree } from './category-tree.ts';
import { entryPoints } from './category-resolution.ts';
import { VISIBILITY } from './products/product-listing.ts';

/**
 * BreadcrumbRoute::tryToGetCategoriesFromProductOrCategory: `type` product (the default) tries the id
 * as a visible product first, else as a category. `undefined` = a product without a category in the
 * sales channel (Shopware's categoryNotFoundForProduct, answered 204).
 */
export async function breadcrumbOf(db: Queryable, ctx: RequestContext, id: string, type: unknown, referrerCategoryId: unknown) {
  const tree = await loadCategoryTree(db);
  if (type === 'category') return categoryBreadcrumb(db, tree, id, ctx);
  const product = await productCategories(db, id);
  if (!product) return categoryBreadcrumb(db, tree, id, ctx);
  const categoryId = productCategory(tree, product, ctx, referrerCategoryId);
  return categoryId ? categoryBreadcrumb(db, tree, categoryId, ctx) : undefined;
}

/** The product's own category ids (a variant without its own inherits its parent's), if it is visible. */
async function productCategories(db: Queryable, productId: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ category_ids: string[] }>(
    `SELECT CASE WHEN cardinality(p.category_ids) > 0 THEN p.category_ids ELSE coalesce(parent.category_ids, '{}') END AS category_ids
       FROM product p LEFT JOIN product parent ON parent.id = p.parent_id
      WHERE p.id = $1 AND p.active AND p.visibility >= $2 AND (parent.id IS NULL OR (parent.active AND parent.visibility >= $2))`,
    [productId, VISIBILITY.link],
  );
  return row?.category_ids;
}

/**
 * CategoryBreadcrumbBuilder::getCategoryForProduct: the referrer when the product is assigned to it,
 * else the product's first active category below one of the sales channel's entry points.
 */
function productCategory(tree: CategoryTree, categoryIds: string[], ctx: RequestContext, referrer: unknown): string | undefined {
  if (typeof referrer === 'string' && categoryIds.includes(referrer) && tree.byId.has(referrer)) return referrer;
  const roots = entryPoints(ctx.salesChannel);
  return categoryIds.find((id) => tree.byId.get(id)?.active && roots.some((root) => root !== id && tree.isDescendantOf(id, root)));
}

/** CategoryBreadcrumbBuilder::getCategoryBreadcrumbUrls: the lineage below the entry point, with SEO paths. */
async function categoryBreadcrumb(db: Queryable, tree: CategoryTree, id: string, ctx: RequestContext) {
  if (!tree.byId.has(id)) return [];
  const entries = new Set(entryPoints(ctx.salesChannel));
  const lineage = tree.lineage(id);
  const start = lineage.findIndex((row) => entries.has(row.id));
  // Outside every entry point no category passes the builder's sales channel filter.
  if (start === -1) return [];
  const shown = lineage.slice(start + 1);
  const seo = await canonicalSeoUrls(
    db,
    shown.map((row) => row.id),
    ctx.languageId,
    ctx.salesChannel.id,
  );
  return shown.map((row) => {
    const translated = translate(row.translations, ctx.chain, ['name']);
    const seoUrls = seo.get(row.id) ?? [];
    return {
      name: String(translated.name ?? ''),
      categoryId: row.id,
      type: row.type,
      translated: { ...translated, customFields: {} },
      path: seoUrls[0]?.seoPathInfo ?? `navigation/${row.id}`,
      seoUrls,
      apiAlias: 'breadcrumb',
    };
  });
}
