// Criteria → SQL (WHERE / ORDER BY / LIMIT) for one entity definition. Pure: returns text and
// parameters; search.ts runs them. Field names may carry the entity prefix (`seo_url.pathInfo`).
import { domainError } from '../errors.ts';
import { STORE_API_MAX_LIMIT } from './parse.ts';
import type { Criteria, Filter, Sorting } from './types.ts';
import type { SqlValue } from '../../db/database.ts';

export type FieldKind = 'text' | 'number' | 'boolean' | 'date';

export interface FieldDefinition {
  /** SQL expression over the entity's row alias `t`. */
  sql: string;
  kind: FieldKind;
}

export type FieldMap = Readonly<Record<string, FieldDefinition>>;

/** Field constructors for entity definitions, e.g. `field.text('t.first_name')`. */
export const field = {
  text: (sql: string): FieldDefinition => ({ sql, kind: 'text' }),
  number: (sql: string): FieldDefinition => ({ sql, kind: 'number' }),
  boolean: (sql: string): FieldDefinition => ({ sql, kind: 'boolean' }),
  date: (sql: string): FieldDefinition => ({ sql, kind: 'date' }),
};

/** A default sort over fields in one direction (no natural sorting). */
export function sortBy(order: Sorting['order'], ...fields: string[]): Sorting[] {
  return fields.map((name) => ({ field: name, order, naturalSorting: false }));
}

export interface EntityDefinition {
  entity: string;
  table: string;
  fields: FieldMap;
  /** Fields the `term` parameter searches (case-insensitive substring). */
  searchFields: readonly string[];
  defaultSort: readonly Sorting[];
}

export class SqlParams {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface CompiledQuery {
  where: string;
  orderBy: string;
  limit: number | undefined;
  offset: number;
}

function fieldOf(definition: EntityDefinition, name: string, pointer: string, code: string): FieldDefinition {
  const field = name.startsWith(`${definition.entity}.`) ? name.slice(definition.entity.length + 1) : name;
  const found = definition.fields[field];
  if (!found) throw domainError(400, code, `Field "${name}" in ${pointer} is not known for entity ${definition.entity}.`, { field: name });
  return found;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function compileFilter(filter: Filter, definition: EntityDefinition, params: SqlParams): string {
  switch (filter.type) {
    case 'equals': {
      const field = fieldOf(definition, filter.field, '/filter', 'FRAMEWORK__INVALID_FILTER_QUERY');
      if (filter.value === null) return `(${field.sql}) IS NULL`;
      return `(${field.sql}) = ${params.add(coerce(filter.value, field.kind))}`;
    }
    case 'equalsAny': {
      const field = fieldOf(definition, filter.field, '/filter', 'FRAMEWORK__INVALID_FILTER_QUERY');
      if (filter.value.length === 0) return 'FALSE';
      return `(${field.sql}) IN (${filter.value.map((value) => params.add(coerce(value, field.kind))).join(', ')})`;
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const field = fieldOf(definition, filter.field, '/filter', 'FRAMEWORK__INVALID_FILTER_QUERY');
      const value = escapeLike(filter.value);
      const pattern = filter.type === 'contains' ? `%${value}%` : filter.type === 'prefix' ? `${value}%` : `%${value}`;
      return `(${field.sql})::text ILIKE ${params.add(pattern)}`;
    }
    case 'range': {
      const field = fieldOf(definition, filter.field, '/filter', 'FRAMEWORK__INVALID_FILTER_QUERY');
      const operators = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;
      const parts = (Object.keys(operators) as Array<keyof typeof operators>)
        .filter((key) => filter.parameters[key] !== undefined)
        .map((key) => `(${field.sql}) ${operators[key]} ${params.add(coerce(filter.parameters[key] ?? null, field.kind))}`);
      return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
    }
    case 'multi':
    case 'not': {
      const inner = filter.queries.map((query) => `(${compileFilter(query, definition, params)})`);
      const joined = inner.length > 0 ? inner.join(filter.operator === 'or' ? ' OR ' : ' AND ') : 'TRUE';
      return filter.type === 'not' ? `NOT (${joined})` : joined;
    }
  }
}

function coerce(value: string | number | boolean | null, kind: FieldKind): SqlValue {
  if (value === null) return null;
  if (kind === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
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
    conditions.push(
      `(${definition.searchFields.map((name) => `(${fieldOf(definition, name, '/term', 'FRAMEWORK__INVALID_FILTER_QUERY').sql})::text ILIKE ${pattern}`).join(' OR ')})`,
    );
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}

export function compileOrderBy(sortings: readonly Sorting[], definition: EntityDefinition): string {
  const effective = sortings.length > 0 ? sortings : definition.defaultSort;
  const parts = effective.map((sorting) => {
    const field = fieldOf(definition, sorting.field, '/sort', 'FRAMEWORK__INVALID_SORT_QUERY');
    const expression = field.kind === 'text' ? `lower(${field.sql})` : field.sql;
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

export function compile(criteria: Criteria, definition: EntityDefinition, params: SqlParams, extra: readonly string[] = []): CompiledQuery {
  return {
    where: compileWhere(criteria, definition, params, extra),
    orderBy: compileOrderBy(criteria.sort, definition),
    ...paging(criteria),
  };
}
