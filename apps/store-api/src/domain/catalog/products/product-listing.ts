// Product listings for categories, search and suggest: base scope (visibility, category or search
// term), listing filters as post-filters, Shopware's aggregations and sortings, one page of products.
import type { Queryable } from '../../../db/database.ts';
import { offsetOf, SqlParams } from '../../criteria/sql.ts';
import { translatedField } from '../../system/definitions.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { ListingParams } from './listing-params.ts';
import { interpretSearch } from './keyword-dictionary.ts';
import { chooseSorting, listingSortings, serializeSorting } from './listing-sortings.ts';
import { loadProducts } from './product-loader.ts';
import { aggregationsFromFacts, listingAggregations } from './listing-aggregations.ts';
import { arrayParam, CATEGORY_SOURCE, listingFilters, priceSql, render, type Condition } from './listing-query.ts';
import type { CategoryTree } from '../category-tree.ts';
import { memo } from '../../../cache-store.ts';
import { rankedPage, withinRanking } from './search-ranking.ts';
import type { InterpretedTerm } from './search-terms.ts';
import { currentSearchIndex } from './search-index-store.ts';
import { indexedSearch, type IndexedSearch } from './search-index-listing.ts';

/** Shopware's visibility levels per sales channel. */
export const VISIBILITY = { link: 10, search: 20, all: 30 } as const;

export interface ListingScope {
  categoryId?: string;
  search?: string;
  minVisibility: number;
}

export async function productListing(db: Queryable, cc: CatalogContext, params: ListingParams, scope: ListingScope, tree?: CategoryTree) {
  const searching = scope.search !== undefined;
  const source = CATEGORY_SOURCE;
  // The scope without the source's own conditions: what aggregations without reduce-aggregations see.
  const scoped: Condition[] = [(p) => `t.visibility >= ${p.add(scope.minVisibility)}`];
  if (scope.categoryId) {
    const categoryId = scope.categoryId;
    scoped.push((p) => `t.category_tree @> ARRAY[${p.add(categoryId)}]::text[]`);
  }
  let rank: (p: SqlParams) => string = () => '0';
  let correctedTerm: string | undefined;
  /** What the scope matches: the term as interpreted, so that "T-Shirt" and "t shirt" share their aggregations. */
  let scopeKey: unknown = scope;
  let interpreted: InterpretedTerm | undefined;
  if (scope.search !== undefined) {
    interpreted = await interpretSearch(db, scope.search, cc.languageId);
    scopeKey = [scope.minVisibility, interpreted?.documentQuery ?? null];
    if (interpreted) {
      const { query, documentQuery, anyQuery } = interpreted;
      correctedTerm = interpreted.correctedTerm;
      // The expression of the search index (migration 0014): the document with its initials.
      scoped.push((p) => `(t.search_document || search_initials(t.search_document)) @@ ${p.add(documentQuery)}::tsquery`);
      // Name matches first: every word in a name (in any language, or the product number), then how much of it.
      rank = (p) => `2 * (t.name_document @@ ${p.add(query)}::tsquery)::int + ts_rank(t.name_document, ${p.add(anyQuery)}::tsquery)`;
    } else {
      scoped.push(() => 'FALSE');
    }
  }

  // Listing filters are post-filters: they narrow the products, not the aggregations (unless reduce-aggregations).
  const price = priceSql(String(cc.price.currencyFactor));
  const optionGroups = params.filters.property && params.properties.length > 0 ? await propertyOptionGroups(db, params.properties) : [];
  const filters = listingFilters(params, source, optionGroups, price);
  const where: Condition[] = [...source.base, ...scoped, ...filters.values()];

  const nameSql = translatedField(cc.chain, 'name').sql;
  const { sorting, available } = chooseSorting(listingSortings(nameSql), params.order, searching);
  const offset = offsetOf(params.page, params.limit);

  // A search by score is answered from the in-memory index when it is current (ADR 0038), else in SQL; both
  // share the remembered ranking and aggregations below, since they answer alike. Looked up only when one of
  // them is not remembered: a warm page costs neither the index's freshness check nor its evaluation.
  let indexed: Promise<IndexedSearch | undefined> | undefined;
  const searchIndex = () =>
    (indexed ??= (async () => {
      const index = interpreted && sorting.key === 'score' ? await currentSearchIndex(db) : undefined;
      return index && interpreted
        ? indexedSearch(index, { term: interpreted, minVisibility: scope.minVisibility, params, optionGroups, currencyFactor: String(cc.price.currencyFactor) })
        : undefined;
    })());

  const count = async () => {
    const p = new SqlParams();
    const [row] = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM ${source.from} WHERE ${render(where, p)}`, p.values);
    return Number(row?.count ?? 0);
  };
  /** One scan for a page and the exact total (a window count); a page past the end counts separately. */
  const page = async (limit: number, from: number): Promise<{ ids: string[]; total: number }> => {
    const search = await searchIndex();
    if (search) return search.page(limit, from);
    const p = new SqlParams();
    const sql = `SELECT t.id, ${rank(p)} AS rank, count(*) OVER () AS total FROM ${source.from} WHERE ${render(where, p)} ORDER BY ${sorting.orderBy}, t.id LIMIT ${p.add(limit)} OFFSET ${p.add(from)}`;
    const rows = await db.query<{ id: string; total: string | number }>(sql, p.values);
    return { ids: rows.map((row) => row.id), total: rows.length > 0 ? Number(rows[0]?.total ?? 0) : from > 0 ? await count() : 0 };
  };
  const aggregate = async (reduce: boolean) => {
    const search = await searchIndex();
    return search
      ? aggregationsFromFacts(db, cc, params, search.facts(reduce))
      : listingAggregations(db, cc, params, { source, scope: scoped, reduceBy: reduce ? filters : undefined, price });
  };
  // A search's first pages by score without post-filters come from its remembered ranking (search-ranking.ts).
  const pageAndTotal = () =>
    interpreted && sorting.key === 'score' && filters.size === 0 && withinRanking(offset, params.limit)
      ? rankedPage(db, { minVisibility: scope.minVisibility, interpreted, offset, limit: params.limit }, (limit) => page(limit, 0))
      : page(params.limit, offset);
  const [pageResult, aggregations] = await Promise.all([
    params.onlyAggregations ? Promise.resolve({ ids: [] as string[], total: 0 }) : pageAndTotal(),
    params.noAggregations
      ? Promise.resolve({})
      : params.reduceAggregations
        ? aggregate(true)
        : // Without reduce-aggregations they depend only on the scope, so they are shared between requests.
          memo(
            db,
            `listing-aggregations:${JSON.stringify([scopeKey, cc.chain.ids, cc.price.currencyId, cc.price.displayGross, params.filters, params.propertyWhitelist])}`,
            15_000,
            () => aggregate(false),
            { shared: true },
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
    // A misspelt term's correction, only when it finds something (ADR 0028); Shopware clients ignore extensions.
    ...(correctedTerm !== undefined && total > 0 ? { extensions: { search: { correctedTerm, apiAlias: 'product_search_correction' } } } : {}),
    apiAlias: 'product_listing',
  };
}

/** The requested property options grouped by their property group. */
async function propertyOptionGroups(db: Queryable, ids: readonly string[]): Promise<string[][]> {
  const options = await db.query<{ id: string; group_id: string }>('SELECT id, group_id FROM property_group_option WHERE id = ANY($1::text[])', [
    arrayParam(ids),
  ]);
  const byGroup = new Map<string, string[]>();
  for (const option of options) byGroup.set(option.group_id, [...(byGroup.get(option.group_id) ?? []), option.id]);
  return [...byGroup.values()];
}
