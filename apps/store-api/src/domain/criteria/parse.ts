// Request payload → Criteria, collecting every problem with its JSON pointer like Shopware's
// RequestCriteriaBuilder (all problems in one 400).
import { DomainError, type Problem } from '../errors.ts';
import { textOf } from '../validation/rules.ts';
import { includesOf, pipeList } from './text-forms.ts';
import { emptyCriteria, type Aggregation, type Criteria, type Filter, type Scalar, type Sorting, type TotalCountMode } from './types.ts';

export const STORE_API_MAX_LIMIT = 100;

/**
 * What one criteria may ask for beyond Shopware's limit: far more than any storefront sends, and far
 * less than a hostile request needs to make the database plan a query of tens of thousands of
 * conditions — PGlite's WebAssembly memory grows to what a query needed and never shrinks, so one such
 * request would raise the engine's memory for good. Counted per criteria (each association its own).
 */
export const CRITERIA_BOUNDS = { filters: 256, aggregations: 64, sortings: 32, ids: 1000, associationDepth: 8 } as const;

function filterCount(filters: readonly Filter[]): number {
  return filters.reduce((sum, filter) => sum + 1 + ('queries' in filter ? filterCount(filter.queries) : 0), 0);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Problems {
  readonly entries: Problem[] = [];
  add(code: string, pointer: string, detail: string): void {
    this.entries.push({ code, detail, pointer });
  }
}

const TOTAL_COUNT_MODES: Record<string, TotalCountMode> = {
  '0': 'none',
  none: 'none',
  '1': 'exact',
  exact: 'exact',
  '2': 'next-pages',
  'next-pages': 'next-pages',
};

/** Parses a criteria payload (JSON body merged over query parameters). Throws DomainError (400). */
export function parseCriteria(payload: unknown, pointer = ''): Criteria {
  const problems = new Problems();
  const criteria = parseInto(isObject(payload) ? payload : {}, pointer, problems);
  if (problems.entries.length > 0) throw new DomainError(400, problems.entries);
  return criteria;
}

/**
 * PHP's is_numeric, which Shopware's RequestCriteriaBuilder asks of `page` and `limit`: numbers and
 * numeric strings only — not arrays, booleans or objects (Number([2]) would be 2). NaN otherwise.
 */
export function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) return Number(value);
  return Number.NaN;
}

function parseInto(input: Json, base: string, problems: Problems, depth = 0): Criteria {
  const criteria = emptyCriteria();

  if (input.limit !== undefined && input.limit !== null && input.limit !== '') {
    const limit = numeric(input.limit);
    if (!Number.isInteger(limit) || limit <= 0)
      problems.add('FRAMEWORK__INVALID_LIMIT_QUERY', `${base}/limit`, 'The limit parameter must be a positive integer greater or equals than 1.');
    else if (limit > STORE_API_MAX_LIMIT)
      problems.add('FRAMEWORK__QUERY_LIMIT_EXCEEDED', `${base}/limit`, `The limit must be lower than or equal to MAX_LIMIT(=${STORE_API_MAX_LIMIT}).`);
    else criteria.limit = limit;
  }
  if (input.page !== undefined && input.page !== null && input.page !== '') {
    // A page past the data (even 1e20) is a valid, empty page: the offset is clamped (sql.ts offsetOf).
    const page = numeric(input.page);
    if (!Number.isInteger(page) || page <= 0) problems.add('FRAMEWORK__INVALID_PAGE_QUERY', `${base}/page`, 'The page parameter must be a positive integer.');
    else criteria.page = page;
  }
  if (input.ids !== undefined) {
    const ids = pipeList(input.ids);
    if (!ids || ids.some((id) => typeof id !== 'string' || id === ''))
      problems.add('FRAMEWORK__INVALID_CRITERIA_IDS', `${base}/ids`, 'The ids parameter must be a list of ids.');
    else if (ids.length > CRITERIA_BOUNDS.ids)
      problems.add('FRAMEWORK__INVALID_CRITERIA_IDS', `${base}/ids`, `The ids parameter may name at most ${CRITERIA_BOUNDS.ids} ids.`);
    else criteria.ids = ids as string[];
  }
  if (typeof input.term === 'string' && input.term.trim() !== '') criteria.term = input.term.trim();
  if (input['total-count-mode'] !== undefined) {
    const mode = TOTAL_COUNT_MODES[String(input['total-count-mode'])];
    if (mode) criteria.totalCountMode = mode;
  }
  criteria.filter = parseFilterList(input.filter, `${base}/filter`, problems);
  criteria.postFilter = parseFilterList(input['post-filter'], `${base}/post-filter`, problems);
  if (filterCount(criteria.filter) + filterCount(criteria.postFilter) > CRITERIA_BOUNDS.filters)
    problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${base}/filter`, `At most ${CRITERIA_BOUNDS.filters} filters (nested ones included) are allowed.`);
  criteria.sort = parseSort(input.sort, `${base}/sort`, problems);
  if (criteria.sort.length > CRITERIA_BOUNDS.sortings)
    problems.add('FRAMEWORK__INVALID_SORT_QUERY', `${base}/sort`, `At most ${CRITERIA_BOUNDS.sortings} sortings are allowed.`);
  if (input.aggregations !== undefined && input.aggregations !== null) {
    if (!Array.isArray(input.aggregations) && !isObject(input.aggregations))
      problems.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', `${base}/aggregations`, 'The aggregations parameter has to be a list of aggregations.');
    else
      Object.values(input.aggregations).forEach((item, index) => {
        const aggregation = parseAggregation(item, `${base}/aggregations/${index}`, problems);
        if (aggregation) criteria.aggregations.push(aggregation);
      });
  }

  if (criteria.aggregations.length > CRITERIA_BOUNDS.aggregations)
    problems.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', `${base}/aggregations`, `At most ${CRITERIA_BOUNDS.aggregations} aggregations are allowed.`);

  if (input.associations !== undefined) {
    if (!isObject(input.associations)) problems.add('FRAMEWORK__INVALID_CRITERIA_IDS', `${base}/associations`, 'Associations must be an object.');
    else if (depth >= CRITERIA_BOUNDS.associationDepth && Object.keys(input.associations).length > 0)
      problems.add('FRAMEWORK__INVALID_CRITERIA_IDS', `${base}/associations`, `Associations may be nested at most ${CRITERIA_BOUNDS.associationDepth} deep.`);
    else
      for (const [name, nested] of Object.entries(input.associations))
        criteria.associations[name] = parseInto(isObject(nested) ? nested : {}, `${base}/associations/${name}`, problems, depth + 1);
  }
  if (isObject(input.includes)) criteria.includes = includesOf(input.includes);
  return criteria;
}

function parseFilterList(value: unknown, pointer: string, problems: Problems): Filter[] {
  if (value === undefined || value === null) return [];
  if (isObject(value) && typeof value.type !== 'string') {
    // Simple form {field: value}: AND of equals.
    return Object.entries(value).map(([field, fieldValue]) => ({ type: 'equals', field, value: toScalar(fieldValue) }));
  }
  const list = Array.isArray(value) ? value : [value];
  const filters: Filter[] = [];
  list.forEach((item, index) => {
    const filter = parseFilter(item, `${pointer}/${index}`, problems);
    if (filter) filters.push(filter);
  });
  return filters;
}

function toScalar(value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function parseFilter(input: unknown, pointer: string, problems: Problems): Filter | undefined {
  if (!isObject(input) || typeof input.type !== 'string') {
    problems.add('FRAMEWORK__INVALID_FILTER_QUERY', pointer, 'Parameter "type" for filter is missing.');
    return undefined;
  }
  const type = input.type;
  const field = textOf(input.field);
  const needField = () => {
    if (!field) problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/field`, 'Parameter "field" for filter is missing.');
    return field;
  };
  switch (type) {
    case 'equals': {
      const name = needField();
      if (!('value' in input) || input.value === '' || (input.value !== null && typeof input.value === 'object')) {
        problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/value`, 'Parameter "value" for equals filter is missing.');
        return undefined;
      }
      return name ? { type, field: name, value: toScalar(input.value) } : undefined;
    }
    case 'equalsAny': {
      const name = needField();
      const raw = pipeList(input.value);
      if (!raw || raw.length === 0) {
        problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/value`, 'Parameter "value" for equalsAny filter is missing.');
        return undefined;
      }
      const values = raw.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
      return name ? { type, field: name, value: values } : undefined;
    }
    case 'equalsAll': {
      // Every value must match (QueryStringParser: an AND of equals, one per value; on a to-many field each
      // value may match a different related row).
      const name = needField();
      // An empty item ("a||b") names no value.
      const values = (pipeList(input.value) ?? [input.value]).filter(
        (item): item is string | number => (typeof item === 'string' && item !== '') || typeof item === 'number',
      );
      if (values.length === 0) {
        problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/value`, 'Parameter "value" for equalsAll filter is missing.');
        return undefined;
      }
      return name ? { type: 'multi', operator: 'and', queries: values.map((value) => ({ type: 'equals', field: name, value })) } : undefined;
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const name = needField();
      if (typeof input.value !== 'string' && typeof input.value !== 'number') {
        problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/value`, `Parameter "value" for ${type} filter is missing.`);
        return undefined;
      }
      return name ? { type, field: name, value: String(input.value) } : undefined;
    }
    case 'range': {
      const name = needField();
      const parameters = isObject(input.parameters) ? input.parameters : {};
      const range: Record<string, number | string> = {};
      for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
        const bound = parameters[key];
        if (typeof bound === 'number' || typeof bound === 'string') range[key] = bound;
      }
      return name ? { type, field: name, parameters: range } : undefined;
    }
    case 'multi':
    case 'not':
    case 'and':
    case 'or':
    case 'nand':
    case 'nor': {
      const negated = type === 'not' || type === 'nand' || type === 'nor';
      const operatorText = type === 'and' || type === 'nand' ? 'and' : type === 'or' || type === 'nor' ? 'or' : String(input.operator ?? 'and').toLowerCase();
      const operator = operatorText === 'or' ? 'or' : 'and';
      const queries = parseFilterList(input.queries ?? [], `${pointer}/queries`, problems);
      return { type: negated ? 'not' : 'multi', operator, queries };
    }
    default:
      problems.add('FRAMEWORK__INVALID_FILTER_QUERY', `${pointer}/type`, `Unsupported filter type: ${type}`);
      return undefined;
  }
}

function parseSort(value: unknown, pointer: string, problems: Problems): Sorting[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) =>
        part.startsWith('-') ? { field: part.slice(1), order: 'DESC', naturalSorting: false } : { field: part, order: 'ASC', naturalSorting: false },
      );
  }
  if (!Array.isArray(value)) {
    problems.add('FRAMEWORK__INVALID_SORT_QUERY', pointer, 'The sort parameter must be a list of sortings.');
    return [];
  }
  const sortings: Sorting[] = [];
  value.forEach((item, index) => {
    if (!isObject(item) || typeof item.field !== 'string' || item.field === '') {
      problems.add('FRAMEWORK__INVALID_SORT_QUERY', `${pointer}/${index}`, 'A sorting needs a "field".');
      return;
    }
    const order = String(item.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    sortings.push({ field: item.field, order, naturalSorting: item.naturalSorting === true });
  });
  return sortings;
}

const AGGREGATION_TYPES = ['avg', 'max', 'min', 'sum', 'stats', 'count', 'terms', 'entity', 'filter', 'range', 'histogram'] as const;

/** One aggregation, with AggregationParser's checks and messages (code FRAMEWORK__INVALID_AGGREGATION_QUERY). */
function parseAggregation(input: unknown, pointer: string, problems: Problems): Aggregation | undefined {
  const fail = (detail: string, at = pointer) => {
    problems.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', at, detail);
    return undefined;
  };
  const item = isObject(input) ? input : {};
  const name = typeof item.name === 'string' || typeof item.name === 'number' ? String(item.name) : '';
  if (name === '' || !Number.isNaN(numeric(name))) return fail('The aggregation name should be a non-empty string.');
  if (name.includes('?') || name.includes(':')) return fail('The aggregation name should not contain a question mark or colon.');
  const type = textOf(item.type) ?? '';
  if (type === '' || !Number.isNaN(numeric(type))) return fail('The aggregations of "%s" should be a non-empty string.');
  const field = textOf(item.field) ?? '';
  if (field === '' && type !== 'filter') return fail('The aggregation should contain a "field".', `${pointer}/${type}/field`);
  const known = AGGREGATION_TYPES.find((candidate) => candidate === type);
  const nested = () => (isObject(item.aggregation) ? parseAggregation(item.aggregation, pointer, problems) : undefined);
  switch (known) {
    case 'avg':
    case 'max':
    case 'min':
    case 'sum':
    case 'stats':
    case 'count':
      return { name, type: known, field };
    case 'terms': {
      const sort = isObject(item.sort) && textOf(item.sort.field) !== undefined ? parseSort([item.sort], `${pointer}/sort`, problems)[0] : undefined;
      const limit = numeric(item.limit);
      return { name, type: known, field, limit: Number.isInteger(limit) && limit > 0 ? limit : undefined, sort, aggregation: nested() };
    }
    case 'entity':
      if (typeof item.definition !== 'string' || item.definition === '')
        return fail('The aggregation should contain a "definition".', `${pointer}/${type}/field`);
      return { name, type: known, field, definition: item.definition };
    case 'filter': {
      if (!Array.isArray(item.filter) || item.filter.length === 0 || !isObject(item.aggregation))
        return fail('The aggregation should contain an array of filters in property "filter".', `${pointer}/${type}/field`);
      const filter = parseFilterList(item.filter, '/filter', problems);
      const inner = nested();
      return inner ? { name, type: known, filter, aggregation: inner } : undefined;
    }
    case 'range': {
      if (!Array.isArray(item.ranges)) return fail('The aggregation should contain "ranges".', `${pointer}/${type}/field`);
      const bound = (value: unknown) => (Number.isFinite(numeric(value)) ? numeric(value) : undefined);
      const ranges = item.ranges.filter(isObject).map((range) => ({
        from: bound(range.from),
        to: bound(range.to),
        key: textOf(range.key),
      }));
      return { name, type: known, field, ranges };
    }
    case 'histogram':
      if (typeof item.interval !== 'string') return fail('The aggregation should contain an date interval.', `${pointer}/${type}/interval`);
      return { name, type: known, field, interval: item.interval, format: textOf(item.format) };
    default:
      return fail(`The aggregation type "${type}" used as key does not exist.`);
  }
}
