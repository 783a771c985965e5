// Criteria → SQL (WHERE / ORDER BY / LIMIT) for one entity definition. Pure: returns text and
// parameters; search.ts runs them. Field names may carry the entity prefix (`seo_url.pathInfo`).
import { resolveField, type EntityDefinition, type FieldKind, type Hop, type ResolvedField } from './fields.ts';
import { STORE_API_MAX_LIMIT } from './parse.ts';
import type { Criteria, Filter, Sorting } from './types.ts';
import type { SqlValue } from '../../db/database.ts';

export type { EntityDefinition, FieldDefinition, FieldKind } from './fields.ts';
export { field, sortBy } from './fields.ts';

export class SqlParams {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface CompiledQuery {
  where: string;
  whereParams: number;
  orderBy: string;
  limit: number | undefined;
  offset: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A condition over a field path: on the entity itself, or through its associations as nested
 * EXISTS (a to-many path matches when one related row does, as Shopware's joins do). Each hop reads the
 * owner's key in a derived table (`o`) so that the related table can take the alias `t` again.
 */
function through(hops: readonly Hop[], condition: string): string {
  return hops.reduceRight(
    (inner, hop) =>
      `EXISTS (SELECT 1 FROM (SELECT ${hop.association.key} AS k) o JOIN ${hop.target.table} t ON (${hop.association.references}) = o.k WHERE ${inner})`,
    condition,
  );
}

/**
 * A subquery giving the field's values for the row `t` as column `v`: one row on the entity itself,
 * one per related row through associations (what Shopware's joins give an aggregation).
 */
export function valuesOf(resolved: ResolvedField, params: SqlParams): string {
  return resolved.hops.reduceRight(
    (inner, hop) =>
      `SELECT x.v FROM (SELECT ${hop.association.key} AS k) o JOIN ${hop.target.table} t ON (${hop.association.references}) = o.k CROSS JOIN LATERAL (${inner}) x`,
    `SELECT ${valueSql(resolved, params)} AS v`,
  );
}

/** The SQL of a resolved field's value over `t` of its owner (json keys bound as parameters). */
function valueSql(resolved: ResolvedField, params: SqlParams): string {
  if (resolved.jsonPath.length === 0) return resolved.field.sql;
  return `(${resolved.field.sql}) #>> ${params.add(resolved.jsonPath)}::text[]`;
}

/** How values compare against a field: json keys read as text. */
export function kindOf(resolved: ResolvedField): FieldKind {
  return resolved.jsonPath.length > 0 ? 'text' : resolved.field.kind;
}

const NUMERIC_TEXT = `'^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$'`;

type GroupFilter = Extract<Filter, { type: 'multi' | 'not' }>;
type FieldFilter = Exclude<Filter, GroupFilter>;

function isGroup(filter: Filter): filter is GroupFilter {
  return filter.type === 'multi' || filter.type === 'not';
}

export function compileFilter(filter: Filter, definition: EntityDefinition, params: SqlParams): string {
  if (isGroup(filter)) {
    const inner = filter.queries.map((query) => `(${compileFilter(query, definition, params)})`);
    const joined = inner.length > 0 ? inner.join(filter.operator === 'or' ? ' OR ' : ' AND ') : 'TRUE';
    return filter.type === 'not' ? `NOT (${joined})` : joined;
  }
  const resolved = resolveField(definition, filter.field);
  const sql = valueSql(resolved, params);
  const kind = kindOf(resolved);
  // `equals null` through an association also matches when there is no related row (Shopware's left join).
  if (filter.type === 'equals' && filter.value === null) {
    const isNull = kind === 'list' ? `coalesce(cardinality(${sql}), 0) = 0` : `(${sql}) IS NULL`;
    return resolved.hops.length === 0 ? isNull : `NOT ${through(resolved.hops, `NOT (${isNull})`)}`;
  }
  return through(resolved.hops, condition(filter, sql, kind, params));
}

function condition(filter: FieldFilter, sql: string, kind: FieldKind, params: SqlParams): string {
  switch (filter.type) {
    case 'equals': {
      const value = coerce(filter.value, kind);
      if (value === undefined) return 'FALSE';
      if (kind === 'list') return `(${sql}) @> ARRAY[${params.add(value)}]::text[]`;
      return `(${sql}) = ${typed(params.add(value), kind)}`;
    }
    case 'equalsAny': {
      const values = filter.value.map((value) => coerce(value, kind)).filter((value) => value !== undefined);
      if (values.length === 0) return 'FALSE';
      if (kind === 'list') return `(${sql}) && ${params.add(values.map(String))}::text[]`;
      return `(${sql}) = ANY(${params.add(values.map(String))}::text[]::${ARRAY_TYPES[kind]}[])`;
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const value = escapeLike(filter.value);
      const pattern = filter.type === 'contains' ? `%${value}%` : filter.type === 'prefix' ? `${value}%` : `%${value}`;
      const text = kind === 'list' ? `array_to_string(${sql}, ' ')` : `(${sql})::text`;
      return `${text} ILIKE ${params.add(pattern)}`;
    }
    case 'range': {
      const operators = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;
      // A text field compared with numbers (a json key, a number kept as text) compares numerically.
      const numeric = kind === 'text' && Object.values(filter.parameters).every((bound) => typeof bound === 'number' || /^-?\d+(\.\d+)?$/.test(bound));
      const left = numeric
        ? `(CASE WHEN (${sql}) ~ ${NUMERIC_TEXT} THEN (${sql})::numeric END)`
        : kind === 'list'
          ? `array_to_string(${sql}, ' ')`
          : `(${sql})`;
      const rangeKind: FieldKind = numeric ? 'number' : kind === 'list' ? 'text' : kind;
      const parts: string[] = [];
      for (const key of Object.keys(operators) as Array<keyof typeof operators>) {
        const bound = filter.parameters[key];
        if (bound === undefined) continue;
        const value = coerce(bound, rangeKind);
        if (value === undefined) return 'FALSE';
        parts.push(`${left} ${operators[key]} ${typed(params.add(value), rangeKind)}`);
      }
      return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
    }
  }
}

const ARRAY_TYPES: Record<FieldKind, string> = { text: 'text', number: 'numeric', boolean: 'boolean', date: 'timestamptz', list: 'text', json: 'text' };

/** A parameter with the type it compares as, so PostgreSQL never guesses it from a column. */
function typed(placeholder: string, kind: FieldKind): string {
  if (kind === 'number') return `${placeholder}::numeric`;
  if (kind === 'boolean') return `${placeholder}::boolean`;
  if (kind === 'date') return `${placeholder}::timestamptz`;
  if (kind === 'json') return `${placeholder}::jsonb`;
  return `${placeholder}::text`;
}

/**
 * A request value as the field's type, or undefined when it cannot be one (a word for a number, a
 * non-date for a date): such a value equals nothing, as in Shopware's SQL, instead of failing the query.
 */
function coerce(value: string | number | boolean | null, kind: FieldKind): SqlValue | undefined {
  if (value === null) return null;
  if (kind === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (kind === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? number : undefined;
  }
  if (kind === 'date') {
    const text = String(value);
    return /^\d{4}-\d{2}-\d{2}([T ][\d:.]+)?(Z|[+-]\d{2}:?\d{2})?$/.test(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T'))) ? text : undefined;
  }
  if (kind === 'json') return JSON.stringify(value);
  return String(value);
}

/** WHERE clause for filters (and ids/term), joined with AND. `extra` conditions come first. */
export function compileWhere(
  criteria: Pick<Criteria, 'filter' | 'postFilter' | 'ids' | 'term'>,
  definition: EntityDefinition,
  params: SqlParams,
  extra: readonly string[] = [],
): string {
  const conditions = [...extra];
  if (criteria.ids) {
    conditions.push(criteria.ids.length === 0 ? 'FALSE' : `t.id IN (${criteria.ids.map((id) => params.add(id)).join(', ')})`);
  }
  for (const filter of [...criteria.filter, ...criteria.postFilter]) conditions.push(`(${compileFilter(filter, definition, params)})`);
  if (criteria.term && definition.searchFields.length > 0) {
    const pattern = params.add(`%${escapeLike(criteria.term)}%`);
    conditions.push(`(${definition.searchFields.map((name) => `(${resolveField(definition, name).field.sql})::text ILIKE ${pattern}`).join(' OR ')})`);
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}

/**
 * ORDER BY for the sortings (or the definition's default). A path through a to-many association sorts
 * by its smallest value ascending and its largest descending; text sorts case-insensitively.
 */
function compileOrderBy(sortings: readonly Sorting[], definition: EntityDefinition, params: SqlParams): string {
  // `_score` is the search ranking (RequestCriteriaBuilder keeps it unprefixed); without a ranked term there is none.
  const requested = sortings.filter((sorting) => sorting.field !== '_score');
  const effective = requested.length > 0 ? requested : definition.defaultSort;
  const parts = effective.map((sorting) => {
    const resolved = resolveField(definition, sorting.field);
    const kind = kindOf(resolved);
    const sql = valueSql(resolved, params);
    const value = kind === 'text' ? `lower(${sql})` : kind === 'list' ? `array_to_string(${sql}, ' ')` : kind === 'json' ? `(${sql})::text` : sql;
    const aggregate = kind === 'boolean' ? (sorting.order === 'ASC' ? 'bool_and' : 'bool_or') : sorting.order === 'ASC' ? 'min' : 'max';
    const expression = resolved.hops.reduceRight(
      (inner, hop) =>
        `(SELECT ${aggregate}(${inner}) FROM (SELECT ${hop.association.key} AS k) o JOIN ${hop.target.table} t ON (${hop.association.references}) = o.k)`,
      value,
    );
    return `${expression} ${sorting.order} NULLS ${sorting.order === 'ASC' ? 'FIRST' : 'LAST'}`;
  });
  // A stable tie-breaker keeps pagination deterministic.
  return [...parts, 't.id ASC'].join(', ');
}

/**
 * The largest offset a query gets. A page far past the table's end (p=99999999999999999999) would need an
 * OFFSET beyond PostgreSQL's bigint ("bigint out of range", a 500), and JavaScript numbers past 2^53
 * are not exact anyway; clamped, such a page is simply empty, as every page past the end is.
 */
export const MAX_OFFSET = 2 ** 31 - 1;

/** The offset of a page (1-based) of `limit` rows, clamped to MAX_OFFSET. */
export function offsetOf(page: number, limit: number): number {
  return Math.min(Math.max(page - 1, 0) * limit, MAX_OFFSET);
}

/**
 * Shopware's paging: no limit → the store maximum; ids remove the limit; the offset uses the
 * limit sent in the same payload, so `page` without `limit` has no effect.
 */
export function paging(criteria: Pick<Criteria, 'page' | 'limit' | 'ids'>): { limit: number | undefined; offset: number } {
  if (criteria.ids && criteria.limit === undefined) return { limit: undefined, offset: 0 };
  const limit = criteria.limit ?? STORE_API_MAX_LIMIT;
  const offset = criteria.limit === undefined ? 0 : offsetOf(criteria.page, criteria.limit);
  return { limit, offset };
}

/**
 * WHERE, ORDER BY and paging. The WHERE clause's parameters come first: `whereParams` of them, so a
 * count over the same WHERE binds only those.
 */
export function compile(criteria: Criteria, definition: EntityDefinition, params: SqlParams, extra: readonly string[] = []): CompiledQuery {
  const where = compileWhere(criteria, definition, params, extra);
  const whereParams = params.values.length;
  return { where, whereParams, orderBy: compileOrderBy(criteria.sort, definition, params), ...paging(criteria) };
}
