// A Store API `product_listing` → what the listing components render: product cards, paging,
// sortings and the filter options from the aggregations. Pure (runs in loaders).
import { getTranslatedProperty } from '@shopware/helpers';
import { featureOn } from '../../lib/merchant/config.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import { toProductCard, type ProductCardView, type SwatchIndex, type ViewContext } from '../product-data/index.ts';

const FILTER_KINDS = ['manufacturer', 'price', 'rating', 'shipping-free', 'properties'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface FilterOption {
  id: string;
  name: string;
  /** Colour swatch of colour properties. */
  color?: string;
}

interface PropertyFilterView {
  id: string;
  name: string;
  options: FilterOption[];
}

export interface ListingFiltersView {
  manufacturers: FilterOption[];
  properties: PropertyFilterView[];
  /** Cheapest and dearest price in the listing, null when unknown. */
  price: { min: number; max: number } | null;
  /** Highest average rating among the products (null: nobody rated anything). */
  maxRating: number | null;
  /** Whether any product ships free (otherwise the filter would only empty the listing). */
  shippingFree: boolean;
  /** Filters the CMS listing element enables (all of them outside CMS pages). */
  enabled: FilterKind[];
}

export interface ListingView {
  products: ProductCardView[];
  total: number;
  page: number;
  limit: number;
  sorting: string | null;
  sortings: { key: string; label: string }[];
  filters: ListingFiltersView;
}

type Listing = Schemas['ProductListingResult'];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Aggregation numbers may arrive as strings from the database ("39.9000"). */
function number(value: unknown): number | null {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}

function translatedName(entity: Record<string, unknown>): string {
  const name: unknown = getTranslatedProperty(entity, 'name');
  return typeof name === 'string' ? name.trim() : '';
}

function entities(aggregation: unknown): Record<string, unknown>[] {
  const list = record(aggregation)?.entities;
  return Array.isArray(list) ? list.map(record).filter((entity): entity is Record<string, unknown> => entity !== null && typeof entity.id === 'string') : [];
}

function option(entity: Record<string, unknown>): FilterOption {
  const view: FilterOption = { id: String(entity.id), name: translatedName(entity) };
  if (typeof entity.colorHexCode === 'string' && /^#[0-9a-f]{3,8}$/i.test(entity.colorHexCode)) view.color = entity.colorHexCode;
  return view;
}

function byPosition(a: Record<string, unknown>, b: Record<string, unknown>): number {
  return (number(a.position) ?? 0) - (number(b.position) ?? 0);
}

/**
 * Property groups with their options. Shopware replaces the `properties` terms aggregation by an
 * entity result of `property_group`s once any option occurs; with only buckets there is nothing to
 * offer (no names), so the filter is left out.
 */
function propertyFilters(aggregation: unknown): PropertyFilterView[] {
  return entities(aggregation)
    .filter((group) => group.filterable !== false)
    .sort(byPosition)
    .map((group) => {
      const options = Array.isArray(group.options)
        ? group.options.map(record).filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry.id === 'string')
        : [];
      const sorted =
        group.sortingType === 'alphanumeric'
          ? options.sort((a, b) => translatedName(a).localeCompare(translatedName(b), undefined, { numeric: true }))
          : options.sort(byPosition);
      return { id: String(group.id), name: translatedName(group), options: sorted.map(option) };
    })
    .filter((group) => group.options.length > 0);
}

export function listingFilters(aggregations: unknown, enabled: readonly FilterKind[] = FILTER_KINDS): ListingFiltersView {
  const all = record(aggregations) ?? {};
  const price = record(all.price);
  const min = number(price?.min);
  const max = number(price?.max);
  const maxRating = number(record(all.rating)?.max);
  const shippingFree = record(all['shipping-free'])?.max;
  return {
    manufacturers: entities(all.manufacturer)
      .map(option)
      .sort((a, b) => a.name.localeCompare(b.name)),
    properties: propertyFilters(all.properties),
    price: min !== null && max !== null ? { min, max } : null,
    maxRating: maxRating && maxRating > 0 ? maxRating : null,
    shippingFree: shippingFree === true || shippingFree === 1 || shippingFree === '1',
    // The rating filter is part of reviews: gone when the merchant switched them off.
    enabled: enabled.filter((kind) => kind !== 'rating' || featureOn('reviews')),
  };
}

/** The filters a CMS product-listing element enables (`filters` config: comma list of `*-filter`). */
export function enabledFilters(config: unknown): FilterKind[] {
  const value = record(record(config)?.filters)?.value;
  if (typeof value !== 'string') return [...FILTER_KINDS];
  const names = value.split(',').map((name) => name.trim().replace(/-filter$/, ''));
  return FILTER_KINDS.filter((kind) => names.includes(kind === 'properties' ? 'property' : kind));
}

export function toListingView(listing: Listing, view: ViewContext, enabled: readonly FilterKind[] = FILTER_KINDS, swatches?: SwatchIndex): ListingView {
  const limit = number(listing.limit) ?? 0;
  return {
    products: (listing.elements ?? []).map((product) => toProductCard(product, view, swatches)),
    total: number(listing.total) ?? listing.elements?.length ?? 0,
    page: number(listing.page) ?? 1,
    limit: limit > 0 ? limit : listing.elements?.length || 1,
    sorting: listing.sorting ?? null,
    sortings: [...(listing.availableSortings ?? [])]
      .sort((a, b) => b.priority - a.priority)
      .map((sorting) => ({ key: sorting.key, label: getTranslatedProperty(sorting, 'label') || sorting.key })),
    filters: listingFilters(listing.aggregations, enabled),
  };
}
