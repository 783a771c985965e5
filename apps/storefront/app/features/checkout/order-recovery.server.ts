// Placing an order exactly once. When POST /checkout/order fails without an answer (network error,
// timeout, a gateway's 502/504) the engine may still have committed the order: the storefront then
// looks for an order of the context newer than the one it saw before submitting, instead of showing
// an error that invites a second order (ADR 0012).
//
// When no answer came at all (the engine was killed after the order committed), the shopper submits
// again and meets an empty cart. Such a submission carries its attempt's key, and the order placed is
// found (ADR 0049): first by the key (the embedded engine answers a repeated `Idempotency-Key` with its
// order), then — what works against any Shopware, which keeps no key — as the context's newest order
// when it was placed within the last minutes.
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

export interface NewestOrder {
  id: string;
  /** ISO date-time of the order (Shopware's `orderDateTime`). */
  placedAt: string | null;
}

/** The newest order of the session's customer (guests included), by order date. */
export async function newestOrder(api: StoreApiClient): Promise<NewestOrder | null> {
  const { data } = await api.invoke('readOrder post /order', {
    body: {
      limit: 1,
      sort: [
        { field: 'orderDateTime', order: 'DESC' },
        { field: 'createdAt', order: 'DESC' },
      ],
      includes: { order: ['id', 'orderDateTime'] },
    },
  });
  const order = data.orders?.elements?.[0];
  return order ? { id: order.id, placedAt: order.orderDateTime ?? null } : null;
}

/** How recent the context's newest order must be to count as the one a repeated submission lost the answer of. */
export const LOST_ANSWER_WINDOW_MS = 15 * 60 * 1000;

/** Whether an order placed at `placedAt` is recent enough (a clock a little ahead of ours still counts). */
export function isRecentOrder(placedAt: string | null, now: number): boolean {
  const time = placedAt === null ? Number.NaN : Date.parse(placedAt);
  return Number.isFinite(time) && time > now - LOST_ANSWER_WINDOW_MS && time < now + LOST_ANSWER_WINDOW_MS;
}

export interface PlacedOrderLookup {
  /** POST /checkout/order once more with the attempt's `Idempotency-Key`; resolves with the order's id. */
  repeat?: () => Promise<string>;
  newest(): Promise<NewestOrder | null>;
}

/**
 * The order an order attempt placed already, found after its resubmission met an empty cart: the
 * order of the attempt's key (when `repeat` is given and the Store API keeps keys), else the context's
 * newest order placed within LOST_ANSWER_WINDOW_MS. Null when there is none; the lookups' own
 * failures count as none (the shopper then sees the empty cart, as before).
 */
export async function orderPlacedBefore(lookup: PlacedOrderLookup, now = Date.now()): Promise<OrderRef | null> {
  if (lookup.repeat) {
    const id = await lookup.repeat().catch(() => null);
    if (id) return { id };
  }
  const newest = await lookup.newest().catch(() => null);
  return newest && isRecentOrder(newest.placedAt, now) ? { id: newest.id } : null;
}
