import { describe, expect, it } from 'vitest';
import { descriptionReviewCriteria, ratingSuccess } from './review-criteria.ts';

describe('descriptionReviewCriteria', () => {
  it('defaults to 10 reviews of page 1, best rated first', () => {
    expect(descriptionReviewCriteria({}, 'lang')).toEqual({ limit: 10, page: 1, sort: [{ field: 'points', order: 'DESC' }], 'total-count-mode': 'exact' });
  });

  it('reads limit, p, sort, the language filter and rounded points', () => {
    const criteria = descriptionReviewCriteria({ limit: '5', p: '3', sort: 'createdAt', language: 'filter-language', points: ['4', 5] }, 'lang');
    expect(criteria).toMatchObject({ limit: 5, page: 3, sort: [{ field: 'createdAt', order: 'DESC' }] });
    expect(criteria['post-filter']).toEqual([
      { type: 'equals', field: 'languageId', value: 'lang' },
      {
        type: 'multi',
        operator: 'or',
        queries: [
          { type: 'range', field: 'points', parameters: { gte: 3.5, lt: 4.5 } },
          { type: 'range', field: 'points', parameters: { gte: 4.5, lt: 5.5 } },
        ],
      },
    ]);
  });
});

describe('ratingSuccess', () => {
  it('casts like PHP', () => {
    expect([undefined, '', '0', 0, false].map((success) => ratingSuccess({ success }))).toEqual([false, false, false, false, false]);
    expect(['1', 'true', 1, true].map((success) => ratingSuccess({ success }))).toEqual([true, true, true, true]);
  });
});
