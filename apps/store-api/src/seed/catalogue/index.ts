// Seeds the demo catalogue (manufacturers, properties, units, products with variants, media,
// cross-sellings, reviews, SEO URLs) inside the demo shop's seed transaction.
import type { Queryable } from '../../db/database.ts';
import { SEO_ROUTE_NAMES, type SalesChannelType } from '../../domain/seo/route-names.ts';
import { SALES_CHANNEL_ID } from '../demo-constants.ts';
import { buildCatalogue, type Catalogue, type ProductRecord, type ReviewRecord } from './builder.ts';
import { ensureImages, insertMediaRows, type SeedProgress } from './media.ts';
import { insertRows, type Column } from './sql-rows.ts';

export type { Catalogue, ProductRecord } from './builder.ts';

export interface CatalogueSeedOptions {
  mediaDir: string;
  salesChannelType: SalesChannelType;
  onProgress?: SeedProgress;
}

/** product columns, shared with the large-catalogue generator */
export function productColumns(mediaId: (key: string) => string | null): Array<Column<ProductRecord>> {
  return [
    { name: 'id', value: (p) => p.id },
    { name: 'parent_id', value: (p) => p.parentId },
    { name: 'product_number', value: (p) => p.productNumber },
    { name: 'active', value: (p) => p.active },
    { name: 'visibility', value: (p) => p.visibility },
    { name: 'manufacturer_id', value: (p) => p.manufacturerId },
    { name: 'tax_id', value: (p) => p.taxId },
    { name: 'unit_id', value: (p) => p.unitId },
    { name: 'delivery_time_id', value: (p) => p.deliveryTimeId },
    { name: 'price', kind: 'jsonb', value: (p) => p.price },
    { name: 'cheapest_price', value: (p) => p.cheapestPrice },
    { name: 'tier_prices', kind: 'jsonb', value: (p) => p.tierPrices },
    { name: 'stock', value: (p) => p.stock },
    { name: 'available_stock', value: (p) => p.availableStock },
    { name: 'is_closeout', value: (p) => p.isCloseout },
    { name: 'min_purchase', value: (p) => p.minPurchase },
    { name: 'purchase_steps', value: (p) => p.purchaseSteps },
    { name: 'max_purchase', value: (p) => p.maxPurchase },
    { name: 'purchase_unit', value: (p) => p.purchaseUnit },
    { name: 'reference_unit', value: (p) => p.referenceUnit },
    { name: 'shipping_free', value: (p) => p.shippingFree },
    { name: 'mark_as_topseller', value: (p) => p.markAsTopseller },
    { name: 'is_download', value: (p) => p.isDownload },
    { name: 'weight', value: (p) => p.weight },
    { name: 'release_date', value: (p) => p.releaseDate },
    { name: 'rating_average', value: (p) => p.ratingAverage },
    { name: 'sales', value: (p) => p.sales },
    { name: 'cover_media_id', value: (p) => (p.coverKey ? mediaId(p.coverKey) : null) },
    { name: 'option_ids', kind: 'text[]', value: (p) => p.optionIds },
    { name: 'property_ids', kind: 'text[]', value: (p) => p.propertyIds },
    { name: 'category_ids', kind: 'text[]', value: (p) => p.categoryIds },
    { name: 'category_tree', kind: 'text[]', value: (p) => p.categoryTree },
    { name: 'display_group', value: (p) => p.displayGroup },
    { name: 'translations', kind: 'jsonb', value: (p) => p.translations },
    { name: 'search_document', kind: 'tsvector', value: (p) => p.searchText },
    { name: 'created_at', value: (p) => p.createdAt },
  ];
}

/** The products' SEO URL rows, against the route of the sales channel's type. */
export const seoUrlColumns = (type: SalesChannelType): Array<Column<Catalogue['seoUrls'][number]>> => [
  { name: 'id', value: (s) => s.id },
  { name: 'sales_channel_id', value: () => SALES_CHANNEL_ID },
  { name: 'language_id', value: (s) => s.languageId },
  { name: 'foreign_key', value: (s) => s.foreignKey },
  { name: 'route_name', value: () => SEO_ROUTE_NAMES[type].detail },
  { name: 'path_info', value: (s) => s.pathInfo },
  { name: 'seo_path_info', value: (s) => s.seoPathInfo },
  { name: 'is_canonical', value: () => true },
];

/** Columns shared by the demo seed and the large-catalogue generator. */
export const REVIEW_COLUMNS: Array<Column<ReviewRecord>> = [
  { name: 'id', value: (r) => r.id },
  { name: 'product_id', value: (r) => r.productId },
  { name: 'language_id', value: (r) => r.languageId },
  { name: 'sales_channel_id', value: () => SALES_CHANNEL_ID },
  { name: 'external_user', value: (r) => r.externalUser },
  { name: 'title', value: (r) => r.title },
  { name: 'content', value: (r) => r.content },
  { name: 'points', value: (r) => r.points },
  { name: 'status', value: (r) => r.status },
  { name: 'created_at', value: (r) => r.createdAt },
];

export const CONFIGURATOR_SETTING_COLUMNS: Array<Column<{ id: string; productId: string; optionId: string; position: number }>> = [
  { name: 'id', value: (c) => c.id },
  { name: 'product_id', value: (c) => c.productId },
  { name: 'option_id', value: (c) => c.optionId },
  { name: 'position', value: (c) => c.position },
];

export async function seedCatalogue(tx: Queryable, options: CatalogueSeedOptions): Promise<void> {
  const catalogue = buildCatalogue();
  const generated = await ensureImages(options.mediaDir, catalogue.images, { onProgress: options.onProgress });
  const mediaId = (key: string) => {
    const image = generated.get(key);
    if (!image) throw new Error(`No catalogue image for ${key}`);
    return image.id;
  };
  await insertMediaRows(
    tx,
    catalogue.images.map((need) => ({ image: generated.get(need.key)!, alt: need.alt })),
  );

  await insertRows(
    tx,
    'unit',
    [
      { name: 'id', value: (u) => u.id },
      { name: 'translations', kind: 'jsonb', value: (u) => u.translations },
    ],
    catalogue.units,
  );
  await insertRows(
    tx,
    'product_manufacturer',
    [
      { name: 'id', value: (m) => m.id },
      { name: 'link', value: (m) => m.link },
      { name: 'media_id', value: (m) => mediaId(m.logoKey) },
      { name: 'translations', kind: 'jsonb', value: (m) => m.translations },
    ],
    catalogue.manufacturers,
  );
  await insertRows(
    tx,
    'property_group',
    [
      { name: 'id', value: (g) => g.id },
      { name: 'display_type', value: (g) => g.displayType },
      { name: 'sorting_type', value: (g) => g.sortingType },
      { name: 'position', value: (g) => g.position },
      { name: 'translations', kind: 'jsonb', value: (g) => g.translations },
    ],
    catalogue.propertyGroups,
  );
  await insertRows(
    tx,
    'property_group_option',
    [
      { name: 'id', value: (o) => o.id },
      { name: 'group_id', value: (o) => o.groupId },
      { name: 'position', value: (o) => o.position },
      { name: 'color_hex_code', value: (o) => o.colorHexCode },
      { name: 'translations', kind: 'jsonb', value: (o) => o.translations },
    ],
    catalogue.options,
  );

  // Parents come first in catalogue.products, so one pass satisfies the parent_id reference.
  await insertRows(tx, 'product', productColumns(mediaId), catalogue.products, { rowsPerStatement: 200 });
  await insertRows(
    tx,
    'product_media',
    [
      { name: 'id', value: (m) => m.id },
      { name: 'product_id', value: (m) => m.productId },
      { name: 'media_id', value: (m) => mediaId(m.mediaKey) },
      { name: 'position', value: (m) => m.position },
    ],
    catalogue.productMedia,
  );
  await insertRows(tx, 'product_configurator_setting', CONFIGURATOR_SETTING_COLUMNS, catalogue.configuratorSettings);
  await insertRows(
    tx,
    'product_cross_selling',
    [
      { name: 'id', value: (c) => c.id },
      { name: 'product_id', value: (c) => c.productId },
      { name: 'position', value: (c) => c.position },
      { name: 'product_ids', kind: 'text[]', value: (c) => c.productIds },
      { name: 'translations', kind: 'jsonb', value: (c) => c.translations },
    ],
    catalogue.crossSellings,
  );
  await insertRows(tx, 'product_review', REVIEW_COLUMNS, catalogue.reviews);
  await insertRows(tx, 'seo_url', seoUrlColumns(options.salesChannelType), catalogue.seoUrls);
}
