// Placing an order exactly once. When POST /checkout/order fails without an answer (network error,
// timeout, a gateway's 502/504) the engine may still have committed the order: the storefront then
// looks for an order of the context newer than the one it saw before submitting, instead of showing
// an error that invites a second order (ADR 0012).
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isNetworkError, storeApiFailureOf } from '../../lib/store-api/errors.ts';

export interface OrderRef {
  id: string;
}

export interface OrderPlacement {
  /** The id of the newest order of the context, or null when it has none (read before submitting). */
  newest(): Promise<string | null>;
  /** POST /checkout/order; resolves with the new order's id. */
  create(): Promise<string>;
}

/** No answer at all, or a proxy that gave up waiting: the order may or may not exist. */
export function isUnknownOutcome(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = storeApiFailureOf(error)?.status;
  return status === 502 || status === 504;
}

/**
 * Creates the order; after an unknown outcome, the newest order of the context is the one placed
 * when it differs from the newest before submitting. Other failures (and an unknown outcome with no
 * new order) are thrown as they came.
 */
export async function placeOrderOnce(placement: OrderPlacement): Promise<OrderRef> {
  // Unreadable orders must not stop the order itself; they only rule out the recovery.
  const before = await placement.newest().then(
    (id) => ({ id }),
    () => null,
  );
  try {
    return { id: await placement.create() };
  } catch (error) {
    if (before === null || !isUnknownOutcome(error)) throw error;
    const after = await placement.newest().catch(() => null);
    if (after !== null && after !== before.id) return { id: after };
    throw error;
  }
}

/** The newest order of the session's customer (guests included), by order date. */
export async function newestOrderId(api: StoreApiClient): Promise<string | null> {
  const { data } = await api.invoke('readOrder post /order', {
    body: {
      limit: 1,
      sort: [
        { field: 'orderDateTime', order: 'DESC' },
        { field: 'createdAt', order: 'DESC' },
      ],
      includes: { order: ['id'] },
    },
  });
  return data.orders?.elements?.[0]?.id ?? null;
}
