import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { parseCriteria } from './parse.ts';
import { field, to } from './fields.ts';
import { compile, MAX_OFFSET, offsetOf, paging, SqlParams, type EntityDefinition } from './sql.ts';

const definition: EntityDefinition = {
  entity: 'thing',
  table: 'thing',
  fields: {
    id: { sql: 't.id', kind: 'text' },
    name: { sql: 't.name', kind: 'text' },
    stock: { sql: 't.stock', kind: 'number' },
    active: { sql: 't.active', kind: 'boolean' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'name', order: 'ASC', naturalSorting: false }],
};

describe('criteria → SQL', () => {
  it('compiles filters to parameterised conditions', () => {
    const params = new SqlParams();
    const query = compile(
      parseCriteria({
        filter: [
          { type: 'equals', field: 'thing.active', value: 'true' },
          { type: 'range', field: 'stock', parameters: { gte: 5, lt: 10 } },
          {
            type: 'multi',
            operator: 'OR',
            queries: [
              { type: 'contains', field: 'name', value: '50%' },
              { type: 'equals', field: 'name', value: null },
            ],
          },
        ],
      }),
      definition,
      params,
    );
    // Parameters carry their type, so PostgreSQL never infers one from a request value.
    expect(query.where).toBe(
      '((t.active) = $1::boolean) AND ((t.stock) >= $2::numeric AND (t.stock) < $3::numeric) AND (((t.name)::text ILIKE $4) OR ((t.name) IS NULL))',
    );
    expect(params.values).toEqual([true, 5, 10, '%50\\%%']);
  });

  it('falls back to the default sort and always breaks ties by id', () => {
    expect(compile(parseCriteria({}), definition, new SqlParams()).orderBy).toBe('lower(t.name) ASC NULLS FIRST, t.id ASC');
    expect(compile(parseCriteria({ sort: '-stock' }), definition, new SqlParams()).orderBy).toBe('t.stock DESC NULLS LAST, t.id ASC');
    expect(compile(parseCriteria({ sort: [{ field: '_score', order: 'DESC' }] }), definition, new SqlParams()).orderBy).toBe(
      'lower(t.name) ASC NULLS FIRST, t.id ASC',
    );
  });

  it('rejects unknown fields', () => {
    expect(() => compile(parseCriteria({ sort: 'colour' }), definition, new SqlParams())).toThrow(DomainError);
  });

  it('reaches associations through EXISTS over bound values, and id lists element-wise', () => {
    const part: EntityDefinition = {
      entity: 'part',
      table: 'part',
      fields: { id: field.text('t.id'), name: field.text('t.name') },
      searchFields: [],
      defaultSort: [],
    };
    const withParts: EntityDefinition = {
      ...definition,
      fields: { ...definition.fields, partIds: field.list('t.part_ids'), extra: field.json('t.extra') },
      associations: { parts: to.ids(() => part, 't.part_ids') },
    };
    const params = new SqlParams();
    const query = compile(
      parseCriteria({
        filter: [
          { type: 'equals', field: 'parts.name', value: "bolt'; DROP TABLE part; --" },
          { type: 'equals', field: 'partIds', value: 'p1' },
          { type: 'equals', field: 'extra.size', value: 'M' },
        ],
        sort: [{ field: 'parts.name', order: 'DESC' }],
      }),
      withParts,
      params,
    );
    expect(query.where).toBe(
      '(EXISTS (SELECT 1 FROM (SELECT unnest(t.part_ids) AS k) o JOIN part t ON (t.id) = o.k WHERE (t.name) = $1::text)) AND ' +
        '((t.part_ids) @> ARRAY[$2]::text[]) AND (((t.extra) #>> $3::text[]) = $4::text)',
    );
    expect(query.orderBy).toBe('(SELECT max(lower(t.name)) FROM (SELECT unnest(t.part_ids) AS k) o JOIN part t ON (t.id) = o.k) DESC NULLS LAST, t.id ASC');
    expect(params.values).toEqual(["bolt'; DROP TABLE part; --", 'p1', ['size'], 'M']);
  });

  it('pages like Shopware: no limit = 100, page needs a limit, ids remove the limit', () => {
    expect(paging({ page: 3, limit: undefined, ids: undefined })).toEqual({ limit: 100, offset: 0 });
    expect(paging({ page: 3, limit: 10, ids: undefined })).toEqual({ limit: 10, offset: 20 });
    expect(paging({ page: 1, limit: undefined, ids: ['a'] })).toEqual({ limit: undefined, offset: 0 });
  });

  it('clamps the offset of a page past the data, so it never leaves bigint (once a 500 "bigint out of range")', () => {
    expect(offsetOf(3, 10)).toBe(20);
    expect(offsetOf(1e20, 10)).toBe(MAX_OFFSET);
    expect(paging({ page: 1e20, limit: 100, ids: undefined })).toEqual({ limit: 100, offset: MAX_OFFSET });
    expect(Number.isSafeInteger(MAX_OFFSET)).toBe(true);
  });
});
