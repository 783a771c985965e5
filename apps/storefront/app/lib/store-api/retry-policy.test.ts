import { describe, expect, it } from 'vitest';
import { isReadOperation, isRetryableStatus, parseOperationKey, retriesFor, shouldRetry } from './retry-policy.ts';

describe('retry policy', () => {
  it('parses api-client operation keys', () => {
    expect(parseOperationKey('readNavigation post /navigation/{activeId}/{rootId}')).toEqual({
      operationId: 'readNavigation',
      method: 'POST',
      path: '/navigation/{activeId}/{rootId}',
    });
  });

  it('retries reads once, including reads sent as POST', () => {
    expect(retriesFor('readContext get /context')).toBe(1);
    expect(retriesFor('readNavigation post /navigation/{activeId}/{rootId}')).toBe(1);
    expect(retriesFor('searchPage post /search')).toBe(1);
    expect(retriesFor('readSeoUrl post /seo-url')).toBe(1);
    expect(retriesFor('readCategory post /category/{navigationId}')).toBe(1);
    expect(retriesFor('listAddress post /account/list-address')).toBe(1);
  });

  it('never retries writes', () => {
    expect(retriesFor('updateContext patch /context')).toBe(0);
    expect(retriesFor('loginCustomer post /account/login')).toBe(0);
    expect(retriesFor('addLineItem post /checkout/cart/line-item')).toBe(0);
    expect(retriesFor('createOrder post /checkout/order')).toBe(0);
    expect(retriesFor('deleteCustomerAddress delete /account/address/{addressId}')).toBe(0);
    expect(retriesFor('readSomething put /odd')).toBe(0);
    expect(isReadOperation('reader post /x')).toBe(false);
  });

  it('retries exactly the documented statuses', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [200, 204, 400, 401, 403, 404, 412, 501]) expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('repeats a failed read once and then gives up', () => {
    expect(shouldRetry('readContext get /context', 503, 1)).toBe(true);
    expect(shouldRetry('readContext get /context', 503, 2)).toBe(false);
  });

  it('does not repeat writes or non-retryable statuses', () => {
    expect(shouldRetry('updateContext patch /context', 503, 1)).toBe(false);
    expect(shouldRetry('readContext get /context', 404, 1)).toBe(false);
  });
});
