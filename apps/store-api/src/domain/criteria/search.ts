// Runs a criteria search for one entity: the rows of the requested page plus Shopware's `total`.
import type { Queryable } from '../../db/database.ts';
import { runAggregations } from './aggregations.ts';
import { compile, compileWhere, SqlParams, type EntityDefinition } from './sql.ts';
import { validateAssociations } from './validate.ts';
import type { Criteria } from './types.ts';

export interface SearchResult<Row> {
  rows: Row[];
  total: number;
  page: number;
  limit: number | undefined;
  /** The criteria's aggregations by name (absent when none were asked). */
  aggregations?: Record<string, unknown>;
}

export async function searchRows<Row extends object>(
  db: Queryable,
  definition: EntityDefinition,
  criteria: Criteria,
  baseConditions: (params: SqlParams) => string[] = () => [],
): Promise<SearchResult<Row>> {
  validateAssociations(criteria, definition);
  const params = new SqlParams();
  const extra = baseConditions(params);
  const query = compile(criteria, definition, params, extra);
  const probeNextPages = criteria.totalCountMode === 'next-pages' && query.limit !== undefined;
  const fetchLimit = query.limit === undefined ? undefined : probeNextPages ? query.limit * 5 + 1 : query.limit;
  // Bound like every value; LIMIT NULL means no limit.
  const paged = new SqlParams();
  paged.values.push(...params.values);
  const sql = `SELECT t.* FROM ${definition.table} t WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ${paged.add(fetchLimit ?? null)} OFFSET ${paged.add(query.offset)}`;
  const fetched = await db.query<Row>(sql, paged.values);
  const rows = query.limit === undefined ? fetched : fetched.slice(0, query.limit);
  let total = rows.length;
  if (criteria.totalCountMode === 'exact') {
    const [count] = await db.query<{ count: string | number }>(
      `SELECT count(*) AS count FROM ${definition.table} t WHERE ${query.where}`,
      params.values.slice(0, query.whereParams),
    );
    total = Number(count?.count ?? 0);
  } else if (probeNextPages) {
    total = query.offset + fetched.length;
  }
  // Aggregations see the filters, not the post-filters or the page (Shopware's EntityAggregator).
  const aggregations =
    criteria.aggregations.length > 0
      ? await runAggregations(db, definition, criteria.aggregations, (p) => compileWhere({ ...criteria, postFilter: [] }, definition, p, baseConditions(p)))
      : undefined;
  return { rows, total, page: criteria.page, limit: query.limit, ...(aggregations ? { aggregations } : {}) };
}

/** Shopware's entity search result envelope. */
export function searchResultBody<Entity>(
  entity: string,
  result: SearchResult<unknown>,
  elements: Entity[],
  aggregations: unknown[] | Record<string, unknown> = result.aggregations ?? [],
) {
  return {
    entity,
    total: result.total,
    // Shopware serialises an empty aggregation map as []; the schema mostly types it as an array,
    // for some routes (payment and shipping methods) as an object.
    aggregations,
    page: result.page,
    limit: result.limit ?? null,
    elements,
    apiAlias: 'dal_entity_search_result',
  };
}
