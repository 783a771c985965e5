// Pure SQL building for product listings: where listed products are read from, the base scope,
// Shopware's listing filters (post-filters) and the one-pass aggregate query. No database access.
import { SqlParams } from '../../criteria/sql.ts';
import type { ListingParams } from './listing-params.ts';

export type FilterName = 'manufacturer' | 'properties' | 'price' | 'rating' | 'shipping-free';

/** A SQL condition that registers its parameters when rendered (every query gets its own numbering). */
export type Condition = (params: SqlParams) => string;

export function render(conditions: readonly Condition[], params: SqlParams): string {
  return conditions.map((condition) => `(${condition(params)})`).join(' AND ') || 'TRUE';
}

export const arrayParam = (ids: Iterable<string>) => `{${[...new Set(ids)].join(',')}}`;

/**
 * Where a listing reads its products (alias `t`). Category listings read product_listing, the narrow
 * copy of main products (migration 0006); search reads product, which has the search document.
 */
export interface ListingSource {
  from: string;
  /** Conditions every listed row meets besides the scope. */
  base: readonly Condition[];
  /** The option ids a product offers to the property filter. */
  optionIds: string;
}

export const CATEGORY_SOURCE: ListingSource = { from: 'product_listing t', base: [() => 't.active'], optionIds: 't.filter_option_ids' };
export const SEARCH_SOURCE: ListingSource = {
  from: 'product t',
  base: [() => 't.active', () => 't.parent_id IS NULL'],
  // Listed rows are main products (no option_ids of their own); the expression matches a partial index.
  optionIds: '(t.property_ids || t.variant_option_ids)',
};

/** The listing's price in the request currency (cheapest_price is in the default currency). */
export const priceSql = (currencyFactor: string) => (p: SqlParams) => `(t.cheapest_price * ${p.add(currencyFactor)}::numeric)`;

/**
 * Shopware's listing filters as conditions, keyed by the aggregation they narrow. `optionGroups` are
 * the requested property options grouped by property group: options of one group are ORed, groups ANDed.
 */
export function listingFilters(params: ListingParams, source: ListingSource, optionGroups: readonly string[][], price: Condition): Map<FilterName, Condition> {
  const filters = new Map<FilterName, Condition>();
  if (params.filters.manufacturer && params.manufacturer.length > 0) filters.set('manufacturer', (p) => `t.manufacturer_id = ANY(${p.add(arrayParam(params.manufacturer))}::text[])`);
  if (params.filters.property && params.properties.length > 0) {
    filters.set('properties', (p) =>
      optionGroups.length === 0 ? 'FALSE' : optionGroups.map((ids) => `(${source.optionIds} && ${p.add(arrayParam(ids))}::text[])`).join(' AND '),
    );
  }
  const { minPrice, maxPrice, rating } = params;
  const hasMax = maxPrice !== undefined && maxPrice > 0;
  if (params.filters.price && (minPrice !== undefined || hasMax)) {
    filters.set('price', (p) => {
      const parts: string[] = [];
      if (minPrice !== undefined) parts.push(`${price(p)} >= ${p.add(minPrice)}`);
      if (hasMax) parts.push(`${price(p)} <= ${p.add(maxPrice)}`);
      return parts.join(' AND ');
    });
  }
  if (params.filters.rating && rating !== undefined) filters.set('rating', (p) => `t.rating_average >= ${p.add(rating)}`);
  if (params.filters.shippingFree && params.shippingFree) filters.set('shipping-free', () => 't.shipping_free');
  return filters;
}

/** The conditions of every filter but `except` (Shopware's reduce-aggregations scope). */
export function filtersExcept(filters: ReadonlyMap<FilterName, Condition>, except?: FilterName): Condition[] {
  return [...filters].filter(([name]) => name !== except).map(([, condition]) => condition);
}

export interface FactsRequest {
  price: boolean;
  rating: boolean;
  shippingFree: boolean;
  manufacturer: boolean;
}

/**
 * One scan of the scope for the price, rating, shipping-free and manufacturer aggregations. With
 * reduce-aggregations each aggregate sees the other filters through FILTER (WHERE …), which is what
 * a separate query per aggregation with its own scope computed. Returns undefined when nothing is asked.
 */
export function aggregateFactsSql(
  source: ListingSource,
  scope: readonly Condition[],
  request: FactsRequest,
  price: Condition,
  filters: ReadonlyMap<FilterName, Condition> | undefined,
): { sql: string; values: SqlParams['values'] } | undefined {
  const p = new SqlParams();
  const only = (name: FilterName, extra?: string) => {
    const conditions = filters ? filtersExcept(filters, name) : [];
    const parts = [...(conditions.length > 0 ? [render(conditions, p)] : []), ...(extra ? [extra] : [])];
    return parts.length > 0 ? ` FILTER (WHERE ${parts.join(' AND ')})` : '';
  };
  const columns: string[] = [];
  if (request.price) {
    const filter = only('price');
    columns.push(`min(${price(p)})${filter}::text AS price_min`, `max(${price(p)})${filter}::text AS price_max`);
  }
  if (request.rating) columns.push(`max(t.rating_average)${only('rating')}::text AS rating_max`);
  if (request.shippingFree) columns.push(`bool_or(t.shipping_free)${only('shipping-free')} AS shipping_free`);
  if (request.manufacturer) columns.push(`array_agg(DISTINCT t.manufacturer_id)${only('manufacturer', 't.manufacturer_id IS NOT NULL')} AS manufacturer_ids`);
  if (columns.length === 0) return undefined;
  const select = columns.join(', ');
  return { sql: `SELECT ${select} FROM ${source.from} WHERE ${render([...source.base, ...scope], p)}`, values: p.values };
}
