import { describe, expect, it } from 'vitest';
import { SqlParams } from '../../criteria/sql.ts';
import { parseListingParams } from './listing-params.ts';
import { aggregationSql, CATEGORY_SOURCE, filtersExcept, listingFilters, priceSql, render } from './listing-query.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const price = priceSql('1.5');
const everything = { price: true, rating: true, shippingFree: true, manufacturer: true, properties: true };

describe('listingFilters', () => {
  it('ORs the options of one group and ANDs the groups, against the source option column', () => {
    const params = parseListingParams({ properties: `${A}|${B}|${C}` });
    const filters = listingFilters(params, CATEGORY_SOURCE, [[A, B], [C]], price);
    const p = new SqlParams();
    expect(render(filtersExcept(filters), p)).toBe('((t.filter_option_ids && $1::text[]) AND (t.filter_option_ids && $2::text[]))');
    expect(p.values).toEqual([[A, B], [C]]);
  });

  it('matches nothing when no requested option exists, and skips disabled or empty filters', () => {
    expect(listingFilters(parseListingParams({ properties: A }), CATEGORY_SOURCE, [], price).get('properties')?.(new SqlParams())).toBe('FALSE');
    const off = listingFilters(parseListingParams({ manufacturer: A, 'manufacturer-filter': false, 'max-price': 0, rating: 0 }), CATEGORY_SOURCE, [], price);
    expect([...off.keys()]).toEqual([]);
  });

  it('converts the price bounds with the currency factor', () => {
    const filters = listingFilters(parseListingParams({ 'min-price': 5, 'max-price': 50, rating: 3, 'shipping-free': true }), CATEGORY_SOURCE, [], price);
    const p = new SqlParams();
    expect(render(filtersExcept(filters, 'rating'), p)).toBe(
      '((t.cheapest_price * $1::numeric) >= $2 AND (t.cheapest_price * $3::numeric) <= $4) AND (t.shipping_free)',
    );
    expect(p.values).toEqual(['1.5', 5, '1.5', 50]);
  });
});

describe('aggregationSql', () => {
  const scope = [(p: SqlParams) => `t.category_tree @> ARRAY[${p.add(A)}]::text[]`];

  it('scans the scope once, grouped by option ids and manufacturer, without FILTER when filters do not narrow', () => {
    const query = aggregationSql(CATEGORY_SOURCE, scope, everything, price, undefined);
    expect(query?.sql).toBe(
      'WITH groups AS (SELECT t.filter_option_ids AS option_ids, t.manufacturer_id, min(t.cheapest_price) AS price_min, ' +
        'max(t.cheapest_price) AS price_max, max(t.rating_average) AS rating_max, bool_or(t.shipping_free) AS shipping_free ' +
        'FROM product_listing t WHERE (t.active) AND (t.category_tree @> ARRAY[$3]::text[]) GROUP BY 1, 2) ' +
        'SELECT (min(price_min) * $1::numeric)::text AS price_min, (max(price_max) * $2::numeric)::text AS price_max, max(rating_max)::text AS rating_max, ' +
        'bool_or(shipping_free) AS shipping_free, array_agg(DISTINCT manufacturer_id) FILTER (WHERE manufacturer_id IS NOT NULL) AS manufacturer_ids, ' +
        '(SELECT array_agg(DISTINCT option_id) FROM groups, unnest(groups.option_ids) AS option_id) AS option_ids FROM groups',
    );
    expect(query?.values).toEqual(['1.5', '1.5', A]);
  });

  it('narrows each aggregate by every filter but its own (reduce-aggregations)', () => {
    const filters = listingFilters(parseListingParams({ rating: 4, 'shipping-free': 1 }), CATEGORY_SOURCE, [], price);
    const query = aggregationSql(CATEGORY_SOURCE, scope, { ...everything, price: false }, price, filters);
    const sql = query?.sql ?? '';
    expect(sql).toContain('t.manufacturer_id, (t.rating_average >= $1) AS f0, (t.shipping_free) AS f1, max(t.rating_average) AS rating_max');
    expect(sql).toContain('GROUP BY 1, 2, 3, 4)');
    expect(sql).toContain('max(rating_max) FILTER (WHERE f1)::text AS rating_max');
    expect(sql).toContain('bool_or(shipping_free) FILTER (WHERE f0) AS shipping_free');
    expect(sql).toContain('array_agg(DISTINCT manufacturer_id) FILTER (WHERE f0 AND f1 AND manufacturer_id IS NOT NULL)');
    expect(sql).toContain('unnest(groups.option_ids) AS option_id WHERE f0 AND f1)');
    expect(query?.values).toEqual([4, A]);
  });

  it('groups nothing when only scalar aggregations are asked, and asks nothing when none is', () => {
    expect(
      aggregationSql(CATEGORY_SOURCE, scope, { price: false, rating: true, shippingFree: false, manufacturer: false, properties: false }, price, undefined)
        ?.sql,
    ).toBe(
      'WITH groups AS (SELECT max(t.rating_average) AS rating_max FROM product_listing t WHERE (t.active) AND (t.category_tree @> ARRAY[$1]::text[]) GROUP BY ()) ' +
        'SELECT max(rating_max)::text AS rating_max FROM groups',
    );
    expect(
      aggregationSql(CATEGORY_SOURCE, scope, { price: false, rating: false, shippingFree: false, manufacturer: false, properties: false }, price, undefined),
    ).toBeUndefined();
  });
});
