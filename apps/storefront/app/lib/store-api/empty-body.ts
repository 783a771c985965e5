/**
 * Parameters of Store API calls that take no body (logout, address defaults/deletion, wishlist
 * add/delete) plus an empty JSON object. The client always sends `Content-Type: application/json`;
 * the embedded engine rejects that with an empty body (400 FRAMEWORK__INVALID_REQUEST_BODY), while
 * Shopware ignores an empty object. The client's types know no body for these operations.
 */
export function withEmptyBody<T extends object>(params: T): T {
  return { ...params, body: {} };
}
