// Row shapes of the catalogue tables (db/migrations/0002_catalogue.sql).
import type { PriceMap, TierPrice } from '../../pricing/price-context.ts';
import type { Translations } from '../../translation.ts';

export interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: boolean;
  visibility: number;
  manufacturer_id: string | null;
  tax_id: string;
  unit_id: string | null;
  delivery_time_id: string | null;
  price: PriceMap;
  cheapest_price: string | number;
  tier_prices: TierPrice[];
  stock: number;
  available_stock: number;
  is_closeout: boolean;
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  purchase_unit: string | number | null;
  reference_unit: string | number | null;
  shipping_free: boolean;
  mark_as_topseller: boolean;
  is_download: boolean;
  weight: string | number | null;
  release_date: Date | string | null;
  rating_average: string | number | null;
  sales: number;
  cover_media_id: string | null;
  option_ids: string[];
  property_ids: string[];
  category_ids: string[];
  category_tree: string[];
  display_group: string | null;
  translations: Translations;
  created_at: Date | string;
}

export interface ManufacturerRow {
  id: string;
  link: string | null;
  media_id: string | null;
  translations: Translations;
  created_at: Date | string;
}

export interface PropertyGroupRow {
  id: string;
  display_type: string;
  sorting_type: string;
  filterable: boolean;
  visible_on_product_detail_page: boolean;
  position: number;
  translations: Translations;
  created_at: Date | string;
}

export interface PropertyOptionRow {
  id: string;
  group_id: string;
  position: number;
  color_hex_code: string | null;
  media_id: string | null;
  translations: Translations;
  created_at: Date | string;
}

export interface ProductMediaRow {
  id: string;
  product_id: string;
  media_id: string;
  position: number;
}

export interface UnitRow {
  id: string;
  translations: Translations;
  created_at: Date | string;
}

/** Fields a variant takes from its parent when it has none of its own (Shopware's inheritance). */
export function inherit(child: ProductRow, parent: ProductRow | undefined): ProductRow {
  if (!parent) return child;
  const translations: Translations = {};
  for (const languageId of new Set([...Object.keys(parent.translations), ...Object.keys(child.translations)])) {
    translations[languageId] = { ...(parent.translations[languageId] ?? {}), ...withoutNulls(child.translations[languageId] ?? {}) };
  }
  return {
    ...child,
    translations,
    manufacturer_id: child.manufacturer_id ?? parent.manufacturer_id,
    unit_id: child.unit_id ?? parent.unit_id,
    delivery_time_id: child.delivery_time_id ?? parent.delivery_time_id,
    cover_media_id: child.cover_media_id ?? parent.cover_media_id,
    property_ids: child.property_ids.length > 0 ? child.property_ids : parent.property_ids,
    category_ids: child.category_ids.length > 0 ? child.category_ids : parent.category_ids,
    category_tree: child.category_tree.length > 0 ? child.category_tree : parent.category_tree,
    tier_prices: child.tier_prices.length > 0 ? child.tier_prices : parent.tier_prices,
    rating_average: child.rating_average ?? parent.rating_average,
    purchase_unit: child.purchase_unit ?? parent.purchase_unit,
    reference_unit: child.reference_unit ?? parent.reference_unit,
    release_date: child.release_date ?? parent.release_date,
  };
}

function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));
}
