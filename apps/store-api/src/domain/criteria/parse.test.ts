import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { CRITERIA_BOUNDS, parseCriteria } from './parse.ts';

function problems(payload: unknown): Array<[string, string | undefined]> {
  try {
    parseCriteria(payload);
    return [];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.problems.map((problem) => [problem.code, problem.pointer]);
  }
}

describe('parseCriteria', () => {
  it('reads paging, term, ids and the total-count mode', () => {
    const criteria = parseCriteria({ limit: '10', page: 3, term: '  shirt ', ids: 'a|b', 'total-count-mode': 1 });
    expect(criteria).toMatchObject({ limit: 10, page: 3, term: 'shirt', ids: ['a', 'b'], totalCountMode: 'exact' });
  });

  it('collects every problem with its pointer', () => {
    expect(problems({ limit: 0, page: 'x', filter: [{ type: 'equals', field: 'name' }], sort: [{ order: 'ASC' }] })).toEqual([
      ['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/value'],
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort/0'],
    ]);
    expect(problems({ limit: 500 })).toEqual([['FRAMEWORK__QUERY_LIMIT_EXCEEDED', '/limit']]);
  });

  it('takes a page past the data (the offset is clamped later) but refuses what PHP is_numeric refuses', () => {
    expect(parseCriteria({ page: 1e20, limit: 10 }).page).toBe(1e20);
    expect(parseCriteria({ page: '99999999999999999999', limit: '10' }).page).toBe(1e20);
    for (const page of [[2], true, { a: 1 }, 'abc', '1e400', -1, 1.5, '0x10'])
      expect(problems({ page, limit: 10 }), JSON.stringify(page)).toEqual([['FRAMEWORK__INVALID_PAGE_QUERY', '/page']]);
    for (const limit of [[2], true, '1.5', 'abc']) expect(problems({ limit }), JSON.stringify(limit)).toEqual([['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit']]);
  });

  it('parses nested filters, the simple map form and string sortings', () => {
    const criteria = parseCriteria({
      filter: [{ type: 'nor', queries: [{ type: 'equals', field: 'a', value: 1 }] }],
      'post-filter': { active: true },
      sort: 'name,-position',
    });
    expect(criteria.filter).toEqual([{ type: 'not', operator: 'or', queries: [{ type: 'equals', field: 'a', value: 1 }] }]);
    expect(criteria.postFilter).toEqual([{ type: 'equals', field: 'active', value: true }]);
    expect(criteria.sort.map((sorting) => `${sorting.field}:${sorting.order}`)).toEqual(['name:ASC', 'position:DESC']);
  });

  it('parses nested association criteria with pointers below the association', () => {
    expect(parseCriteria({ associations: { states: { limit: 5 } } }).associations.states?.limit).toBe(5);
    expect(problems({ associations: { states: { limit: -1 } } })).toEqual([['FRAMEWORK__INVALID_LIMIT_QUERY', '/associations/states/limit']]);
  });
});

describe('what one criteria may ask for (CRITERIA_BOUNDS)', () => {
  const filters = (count: number) => Array.from({ length: count }, (_unused, index) => ({ type: 'equals', field: 'productNumber', value: `SW${index}` }));
  const nested = (depth: number): Record<string, unknown> => (depth === 0 ? {} : { associations: { children: nested(depth - 1) } });

  it('accepts what storefronts send, up to each bound', () => {
    expect(problems({ filter: filters(CRITERIA_BOUNDS.filters), ids: Array.from({ length: CRITERIA_BOUNDS.ids }, (_unused, index) => `id${index}`) })).toEqual(
      [],
    );
    expect(problems(nested(CRITERIA_BOUNDS.associationDepth))).toEqual([]);
  });

  it('refuses thousands of filters (nested ones counted), ids, sortings and aggregations, and associations nested too deep', () => {
    expect(problems({ filter: filters(CRITERIA_BOUNDS.filters + 1) })).toEqual([['FRAMEWORK__INVALID_FILTER_QUERY', '/filter']]);
    expect(problems({ filter: [{ type: 'multi', operator: 'or', queries: filters(CRITERIA_BOUNDS.filters) }] })).toEqual([
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter'],
    ]);
    expect(problems({ ids: Array.from({ length: CRITERIA_BOUNDS.ids + 1 }, (_unused, index) => `id${index}`) })).toEqual([
      ['FRAMEWORK__INVALID_CRITERIA_IDS', '/ids'],
    ]);
    expect(problems({ sort: Array.from({ length: CRITERIA_BOUNDS.sortings + 1 }, () => ({ field: 'name' })) })).toEqual([
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort'],
    ]);
    expect(
      problems({
        aggregations: Array.from({ length: CRITERIA_BOUNDS.aggregations + 1 }, (_unused, index) => ({
          name: `a${index}`,
          type: 'terms',
          field: 'manufacturerId',
        })),
      }),
    ).toEqual([['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations']]);
    const tooDeep = problems(nested(CRITERIA_BOUNDS.associationDepth + 1));
    expect(tooDeep).toHaveLength(1);
    expect(tooDeep[0]?.[0]).toBe('FRAMEWORK__INVALID_CRITERIA_IDS');
  });
});
