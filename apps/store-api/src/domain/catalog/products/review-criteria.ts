// The review list of a product page's description-reviews element, read from the request as
// Shopware's ProductDescriptionReviewsCmsElementResolver::createReviewCriteria does: `limit` (10),
// page `p` (1), `sort` (points, anything else → newest first), `language=filter-language` (only the
// request language) and `points[]` (rounded ratings); `success` marks a just-saved review.

const positive = (value: unknown, fallback: number) => {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** Criteria parameters (as a request body) for the element's review search. */
export function descriptionReviewCriteria(payload: Record<string, unknown>, languageId: string): Record<string, unknown> {
  const postFilter: unknown[] = [];
  if (payload.language === 'filter-language') postFilter.push({ type: 'equals', field: 'languageId', value: languageId });
  const points = (Array.isArray(payload.points) ? payload.points : []).map(Number).filter((point) => Number.isFinite(point));
  if (points.length > 0) {
    postFilter.push({
      type: 'multi',
      operator: 'or',
      queries: points.map((point) => ({ type: 'range', field: 'points', parameters: { gte: point - 0.5, lt: point + 0.5 } })),
    });
  }
  return {
    limit: positive(payload.limit, 10),
    page: positive(payload.p, 1),
    sort: [{ field: (payload.sort ?? 'points') === 'points' ? 'points' : 'createdAt', order: 'DESC' }],
    'total-count-mode': 'exact',
    ...(postFilter.length > 0 ? { 'post-filter': postFilter } : {}),
  };
}

/** PHP's `(bool) $request->get('success', false)`. */
export function ratingSuccess(payload: Record<string, unknown>): boolean {
  const value = payload.success;
  return !(value === undefined || value === null || value === false || value === 0 || value === '' || value === '0');
}
