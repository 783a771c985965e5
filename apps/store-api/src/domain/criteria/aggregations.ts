// Criteria aggregations (Shopware's AggregationParser types) over a search's scope: the entity's base
// conditions and `filter`, never `post-filter` or paging. Each result is keyed by its name with the
// apiAlias `<name>_aggregation`; a filter aggregation answers under its inner aggregation's name.
import type { Queryable } from '../../db/database.ts';
import { resolveField, type EntityDefinition } from './fields.ts';
import { compileFilter, kindOf, SqlParams, valuesOf } from './sql.ts';
import type { Aggregation } from './types.ts';

/** The scope's WHERE clause, rendered into a query's own parameters. */
export type Scope = (params: SqlParams) => string;

const HISTOGRAM_INTERVALS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;

export async function runAggregations(
  db: Queryable,
  definition: EntityDefinition,
  aggregations: readonly Aggregation[],
  scope: Scope,
): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const aggregation of aggregations) {
    const [name, result] = await aggregate(db, definition, aggregation, scope);
    results[name] = result;
  }
  return results;
}

async function aggregate(db: Queryable, definition: EntityDefinition, aggregation: Aggregation, scope: Scope): Promise<[string, Record<string, unknown>]> {
  const alias = { apiAlias: `${aggregation.name}_aggregation` };
  if (aggregation.type === 'filter') {
    const narrowed: Scope = (p) => [scope(p), ...aggregation.filter.map((filter) => `(${compileFilter(filter, definition, p)})`)].join(' AND ');
    return aggregate(db, definition, aggregation.aggregation, narrowed);
  }
  const resolved = resolveField(definition, aggregation.field);
  const kind = kindOf(resolved);
  const numeric = kind === 'number';
  /** Runs `select` over every value of the field in the scope (`a.v`). */
  const query = async <Row extends object>(select: (p: SqlParams) => string, tail?: (p: SqlParams) => string) => {
    const p = new SqlParams();
    const values = valuesOf(resolved, p);
    const head = select(p);
    const sql = `SELECT ${head} FROM ${definition.table} t CROSS JOIN LATERAL (${values}) a WHERE ${scope(p)}${tail ? ` ${tail(p)}` : ''}`;
    return db.query<Row>(sql, p.values);
  };
  // Values compare in their own type; anything but numbers reads as text.
  const v = numeric ? 'a.v' : kind === 'date' ? 'a.v' : '(a.v)::text';
  const out = (value: unknown) =>
    value === null || value === undefined ? null : numeric ? Number(value) : value instanceof Date ? value.toISOString() : value;

  switch (aggregation.type) {
    case 'min':
    case 'max':
    case 'avg':
    case 'sum':
    case 'count':
    case 'stats': {
      const avgSum = numeric ? `avg(a.v) AS avg, sum(a.v) AS sum` : 'NULL AS avg, NULL AS sum';
      const [row] = await query<{ min: unknown; max: unknown; avg: unknown; sum: unknown; count: unknown }>(
        () => `min(${v}) AS min, max(${v}) AS max, ${avgSum}, count(DISTINCT ${v}) AS count`,
      );
      const stats = { min: out(row?.min), max: out(row?.max), avg: row?.avg == null ? null : Number(row.avg), sum: row?.sum == null ? null : Number(row.sum) };
      if (aggregation.type === 'stats') return [aggregation.name, { ...stats, ...alias }];
      if (aggregation.type === 'count') return [aggregation.name, { count: Number(row?.count ?? 0), ...alias }];
      return [aggregation.name, { [aggregation.type]: stats[aggregation.type], ...alias }];
    }
    case 'terms': {
      const descending = aggregation.sort?.order === 'DESC';
      const byCount = aggregation.sort?.field === '_count';
      const order = byCount ? `count ${descending ? 'DESC' : 'ASC'}, key` : `key ${descending ? 'DESC' : 'ASC'} NULLS LAST`;
      const rows = await query<{ key: unknown; count: unknown }>(
        () => `(a.v)::text AS key, count(DISTINCT t.id) AS count`,
        (p) => `GROUP BY 1 ORDER BY ${order} LIMIT ${p.add(aggregation.limit ?? null)}`,
      );
      const buckets = [];
      for (const row of rows) {
        const key = row.key === null ? null : String(row.key);
        const bucket: Record<string, unknown> = { key, count: Number(row.count) };
        if (aggregation.aggregation) {
          // The nested aggregation over the bucket's rows.
          const inBucket: Scope = (p) =>
            `${scope(p)} AND EXISTS (SELECT 1 FROM (${valuesOf(resolved, p)}) b WHERE ${key === null ? '(b.v) IS NULL' : `(b.v)::text = ${p.add(key)}::text`})`;
          const [nestedName, nested] = await aggregate(db, definition, aggregation.aggregation, inBucket);
          bucket[nestedName] = nested;
        }
        buckets.push({ ...bucket, apiAlias: 'aggregation_bucket' });
      }
      return [aggregation.name, { buckets, ...alias }];
    }
    case 'entity': {
      const rows = await query<{ id: string }>(
        () => `DISTINCT (a.v)::text AS id`,
        () => 'AND a.v IS NOT NULL ORDER BY 1',
      );
      // The entities by id; the engine answers the ids (its serialisers need a route's context).
      return [aggregation.name, { entities: rows.map((row) => ({ id: row.id, apiAlias: aggregation.definition })), ...alias }];
    }
    case 'range': {
      const ranges: Record<string, number> = {};
      for (const range of aggregation.ranges) {
        const key = range.key ?? `${range.from ?? '*'}-${range.to ?? '*'}`;
        const bounds = (p: SqlParams) =>
          [
            range.from === undefined ? undefined : `(a.v)::numeric >= ${p.add(range.from)}::numeric`,
            range.to === undefined ? undefined : `(a.v)::numeric < ${p.add(range.to)}::numeric`,
          ]
            .filter(Boolean)
            .join(' AND ') || 'TRUE';
        const [row] = numeric ? await query<{ count: unknown }>((p) => `count(*) FILTER (WHERE ${bounds(p)}) AS count`) : [{ count: 0 }];
        ranges[key] = Number(row?.count ?? 0);
      }
      return [aggregation.name, { ranges, ...alias }];
    }
    case 'histogram': {
      const interval = HISTOGRAM_INTERVALS.find((candidate) => candidate === aggregation.interval) ?? 'day';
      if (kind !== 'date') return [aggregation.name, { buckets: [], ...alias }];
      const rows = await query<{ key: unknown; count: unknown }>(
        (p) => `to_char(date_trunc(${p.add(interval)}::text, a.v), 'YYYY-MM-DD HH24:MI:SS') AS key, count(DISTINCT t.id) AS count`,
        () => 'AND a.v IS NOT NULL GROUP BY 1 ORDER BY 1',
      );
      return [aggregation.name, { buckets: rows.map((row) => ({ key: String(row.key), count: Number(row.count), apiAlias: 'aggregation_bucket' })), ...alias }];
    }
  }
}
