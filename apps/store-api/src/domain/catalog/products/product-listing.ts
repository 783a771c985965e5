// Product listings for categories, search and suggest: base scope (visibility, category or search
// term), listing filters as post-filters, Shopware's aggregations and sortings, one page of products.
import type { Queryable } from '../../../db/database.ts';
import { SqlParams } from '../../criteria/sql.ts';
import { translatedField } from '../../system/definitions.ts';
import { toMinor, fromMinor } from '../../pricing/money.ts';
import type { SqlValue } from '../../../db/database.ts';
import type { CatalogContext } from './catalog-context.ts';
import { prefixTsQuery, type ListingParams } from './listing-params.ts';
import { chooseSorting, listingSortings, serializeSorting } from './listing-sortings.ts';
import { loadProducts } from './product-loader.ts';
import { serializeManufacturer, serializePropertyGroup, serializePropertyOption } from './serializers.ts';
import type { ManufacturerRow, PropertyGroupRow, PropertyOptionRow } from './rows.ts';
import { loadMedia, serializeMedia } from '../../media/media.ts';
import type { CategoryTree } from '../category-tree.ts';
import { memo } from '../../memo.ts';

/** Shopware's visibility levels per sales channel. */
export const VISIBILITY = { link: 10, search: 20, all: 30 } as const;

export interface ListingScope {
  categoryId?: string;
  search?: string;
  minVisibility: number;
}

type FilterName = 'manufacturer' | 'properties' | 'price' | 'rating' | 'shipping-free';

const arrayParam = (ids: Iterable<string>) => `{${[...new Set(ids)].join(',')}}`;

/** A SQL condition that registers its parameters when rendered (every query gets its own numbering). */
type Condition = (params: SqlParams) => string;

function render(conditions: readonly Condition[], params: SqlParams): string {
  return conditions.map((condition) => `(${condition(params)})`).join(' AND ') || 'TRUE';
}

export async function productListing(db: Queryable, cc: CatalogContext, params: ListingParams, scope: ListingScope, tree?: CategoryTree) {
  const base: Condition[] = [() => 't.active', () => 't.parent_id IS NULL', (p) => `t.visibility >= ${p.add(scope.minVisibility)}`];
  if (scope.categoryId) {
    const categoryId = scope.categoryId;
    base.push((p) => `t.category_tree @> ARRAY[${p.add(categoryId)}]::text[]`);
  }
  let rank: (p: SqlParams) => string = () => '0';
  const searching = scope.search !== undefined;
  if (scope.search !== undefined) {
    const term = scope.search;
    const tsQuery = prefixTsQuery(term);
    if (tsQuery) {
      base.push((p) => `(t.search_document @@ to_tsquery('simple', ${p.add(tsQuery)}) OR lower(t.product_number) = lower(${p.add(term)}))`);
      rank = (p) => `ts_rank(t.search_document, to_tsquery('simple', ${p.add(tsQuery)})) + CASE WHEN lower(t.product_number) = lower(${p.add(term)}) THEN 10 ELSE 0 END`;
    } else {
      base.push((p) => `lower(t.product_number) = lower(${p.add(term)})`);
    }
  }

  // Listing filters are post-filters: they narrow the products, not the aggregations (unless reduce-aggregations).
  const filters = new Map<FilterName, Condition>();
  const factor = String(cc.price.currencyFactor);
  const priceSql = (p: SqlParams) => `(t.cheapest_price * ${p.add(factor)}::numeric)`;
  if (params.filters.manufacturer && params.manufacturer.length > 0) filters.set('manufacturer', (p) => `t.manufacturer_id = ANY(${p.add(arrayParam(params.manufacturer))}::text[])`);
  if (params.filters.property && params.properties.length > 0) {
    const options = await db.query<{ id: string; group_id: string }>('SELECT id, group_id FROM property_group_option WHERE id = ANY($1::text[])', [arrayParam(params.properties)]);
    const byGroup = new Map<string, string[]>();
    for (const option of options) byGroup.set(option.group_id, [...(byGroup.get(option.group_id) ?? []), option.id]);
    // Options of one group are ORed, groups are ANDed; a parent matches through any of its variants.
    const groups = [...byGroup.values()];
    filters.set('properties', (p) =>
      groups.length === 0
        ? 'FALSE'
        : groups
            .map((ids) => {
              const list = `${p.add(arrayParam(ids))}::text[]`;
              // Listed rows are main products (no option_ids of their own); the expression matches a partial index.
              return `((t.property_ids || t.variant_option_ids) && ${list})`;
            })
            .join(' AND '),
    );
  }
  if (params.filters.price && (params.minPrice !== undefined || (params.maxPrice !== undefined && params.maxPrice > 0))) {
    filters.set('price', (p) => {
      const parts: string[] = [];
      if (params.minPrice !== undefined) parts.push(`${priceSql(p)} >= ${p.add(params.minPrice)}`);
      if (params.maxPrice !== undefined && params.maxPrice > 0) parts.push(`${priceSql(p)} <= ${p.add(params.maxPrice)}`);
      return parts.join(' AND ');
    });
  }
  if (params.filters.rating && params.rating !== undefined) {
    const rating = params.rating;
    filters.set('rating', (p) => `t.rating_average >= ${p.add(rating)}`);
  }
  if (params.filters.shippingFree && params.shippingFree) filters.set('shipping-free', () => 't.shipping_free');

  const where = (except?: FilterName): Condition[] => [...base, ...[...filters].filter(([name]) => name !== except).map(([, condition]) => condition)];
  const aggregationScope = (name: FilterName): Condition[] => (params.reduceAggregations ? where(name) : base);

  const nameSql = translatedField(cc.chain, 'name').sql;
  const { sorting, available } = chooseSorting(listingSortings(nameSql), params.order, searching);
  const offset = (params.page - 1) * params.limit;

  const count = async () => {
    const p = new SqlParams();
    const [row] = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM product t WHERE ${render(where(), p)}`, p.values);
    return Number(row?.count ?? 0);
  };
  /** One scan for the page and the exact total (a window count); a page past the end counts separately. */
  const pageAndTotal = async (): Promise<{ ids: string[]; total: number }> => {
    const p = new SqlParams();
    const sql = `SELECT t.id, ${rank(p)} AS rank, count(*) OVER () AS total FROM product t WHERE ${render(where(), p)} ORDER BY ${sorting.orderBy}, t.id LIMIT ${params.limit} OFFSET ${offset}`;
    const rows = await db.query<{ id: string; total: string | number }>(sql, p.values);
    return { ids: rows.map((row) => row.id), total: rows.length > 0 ? Number(rows[0]?.total ?? 0) : offset > 0 ? await count() : 0 };
  };
  const [pageResult, aggregations] = await Promise.all([
    params.onlyAggregations ? Promise.resolve({ ids: [] as string[], total: 0 }) : pageAndTotal(),
    params.noAggregations
      ? Promise.resolve({})
      : params.reduceAggregations
        ? listingAggregations(db, cc, params, aggregationScope, priceSql)
        : // Without reduce-aggregations they depend only on the scope, so they are shared between requests.
          memo(db, `listing-aggregations:${JSON.stringify([scope, cc.chain.ids, cc.price.currencyId, cc.price.displayGross, params.filters, params.propertyWhitelist])}`, 15_000, () =>
            listingAggregations(db, cc, params, aggregationScope, priceSql),
          ),
  ]);
  const elements = await loadProducts(db, pageResult.ids, cc, { tree });
  const total = pageResult.total;
  return {
    elements,
    aggregations,
    page: params.page,
    limit: params.limit,
    entity: 'product',
    total,
    states: [],
    sorting: sorting.key,
    currentFilters: {
      // Search reports the channel's navigation root, as Shopware does.
      navigationId: scope.categoryId ?? cc.navigationCategoryId,
      manufacturer: params.manufacturer,
      price: { min: params.minPrice ?? 0, max: params.maxPrice ?? 0 },
      rating: params.rating ?? null,
      'shipping-free': params.shippingFree,
      properties: params.properties,
      search: scope.search,
    },
    availableSortings: available.map((item) => serializeSorting(item, cc.localeCode)),
    apiAlias: 'product_listing',
  };
}

async function listingAggregations(
  db: Queryable,
  cc: CatalogContext,
  params: ListingParams,
  scopeFor: (name: FilterName) => Condition[],
  priceSql: (p: SqlParams) => string,
) {
  /** Renders the aggregation's scope with fresh parameters: [where, values]. */
  const scoped = (name: FilterName, build: (where: string, p: SqlParams) => string): [string, SqlValue[]] => {
    const p = new SqlParams();
    const sql = build(render(scopeFor(name), p), p);
    return [sql, p.values];
  };
  const result: Record<string, unknown> = {};
  const tasks: Array<Promise<void>> = [];
  if (params.filters.manufacturer) {
    tasks.push(
      (async () => {
        const rows = await db.query<ManufacturerRow>(...scoped('manufacturer', (where) => `SELECT m.* FROM product_manufacturer m WHERE m.id IN (SELECT DISTINCT t.manufacturer_id FROM product t WHERE ${where})`));
        const media = await loadMedia(db, rows.map((row) => row.media_id).filter((id): id is string => Boolean(id)));
        const entities = rows
          .map((row) => {
            const logo = row.media_id ? media.get(row.media_id) : undefined;
            return serializeManufacturer(row, cc.chain, logo ? serializeMedia(logo, cc.chain, cc.mediaBaseUrl) : undefined);
          })
          .sort((a, b) => a.name.localeCompare(b.name));
        result.manufacturer = { entities, apiAlias: 'manufacturer_aggregation' };
      })(),
    );
  }
  if (params.filters.price) {
    tasks.push(
      (async () => {
        const [row] = await db.query<{ min: string | null; max: string | null }>(
          ...scoped('price', (where, p) => `SELECT min(${priceSql(p)})::text AS min, max(${priceSql(p)})::text AS max FROM product t WHERE ${where}`),
        );
        const round = (value: string | null | undefined) => (value === null || value === undefined ? 0 : fromMinor(toMinor(value, cc.price.decimals), cc.price.decimals));
        result.price = { min: round(row?.min), max: round(row?.max), avg: null, sum: null, apiAlias: 'price_aggregation' };
      })(),
    );
  }
  if (params.filters.rating) {
    tasks.push(
      (async () => {
        const [row] = await db.query<{ max: string | null }>(...scoped('rating', (where) => `SELECT max(t.rating_average)::text AS max FROM product t WHERE ${where}`));
        result.rating = { max: row?.max ? Number(row.max) : 0, apiAlias: 'rating_aggregation' };
      })(),
    );
  }
  if (params.filters.shippingFree) {
    tasks.push(
      (async () => {
        const [row] = await db.query<{ max: boolean | null }>(...scoped('shipping-free', (where) => `SELECT bool_or(t.shipping_free) AS max FROM product t WHERE ${where}`));
        result['shipping-free'] = { max: row?.max === true, apiAlias: 'shipping-free_aggregation' };
      })(),
    );
  }
  if (params.filters.property) {
    tasks.push(
      (async () => {
        const options = await db.query<PropertyOptionRow>(
          ...scoped(
            'properties',
            (where) => `SELECT o.* FROM property_group_option o JOIN property_group g ON g.id = o.group_id AND g.filterable
              WHERE o.id IN (SELECT unnest(t.property_ids || t.variant_option_ids) FROM product t WHERE ${where})`,
          ),
        );
        const whitelist = params.propertyWhitelist;
        const groupIds = [...new Set(options.map((option) => option.group_id))].filter((id) => !whitelist || whitelist.includes(id));
        const groups = groupIds.length ? await db.query<PropertyGroupRow>('SELECT * FROM property_group WHERE id = ANY($1::text[]) ORDER BY position, id', [arrayParam(groupIds)]) : [];
        const entities = groups.map((group) =>
          serializePropertyGroup(
            group,
            cc.chain,
            options
              .filter((option) => option.group_id === group.id)
              .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
              .map((option) => serializePropertyOption(option, group, cc.chain)),
          ),
        );
        result.properties = { entities, apiAlias: 'properties_aggregation' };
      })(),
    );
  }
  await Promise.all(tasks);
  return result;
}
