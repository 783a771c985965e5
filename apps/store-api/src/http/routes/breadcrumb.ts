// /breadcrumb/{id} as Shopware's BreadcrumbRoute and CategoryBreadcrumbBuilder answer it: `type`
// defaults to `product`; an id that is no visible product is tried as a category; a product without
// a category in the sales channel → 204; an unknown category → an empty list.
import type { FastifyInstance } from 'fastify';
import type { CategoryTree } from '../../domain/catalog/category-tree.ts';
import { loadCategoryTree } from '../../domain/catalog/categories.ts';
import { VISIBILITY } from '../../domain/catalog/products/product-listing.ts';
import type { RequestContext } from '../../domain/context/session.ts';
import { canonicalSeoUrls } from '../../domain/seo/seo-urls.ts';
import { isUuid } from '../../domain/ids.ts';
import { translate } from '../../domain/translation.ts';
import type { AppDeps } from '../deps.ts';
import { httpErrors } from '../errors.ts';
import { contextOf, payloadOf } from '../request.ts';

/** The sales channel's navigation, footer and service roots (Shopware's breadcrumb entry points). */
export function entryPoints(ctx: RequestContext): string[] {
  const channel = ctx.salesChannel;
  return [channel.navigation_category_id, channel.footer_category_id, channel.service_category_id].filter((id): id is string => Boolean(id));
}


export function breadcrumbRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/breadcrumb/:id', async (request, reply) => {
    const ctx = contextOf(request);
    const { id } = request.params as { id: string };
    // The route's requirement is a Shopware id: anything else matches no route (404), as in Shopware.
    if (!isUuid(id)) throw httpErrors.routeNotFound(request.method, request.url);
    const payload = payloadOf(request);
    const tree = await loadCategoryTree(db);
    const crumbs = (categoryId: string) => categoryBreadcrumb(db, tree, categoryId, ctx);
    if (payload.type === 'category') return crumbs(id);
    const product = await productCategories(db, id);
    // BreadcrumbRoute::tryToGetCategoriesFromProductOrCategory: not a product → the category breadcrumb.
    if (!product) return crumbs(id);
    const categoryId = productCategory(tree, product, ctx, payload.referrerCategoryId);
    // BreadcrumbException::categoryNotFoundForProduct is an HTTP 204 (no body).
    if (!categoryId) return reply.code(204).send();
    return crumbs(categoryId);
  });
}

/** The product's own category ids (a variant without its own inherits its parent's), if it is visible. */
async function productCategories(db: AppDeps['db'], productId: string): Promise<string[] | undefined> {
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
  const roots = entryPoints(ctx);
  return categoryIds.find((id) => tree.byId.get(id)?.active && roots.some((root) => root !== id && tree.isDescendantOf(id, root)));
}

/** CategoryBreadcrumbBuilder::getCategoryBreadcrumbUrls: the lineage below the entry point, with SEO paths. */
async function categoryBreadcrumb(db: AppDeps['db'], tree: CategoryTree, id: string, ctx: RequestContext) {
  if (!tree.byId.has(id)) return [];
  const entries = new Set(entryPoints(ctx));
  const lineage = tree.lineage(id);
  const start = lineage.findIndex((row) => entries.has(row.id));
  // Outside every entry point no category passes the builder's sales channel filter.
  if (start === -1) return [];
  const shown = lineage.slice(start + 1);
  const seo = await canonicalSeoUrls(db, shown.map((row) => row.id), ctx.languageId, ctx.salesChannel.id);
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
