import { describe, expect, it } from 'vitest';
import { SqlParams } from '../../criteria/sql.ts';
import { parseListingParams } from './listing-params.ts';
import { aggregateFactsSql, CATEGORY_SOURCE, filtersExcept, listingFilters, priceSql, render, SEARCH_SOURCE } from './listing-query.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const price = priceSql('1.5');
const everything = { price: true, rating: true, shippingFree: true, manufacturer: true };

describe('listingFilters', () => {
  it('ORs the options of one group and ANDs the groups, against the source option column', () => {
    const params = parseListingParams({ properties: `${A}|${B}|${C}` });
    const filters = listingFilters(params, CATEGORY_SOURCE, [[A, B], [C]], price);
    const p = new SqlParams();
    expect(render(filtersExcept(filters), p)).toBe('((t.filter_option_ids && $1::text[]) AND (t.filter_option_ids && $2::text[]))');
    expect(p.values).toEqual([`{${A},${B}}`, `{${C}}`]);
    const search = listingFilters(params, SEARCH_SOURCE, [[A]], price).get('properties');
    expect(search?.(new SqlParams())).toBe('((t.property_ids || t.variant_option_ids) && $1::text[])');
  });

  it('matches nothing when no requested option exists, and skips disabled or empty filters', () => {
    expect(listingFilters(parseListingParams({ properties: A }), CATEGORY_SOURCE, [], price).get('properties')?.(new SqlParams())).toBe('FALSE');
    const off = listingFilters(parseListingParams({ manufacturer: A, 'manufacturer-filter': false, 'max-price': 0, rating: 0 }), CATEGORY_SOURCE, [], price);
    expect([...off.keys()]).toEqual([]);
  });

  it('converts the price bounds with the currency factor', () => {
    const filters = listingFilters(parseListingParams({ 'min-price': 5, 'max-price': 50, rating: 3, 'shipping-free': true }), CATEGORY_SOURCE, [], price);
    const p = new SqlParams();
    expect(render(filtersExcept(filters, 'rating'), p)).toBe('((t.cheapest_price * $1::numeric) >= $2 AND (t.cheapest_price * $3::numeric) <= $4) AND (t.shipping_free)');
    expect(p.values).toEqual(['1.5', 5, '1.5', 50]);
  });
});

describe('aggregateFactsSql', () => {
  const scope = [(p: SqlParams) => `t.category_tree @> ARRAY[${p.add(A)}]::text[]`];

  it('aggregates the scope in one scan without FILTER clauses when filters do not narrow aggregations', () => {
    const query = aggregateFactsSql(CATEGORY_SOURCE, scope, everything, price, undefined);
    expect(query?.sql).toBe(
      'SELECT min((t.cheapest_price * $1::numeric))::text AS price_min, max((t.cheapest_price * $2::numeric))::text AS price_max, ' +
        'max(t.rating_average)::text AS rating_max, bool_or(t.shipping_free) AS shipping_free, ' +
        'array_agg(DISTINCT t.manufacturer_id) FILTER (WHERE t.manufacturer_id IS NOT NULL) AS manufacturer_ids ' +
        'FROM product_listing t WHERE (t.active) AND (t.category_tree @> ARRAY[$3]::text[])',
    );
    expect(query?.values).toEqual(['1.5', '1.5', A]);
  });

  it('narrows each aggregate by every filter but its own (reduce-aggregations)', () => {
    const filters = listingFilters(parseListingParams({ rating: 4, 'shipping-free': 1 }), CATEGORY_SOURCE, [], price);
    const sql = aggregateFactsSql(CATEGORY_SOURCE, scope, { ...everything, price: false }, price, filters)?.sql ?? '';
    expect(sql).toContain('max(t.rating_average) FILTER (WHERE (t.shipping_free))::text AS rating_max');
    expect(sql).toContain('bool_or(t.shipping_free) FILTER (WHERE (t.rating_average >= $1)) AS shipping_free');
    expect(sql).toContain('array_agg(DISTINCT t.manufacturer_id) FILTER (WHERE (t.rating_average >= $2) AND (t.shipping_free) AND t.manufacturer_id IS NOT NULL)');
  });

  it('asks nothing when no aggregation is wanted', () => {
    expect(aggregateFactsSql(SEARCH_SOURCE, scope, { price: false, rating: false, shippingFree: false, manufacturer: false }, price, undefined)).toBeUndefined();
  });
});
