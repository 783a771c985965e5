// Loads products by id with every association the storefront reads (manufacturer, cover and
// gallery media, properties/options with groups, delivery time, unit, tax, SEO URLs) in a fixed
// number of queries, applies variant inheritance, and serialises them for the request's context.
import { sqlArray, type Queryable } from '../../../db/database.ts';
import { loadMedia, type MediaRow } from '../../media/media.ts';
import { canonicalSeoUrls, type SerializedSeoUrl } from '../../seo/seo-urls.ts';
import type { DeliveryTimeRow, TaxRow } from '../../system/rows.ts';
import { loadCategoryTree } from '../categories.ts';
import { memo } from '../../../cache-store.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { CatalogContext } from './catalog-context.ts';
import { serializeProduct, type ProductAssociations, type SerializedProduct } from './product-serializer.ts';
import { inherit, type ManufacturerRow, type ProductMediaRow, type ProductRow, type PropertyGroupRow, type PropertyOptionRow, type UnitRow } from './rows.ts';

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

/** Rows with their number of variants, in one query (listings show whether a price is a range). */
async function loadProductRowsWithChildCount(
  db: Queryable,
  ids: readonly string[],
): Promise<{ rows: Map<string, ProductRow>; childCounts: Map<string, number> }> {
  if (ids.length === 0) return { rows: new Map(), childCounts: new Map() };
  const found = await db.query<ProductRow & { child_count: string | number }>(
    `${SELECT_PRODUCT}, (SELECT count(*) FROM product c WHERE c.parent_id = p.id) AS child_count FROM product p WHERE p.id = ANY($1::text[])`,
    [arrayParam(ids)],
  );
  const rows = new Map<string, ProductRow>();
  const childCounts = new Map<string, number>();
  for (const { child_count: childCount, ...row } of found) {
    rows.set(row.id, row);
    if (Number(childCount) > 0) childCounts.set(row.id, Number(childCount));
  }
  return { rows, childCounts };
}

export interface LoadOptions {
  /** Preloaded category tree (listings load it once). */
  tree?: CategoryTree;
}

/** Serialised products in the order of `ids` (unknown ids are skipped). */
export async function loadProducts(db: Queryable, ids: readonly string[], cc: CatalogContext, loadOptions: LoadOptions = {}): Promise<SerializedProduct[]> {
  const { rows: own, childCounts } = await loadProductRowsWithChildCount(db, ids);
  const parentIds = [...own.values()].map((row) => row.parent_id).filter((id): id is string => Boolean(id) && !own.has(id as string));
  const parents = await loadProductRows(db, parentIds);
  const rowOf = (id: string) => own.get(id) ?? parents.get(id);
  const resolved = ids
    .map((id) => own.get(id))
    .filter((row): row is ProductRow => Boolean(row))
    .map((row) => inherit(row, row.parent_id ? rowOf(row.parent_id) : undefined));
  if (resolved.length === 0) return [];

  const productIds = resolved.map((row) => row.id);
  const mediaOwners = [...new Set([...productIds, ...resolved.map((row) => row.parent_id).filter((id): id is string => Boolean(id))])];
  const optionIds = new Set(resolved.flatMap((row) => [...row.property_ids, ...row.option_ids]));
  const manufacturerIds = new Set(resolved.map((row) => row.manufacturer_id).filter((id): id is string => Boolean(id)));

  const [taxes, deliveryTimes, units, manufacturers, productMedia, options, tree] = await Promise.all([
    memo(db, 'taxes', 30_000, () => db.query<TaxRow>('SELECT * FROM tax')),
    memo(db, 'delivery-times', 30_000, () => db.query<DeliveryTimeRow>('SELECT * FROM delivery_time')),
    memo(db, 'units', 30_000, () => db.query<UnitRow>('SELECT * FROM unit')),
    manufacturerIds.size
      ? db.query<ManufacturerRow>('SELECT * FROM product_manufacturer WHERE id = ANY($1::text[])', [arrayParam(manufacturerIds)])
      : Promise.resolve([]),
    db.query<ProductMediaRow>('SELECT * FROM product_media WHERE product_id = ANY($1::text[]) ORDER BY position, id', [arrayParam(mediaOwners)]),
    optionIds.size
      ? db.query<PropertyOptionRow>('SELECT * FROM property_group_option WHERE id = ANY($1::text[])', [arrayParam(optionIds)])
      : Promise.resolve([]),
    loadOptions.tree ? Promise.resolve(loadOptions.tree) : loadCategoryTree(db),
  ]);
  const groupIds = new Set(options.map((option) => option.group_id));
  const groups = groupIds.size ? await db.query<PropertyGroupRow>('SELECT * FROM property_group WHERE id = ANY($1::text[])', [arrayParam(groupIds)]) : [];
  const mediaIds = [
    ...productMedia.map((item) => item.media_id),
    ...resolved.map((row) => row.cover_media_id).filter((id): id is string => Boolean(id)),
    ...manufacturers.map((row) => row.media_id).filter((id): id is string => Boolean(id)),
  ];
  const media: Map<string, MediaRow> = await loadMedia(db, mediaIds);
  const seo: Map<string, SerializedSeoUrl[]> | undefined = cc.includeSeoUrls
    ? await canonicalSeoUrls(db, productIds, cc.languageId, cc.salesChannelId)
    : undefined;

  const associations: ProductAssociations = {
    taxes: new Map(taxes.map((row) => [row.id, row])),
    deliveryTimes: new Map(deliveryTimes.map((row) => [row.id, row])),
    units: new Map(units.map((row) => [row.id, row])),
    manufacturers: new Map(manufacturers.map((row) => [row.id, row])),
    productMedia: groupBy(productMedia, (item) => item.product_id),
    options: new Map(options.map((row) => [row.id, row])),
    groups: new Map(groups.map((row) => [row.id, row])),
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
