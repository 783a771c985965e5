import { describe, expect, it } from 'vitest';
import { applyIncludes } from './includes.ts';

describe('applyIncludes', () => {
  it('keeps only listed fields (and apiAlias) of matching objects, at any depth', () => {
    const value = {
      elements: [{ id: 1, name: 'A', states: [{ id: 2, name: 'S', apiAlias: 'country_state' }], apiAlias: 'country' }],
      apiAlias: 'dal_entity_search_result',
    };
    expect(applyIncludes(value, { country: ['name', 'states'], country_state: ['id'] })).toEqual({
      elements: [{ name: 'A', states: [{ id: 2, apiAlias: 'country_state' }], apiAlias: 'country' }],
      apiAlias: 'dal_entity_search_result',
    });
  });

  it('leaves the value untouched without includes', () => {
    const value = { a: 1, apiAlias: 'x' };
    expect(applyIncludes(value, undefined)).toBe(value);
  });
});
