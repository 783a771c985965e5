// HTTP retry policy of docs/product-rules.md §7: statuses 408, 409, 425, 429, 500, 502, 503, 504 are retried once for
// reads and never for writes.
//
// The Store API sends many reads as POST (criteria travel in the body), so the HTTP method alone
// would wrongly treat them as writes. The policy therefore decides per *operation* of the official
// schema: GET/HEAD are reads; a POST is a read when its operationId names a read (`read…`, `search…`, `list…`,
// e.g. `readNavigation`, `searchPage`). PATCH/PUT/DELETE and every other POST (login, cart changes,
// orders) are writes and are never repeated, so a retry can never duplicate a side effect.

const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

const READ_OPERATION = /^(read|search|list|fetch|get)[A-Z]/;

export interface OperationKey {
  operationId: string;
  method: string;
  path: string;
}

/** Splits an api-client operation key such as `readNavigation post /navigation/{activeId}/{rootId}`. */
export function parseOperationKey(key: string): OperationKey {
  const [operationId = '', method = '', path = ''] = key.split(' ');
  return { operationId, method: method.toUpperCase(), path };
}

export function isReadOperation(key: string): boolean {
  const { operationId, method } = parseOperationKey(key);
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST') return false;
  return READ_OPERATION.test(operationId);
}

/** How many times a failed call of this operation may be repeated. */
export function retriesFor(key: string): number {
  return isReadOperation(key) ? 1 : 0;
}

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUS_CODES.includes(status);
}

/**
 * Whether a call that failed with `status` after `attemptsMade` attempts is tried again.
 * (@shopware/api-client throws from its response-error hook before ofetch's own retry runs, so the
 * policy is applied around `invoke` instead of through ofetch's retry option.)
 */
export function shouldRetry(key: string, status: number, attemptsMade: number): boolean {
  return isRetryableStatus(status) && attemptsMade <= retriesFor(key);
}
