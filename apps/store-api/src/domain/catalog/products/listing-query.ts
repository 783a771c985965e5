// Pure SQL building for product listings: where listed products are read from, the base scope,
// Shopware's listing filters (post-filters) and the one-pass aggregate query. No database access.
import { sqlArray } from '../../../db/database.ts';
import { SqlParams } from '../../criteria/sql.ts';
import type { ListingParams } from './listing-params.ts';

export type FilterName = 'manufacturer' | 'properties' | 'price' | 'rating' | 'shipping-free';

/** A SQL condition that registers its parameters when rendered (every query gets its own numbering). */
export type Condition = (params: SqlParams) => string;

export function render(conditions: readonly Condition[], params: SqlParams): string {
  return conditions.map((condition) => `(${condition(params)})`).join(' AND ') || 'TRUE';
}

export const arrayParam = sqlArray;

/**
 * Where a listing reads its products (alias `t`): product_listing, the narrow copy of main products
 * (migrations 0006 and 0010), for category listings and search alike — it carries the search documents too.
 */
export interface ListingSource {
  from: string;
  /** Conditions every listed row meets besides the scope. */
  base: readonly Condition[];
  /** The option ids a product offers to the property filter. */
  optionIds: string;
}

export const CATEGORY_SOURCE: ListingSource = { from: 'product_listing t', base: [() => 't.active'], optionIds: 't.filter_option_ids' };

/** A price in the default currency converted to the request currency; `of` converts any such value. */
export interface PriceSql extends Condition {
  of(value: string): Condition;
}

/** The listing's price in the request currency (cheapest_price is in the default currency). */
export function priceSql(currencyFactor: string): PriceSql {
  const of =
    (value: string): Condition =>
    (p) =>
      `(${value} * ${p.add(currencyFactor)}::numeric)`;
  return Object.assign(of('t.cheapest_price'), { of });
}

/**
 * Shopware's listing filters as conditions, keyed by the aggregation they narrow. `optionGroups` are
 * the requested property options grouped by property group: options of one group are ORed, groups ANDed.
 */
export function listingFilters(params: ListingParams, source: ListingSource, optionGroups: readonly string[][], price: Condition): Map<FilterName, Condition> {
  const filters = new Map<FilterName, Condition>();
  if (params.filters.manufacturer && params.manufacturer.length > 0)
    filters.set('manufacturer', (p) => `t.manufacturer_id = ANY(${p.add(arrayParam(params.manufacturer))}::text[])`);
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

export interface AggregationRequest {
  price: boolean;
  rating: boolean;
  shippingFree: boolean;
  manufacturer: boolean;
  properties: boolean;
}

/**
 * Every requested aggregation from one scan of the scope, as one row (price_min, price_max, rating_max,
 * shipping_free, manufacturer_ids, option_ids). The scan groups rows by what the id aggregations need
 * (option id array, manufacturer) and, with reduce-aggregations, by whether each filter matches; the
 * outer query folds those few thousand groups, each aggregate seeing only groups that match every
 * filter but its own — what a separate query per aggregation with its own scope computed.
 * Returns undefined when nothing is asked.
 */
export function aggregationSql(
  source: ListingSource,
  scope: readonly Condition[],
  request: AggregationRequest,
  price: PriceSql,
  filters: ReadonlyMap<FilterName, Condition> | undefined,
): { sql: string; values: SqlParams['values'] } | undefined {
  const p = new SqlParams();
  const active = [...(filters ?? new Map<FilterName, Condition>())];
  const keys: string[] = [];
  if (request.properties) keys.push(`${source.optionIds} AS option_ids`);
  if (request.manufacturer) keys.push('t.manufacturer_id');
  active.forEach(([, condition], index) => keys.push(`(${condition(p)}) AS f${index}`));
  const inner: string[] = [];
  // Converted once per aggregate, not per row: the factor is positive and numeric products exact, so the
  // least converted price is the converted least price (two numeric products per hit cost ~20% of a search's scan).
  if (request.price) inner.push('min(t.cheapest_price) AS price_min', 'max(t.cheapest_price) AS price_max');
  if (request.rating) inner.push('max(t.rating_average) AS rating_max');
  if (request.shippingFree) inner.push('bool_or(t.shipping_free) AS shipping_free');
  /** The groups an aggregation sees: those matching every filter but its own. */
  const matching = (name: FilterName, extra: string[] = []) => {
    const parts = [...active.flatMap(([filter], index) => (filter === name ? [] : [`f${index}`])), ...extra];
    return parts.length > 0 ? parts.join(' AND ') : undefined;
  };
  const only = (name: FilterName, extra: string[] = []) => {
    const where = matching(name, extra);
    return where ? ` FILTER (WHERE ${where})` : '';
  };
  const outer: string[] = [];
  if (request.price)
    outer.push(`${price.of(`min(price_min)${only('price')}`)(p)}::text AS price_min`, `${price.of(`max(price_max)${only('price')}`)(p)}::text AS price_max`);
  if (request.rating) outer.push(`max(rating_max)${only('rating')}::text AS rating_max`);
  if (request.shippingFree) outer.push(`bool_or(shipping_free)${only('shipping-free')} AS shipping_free`);
  if (request.manufacturer) outer.push(`array_agg(DISTINCT manufacturer_id)${only('manufacturer', ['manufacturer_id IS NOT NULL'])} AS manufacturer_ids`);
  if (request.properties) {
    const where = matching('properties');
    outer.push(`(SELECT array_agg(DISTINCT option_id) FROM groups, unnest(groups.option_ids) AS option_id${where ? ` WHERE ${where}` : ''}) AS option_ids`);
  }
  if (outer.length === 0) return undefined;
  const groupBy = keys.length > 0 ? keys.map((_, index) => String(index + 1)).join(', ') : '()';
  const scan = `SELECT ${[...keys, ...inner].join(', ')} FROM ${source.from} WHERE ${render([...source.base, ...scope], p)} GROUP BY ${groupBy}`;
  return { sql: `WITH groups AS (${scan}) SELECT ${outer.join(', ')} FROM groups`, values: p.values };
}
