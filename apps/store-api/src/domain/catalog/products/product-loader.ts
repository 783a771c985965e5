// Loads products by id with every association the storefront reads (manufacturer, cover and
// gallery media, properties/options with groups, delivery time, unit, tax, SEO URLs) in a fixed
// number of queries, applies variant inheritance, and serialises them for the request's context.
import { sqlArray, type Queryable } from '../../../db/database.ts';
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

export async function loadProductRows(db: Queryable, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductRow>(`${SELECT_PRODUCT} FROM product p WHERE p.id = ANY($1::text[])`, [arrayParam(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The requested rows with their number of variants (listings show whether a price is a range) and
 * the parents of requested variants (inheritance), in one round trip.
 */
async function loadPageRows(
  db: Queryable,
  ids: readonly string[],
): Promise<{ own: Map<string, ProductRow>; parents: Map<string, ProductRow>; childCounts: Map<string, number> }> {
  const own = new Map<string, ProductRow>();
  const parents = new Map<string, ProductRow>();
  const childCounts = new Map<string, number>();
  if (ids.length === 0) return { own, parents, childCounts };
  const found = await db.query<ProductRow & { child_count: string | number | null; requested: boolean }>(
    `WITH own AS MATERIALIZED (
       ${SELECT_PRODUCT}, (SELECT count(*) FROM product c WHERE c.parent_id = p.id) AS child_count FROM product p WHERE p.id = ANY($1::text[])
     )
     SELECT own.*, true AS requested FROM own
     UNION ALL
     ${SELECT_PRODUCT}, NULL AS child_count, false AS requested FROM product p
      WHERE p.id IN (SELECT parent_id FROM own) AND p.id NOT IN (SELECT id FROM own)`,
    [arrayParam(ids)],
  );
  for (const { child_count: childCount, requested, ...row } of found) {
    if (!requested) {
      parents.set(row.id, row);
      continue;
    }
    own.set(row.id, row);
    if (Number(childCount) > 0) childCounts.set(row.id, Number(childCount));
  }
  return { own, parents, childCounts };
}

/**
 * The products' gallery entries (ordered by position, id) and the media they and `moreMediaIds`
 * (covers, manufacturer logos) show, in one round trip: the gallery's media ids come from the query itself.
 */
async function loadGalleries(
  db: Queryable,
  ownerIds: readonly string[],
  moreMediaIds: readonly string[],
): Promise<{ productMedia: ProductMediaRow[]; media: Map<string, MediaRow> }> {
  const rows = await db.query<MediaRow & { gallery: Array<ProductMediaRow & { rank: number }> | null }>(
    `WITH gallery AS MATERIALIZED (
       SELECT id, product_id, media_id, position, row_number() OVER (ORDER BY position, id) AS rank
         FROM product_media WHERE product_id = ANY($1::text[])
     )
     SELECT m.*, (SELECT json_agg(json_build_object('id', g.id, 'product_id', g.product_id, 'media_id', g.media_id, 'position', g.position, 'rank', g.rank))
                    FROM gallery g WHERE g.media_id = m.id) AS gallery
       FROM media m WHERE m.id = ANY(ARRAY(SELECT media_id FROM gallery) || $2::text[])`,
    [arrayParam(ownerIds), arrayParam(moreMediaIds)],
  );
  const entries: Array<ProductMediaRow & { rank: number }> = [];
  const media = new Map<string, MediaRow>();
  for (const { gallery, ...row } of rows) {
    media.set(row.id, row);
    if (gallery) entries.push(...gallery);
  }
  entries.sort((a, b) => a.rank - b.rank);
  return { productMedia: entries.map(({ rank: _rank, ...entry }) => entry), media };
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
