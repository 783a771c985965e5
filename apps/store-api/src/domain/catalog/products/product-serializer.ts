// The product entity (apiAlias product) with calculated prices for the request's context.
import { serializeMedia, type MediaRow } from '../../media/media.ts';
import { calculatedPrice, calculatedTierPrices, type ReferenceUnitInfo } from '../../pricing/money.ts';
import { entityMeta, isoDate } from '../../serialize.ts';
import type { SerializedSeoUrl } from '../../seo/seo-urls.ts';
import { serializeDeliveryTime, serializeTax } from '../../system/serializers.ts';
import type { DeliveryTimeRow, TaxRow } from '../../system/rows.ts';
import { translate } from '../../translation.ts';
import { serializeCategory } from '../categories.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { CatalogContext } from './catalog-context.ts';
import { serializeManufacturer, serializeProductMedia, serializePropertyOption, serializeUnit } from './serializers.ts';
import type { ManufacturerRow, ProductMediaRow, ProductRow, PropertyGroupRow, PropertyOptionRow, UnitRow } from './rows.ts';

/** Shopware's default `core.cart.maxQuantity`. */
const DEFAULT_MAX_QUANTITY = 100;
const NEW_PRODUCT_DAYS = 30;

export interface ProductAssociations {
  taxes: ReadonlyMap<string, TaxRow>;
  deliveryTimes: ReadonlyMap<string, DeliveryTimeRow>;
  units: ReadonlyMap<string, UnitRow>;
  manufacturers: ReadonlyMap<string, ManufacturerRow>;
  productMedia: ReadonlyMap<string, ProductMediaRow[]>;
  options: ReadonlyMap<string, PropertyOptionRow>;
  groups: ReadonlyMap<string, PropertyGroupRow>;
  media: ReadonlyMap<string, MediaRow>;
  seo: ReadonlyMap<string, SerializedSeoUrl[]> | undefined;
  childCounts: ReadonlyMap<string, number>;
  tree: CategoryTree;
}

const PRODUCT_TRANSLATED_FIELDS = ['name', 'description', 'metaTitle', 'metaDescription', 'keywords', 'packUnit', 'packUnitPlural'] as const;

/** Largest orderable quantity: max purchase (or the cart maximum), capped by stock for closeouts, on the purchase-step grid. */
export function calculatedMaxPurchase(row: Pick<ProductRow, 'max_purchase' | 'is_closeout' | 'available_stock' | 'min_purchase' | 'purchase_steps'>): number {
  let max = row.max_purchase ?? DEFAULT_MAX_QUANTITY;
  if (row.is_closeout) max = Math.min(max, Math.max(row.available_stock, 0));
  const steps = Math.max(row.purchase_steps, 1);
  const min = Math.max(row.min_purchase, 1);
  if (max < min) return max;
  return min + Math.floor((max - min) / steps) * steps;
}

export function isAvailable(row: Pick<ProductRow, 'active' | 'is_closeout' | 'available_stock' | 'min_purchase'>): boolean {
  return row.active && (!row.is_closeout || row.available_stock >= Math.max(row.min_purchase, 1));
}

export function serializeProduct(row: ProductRow, a: ProductAssociations, cc: CatalogContext) {
  const chain = cc.chain;
  const translated = translate(row.translations, chain, [...PRODUCT_TRANSLATED_FIELDS]);
  const tax = a.taxes.get(row.tax_id);
  const taxRate = tax ? Number(tax.tax_rate) : 0;
  const unit = row.unit_id ? a.units.get(row.unit_id) : undefined;
  const reference: ReferenceUnitInfo = {
    purchaseUnit: row.purchase_unit === null ? null : Number(row.purchase_unit),
    referenceUnit: row.reference_unit === null ? null : Number(row.reference_unit),
    unitName: unit ? String(translate(unit.translations, chain, ['name']).name ?? '') : null,
  };
  const price = calculatedPrice(row.price, 1, taxRate, cc.price, reference);
  const tiers = row.tier_prices.length > 1 ? calculatedTierPrices(row.tier_prices, taxRate, cc.price, reference) : [];
  const cheapestBase = tiers.length > 0 ? tiers.reduce((low, tier) => (tier.unitPrice < low.unitPrice ? tier : low)) : price;
  const cheapest = {
    ...cheapestBase,
    quantity: 1,
    totalPrice: cheapestBase.unitPrice,
    hasRange: tiers.length > 0 || (a.childCounts.get(row.id) ?? 0) > 0,
    apiAlias: 'calculated_cheapest_price',
  };

  const mediaList = (a.productMedia.get(row.id) ?? (row.parent_id ? a.productMedia.get(row.parent_id) : undefined) ?? [])
    .map((item) => {
      const media = a.media.get(item.media_id);
      return media ? serializeProductMedia(item, media, chain, cc.mediaBaseUrl) : undefined;
    })
    .filter((item) => item !== undefined);
  const cover = mediaList.find((item) => item.mediaId === row.cover_media_id) ?? coverWithoutGallery(row, a, cc) ?? mediaList[0];
  const manufacturer = row.manufacturer_id ? a.manufacturers.get(row.manufacturer_id) : undefined;
  const manufacturerMedia = manufacturer?.media_id ? a.media.get(manufacturer.media_id) : undefined;
  const option = (id: string) => {
    const found = a.options.get(id);
    return found ? serializePropertyOption(found, a.groups.get(found.group_id), chain) : undefined;
  };
  const deliveryTime = row.delivery_time_id ? a.deliveryTimes.get(row.delivery_time_id) : undefined;
  const mainCategoryId = row.category_ids.find((id) => a.tree.byId.has(id) && a.tree.isDescendantOf(id, cc.navigationCategoryId)) ?? row.category_ids[0];
  const mainCategory = mainCategoryId ? a.tree.byId.get(mainCategoryId) : undefined;
  const releaseDate = row.release_date ? new Date(row.release_date) : undefined;

  return {
    id: row.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    parentId: row.parent_id,
    productNumber: row.product_number,
    ...translated,
    name: String(translated.name ?? ''),
    active: row.active,
    available: isAvailable(row),
    isCloseout: row.is_closeout,
    stock: row.stock,
    availableStock: row.available_stock,
    minPurchase: row.min_purchase,
    purchaseSteps: row.purchase_steps,
    maxPurchase: row.max_purchase,
    calculatedMaxPurchase: calculatedMaxPurchase(row),
    purchaseUnit: reference.purchaseUnit,
    referenceUnit: reference.referenceUnit,
    shippingFree: row.shipping_free,
    markAsTopseller: row.mark_as_topseller,
    weight: row.weight === null ? null : Number(row.weight),
    releaseDate: isoDate(row.release_date),
    isNew: releaseDate ? Date.now() - releaseDate.getTime() < NEW_PRODUCT_DAYS * 86_400_000 && releaseDate.getTime() <= Date.now() : false,
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    sales: row.sales,
    displayGroup: row.display_group,
    childCount: a.childCounts.get(row.id) ?? 0,
    categoryTree: row.category_tree,
    categoryIds: row.category_ids,
    propertyIds: row.property_ids,
    optionIds: row.option_ids,
    taxId: row.tax_id,
    manufacturerId: row.manufacturer_id,
    unitId: row.unit_id,
    deliveryTimeId: row.delivery_time_id,
    coverId: cover?.id,
    type: row.is_download ? 'digital' : 'physical',
    states: [row.is_download ? 'is-download' : 'is-physical'],
    calculatedPrice: price,
    calculatedPrices: tiers,
    calculatedCheapestPrice: cheapest,
    tax: tax ? serializeTax(tax) : undefined,
    unit: unit ? serializeUnit(unit, chain) : undefined,
    deliveryTime: deliveryTime ? serializeDeliveryTime(deliveryTime, chain) : undefined,
    manufacturer: manufacturer
      ? serializeManufacturer(manufacturer, chain, manufacturerMedia ? serializeMedia(manufacturerMedia, chain, cc.mediaBaseUrl) : undefined)
      : undefined,
    cover,
    media: mediaList,
    properties: row.property_ids.map(option).filter((item) => item !== undefined),
    options: row.option_ids.map(option).filter((item) => item !== undefined),
    seoUrls: a.seo ? (a.seo.get(row.id) ?? []) : undefined,
    seoCategory: mainCategory ? serializeCategory(mainCategory, a.tree, chain) : undefined,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'product'),
  };
}

/** A cover that is not part of the gallery still has to be shown. */
function coverWithoutGallery(row: ProductRow, a: ProductAssociations, cc: CatalogContext) {
  if (!row.cover_media_id) return undefined;
  const media = a.media.get(row.cover_media_id);
  if (!media) return undefined;
  return serializeProductMedia(
    { id: `${row.id.slice(0, 16)}${row.cover_media_id.slice(0, 16)}`, product_id: row.id, media_id: media.id, position: 0 },
    media,
    cc.chain,
    cc.mediaBaseUrl,
  );
}

export type SerializedProduct = ReturnType<typeof serializeProduct>;
