// Loads products by id with every association the storefront reads (manufacturer, cover and
// gallery media, properties/options with groups, delivery time, unit, tax, SEO URLs) in a fixed
// number of queries, applies variant inheritance, and serialises them for the request's context.
import { sqlArray, type Queryable, type SqlValue } from '../../../db/database.ts';
import type { MediaRow } from '../../media/media.ts';
import { canonicalSeoUrls, type SerializedSeoUrl } from '../../seo/seo-urls.ts';
import { loadCategoryTree } from '../categories.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { CatalogContext } from './catalog-context.ts';
import { catalogueReference } from './catalogue-reference.ts';
import { serializeProduct, type ProductAssociations, type SerializedProduct } from './product-serializer.ts';
import { inherit, type ProductMediaRow, type ProductRow } from './rows.ts';

const arrayParam = sqlArray;

/** ProductRow's columns: not `*`, which would also ship each search document (~1 kB) to be parsed and dropped. */
const PRODUCT_COLUMNS: ReadonlyArray<keyof ProductRow> = [
  'id',
  'parent_id',
  'product_number',
  'active',
  'visibility',
  'manufacturer_id',
  'tax_id',
  'unit_id',
  'delivery_time_id',
  'price',
  'cheapest_price',
  'tier_prices',
  'stock',
  'available_stock',
  'is_closeout',
  'min_purchase',
  'purchase_steps',
  'max_purchase',
  'purchase_unit',
  'reference_unit',
  'shipping_free',
  'mark_as_topseller',
  'is_download',
  'weight',
  'release_date',
  'rating_average',
  'sales',
  'cover_media_id',
  'option_ids',
  'property_ids',
  'category_ids',
  'category_tree',
  'display_group',
  'translations',
  'created_at',
];
const SELECT_PRODUCT = `SELECT ${PRODUCT_COLUMNS.map((column) => `p.${column}`).join(', ')}`;

/**
 * One query's rows as one JSON text (`json_agg`), parsed here: the driver's parsing cell by cell
 * costs twice what `JSON.parse` does for a page of products or media. JSON gives timestamps as
 * ISO strings and numerics as numbers, which the serialisers read as they read Dates and
 * numeric strings (isoDate, Number).
 */
async function jsonRows<T>(db: Queryable, sql: string, params: SqlValue[]): Promise<T[]> {
  const [row] = await db.query<{ rows: string | null }>(`SELECT coalesce(json_agg(found), '[]')::text AS rows FROM (${sql}) found`, params);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

export async function loadProductRows(db: Queryable, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await jsonRows<ProductRow>(db, `${SELECT_PRODUCT} FROM product p WHERE p.id = ANY($1::text[])`, [arrayParam(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The requested rows with their number of variants (listings show whether a price is a range), then
 * the parents of requested variants (inheritance) when there are any: in one query with the rows
 * (a CTE and a union) they cost more than the second round trip that listings of main products never make.
 */
async function loadPageRows(
  db: Queryable,
  ids: readonly string[],
): Promise<{ own: Map<string, ProductRow>; parents: Map<string, ProductRow>; childCounts: Map<string, number> }> {
  const own = new Map<string, ProductRow>();
  const childCounts = new Map<string, number>();
  if (ids.length === 0) return { own, parents: new Map(), childCounts };
  const found = await jsonRows<ProductRow & { child_count: number }>(
    db,
    `${SELECT_PRODUCT}, (SELECT count(*) FROM product c WHERE c.parent_id = p.id) AS child_count FROM product p WHERE p.id = ANY($1::text[])`,
    [arrayParam(ids)],
  );
  for (const { child_count: childCount, ...row } of found) {
    own.set(row.id, row);
    if (childCount > 0) childCounts.set(row.id, childCount);
  }
  const parentIds = [...new Set([...own.values()].map((row) => row.parent_id).filter((id): id is string => Boolean(id) && !own.has(id as string)))];
  return { own, parents: await loadProductRows(db, parentIds), childCounts };
}

/**
 * The products' gallery entries (by position, id) and the media they and `moreMediaIds` (covers,
 * manufacturer logos) show, in one round trip: the gallery's media ids come from the query itself.
 */
async function loadGalleries(
  db: Queryable,
  ownerIds: readonly string[],
  moreMediaIds: readonly string[],
): Promise<{ productMedia: ProductMediaRow[]; media: Map<string, MediaRow> }> {
  const [row] = await db.query<{ gallery: string; media: string }>(
    `WITH gallery AS MATERIALIZED (SELECT id, product_id, media_id, position FROM product_media WHERE product_id = ANY($1::text[]))
     SELECT (SELECT coalesce(json_agg(g ORDER BY g.position, g.id), '[]') FROM gallery g)::text AS gallery,
            (SELECT coalesce(json_agg(m), '[]') FROM media m WHERE m.id = ANY(ARRAY(SELECT media_id FROM gallery) || $2::text[]))::text AS media`,
    [arrayParam(ownerIds), arrayParam(moreMediaIds)],
  );
  const media = JSON.parse(row?.media ?? '[]') as MediaRow[];
  return { productMedia: JSON.parse(row?.gallery ?? '[]') as ProductMediaRow[], media: new Map(media.map((item) => [item.id, item])) };
}

export interface LoadOptions {
  /** Preloaded category tree (listings load it once). */
  tree?: CategoryTree;
}

/** Serialised products in the order of `ids` (unknown ids are skipped). */
export async function loadProducts(db: Queryable, ids: readonly string[], cc: CatalogContext, loadOptions: LoadOptions = {}): Promise<SerializedProduct[]> {
  const { own, parents, childCounts } = await loadPageRows(db, ids);
  const rowOf = (id: string) => own.get(id) ?? parents.get(id);
  const resolved = ids
    .map((id) => own.get(id))
    .filter((row): row is ProductRow => Boolean(row))
    .map((row) => inherit(row, row.parent_id ? rowOf(row.parent_id) : undefined));
  if (resolved.length === 0) return [];

  const productIds = resolved.map((row) => row.id);
  const mediaOwners = [...new Set([...productIds, ...resolved.map((row) => row.parent_id).filter((id): id is string => Boolean(id))])];
  const [reference, tree] = await Promise.all([catalogueReference(db), loadOptions.tree ? Promise.resolve(loadOptions.tree) : loadCategoryTree(db)]);
  const manufacturerMediaIds = resolved.map((row) => (row.manufacturer_id ? reference.manufacturers.get(row.manufacturer_id)?.media_id : undefined));
  const coverIds = resolved.map((row) => row.cover_media_id);
  const { productMedia, media } = await loadGalleries(
    db,
    mediaOwners,
    [...coverIds, ...manufacturerMediaIds].filter((id): id is string => Boolean(id)),
  );
  const seo: Map<string, SerializedSeoUrl[]> | undefined = cc.includeSeoUrls
    ? await canonicalSeoUrls(db, productIds, cc.languageId, cc.salesChannelId)
    : undefined;

  const associations: ProductAssociations = {
    taxes: reference.taxes,
    deliveryTimes: reference.deliveryTimes,
    units: reference.units,
    manufacturers: reference.manufacturers,
    productMedia: groupBy(productMedia, (item) => item.product_id),
    options: reference.options,
    groups: reference.groups,
    media,
    seo,
    childCounts,
    tree,
  };
  return resolved.map((row) => serializeProduct(row, associations, cc));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
