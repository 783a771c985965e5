// Which orders a request may read (docs/store-api-behaviour.md §5): a customer's own orders in this sales
// channel, or one guest order by its deep link code plus the billing e-mail and zip code (30 days).
import type { Queryable } from '../../db/database.ts';
import { searchRows, type SearchResult } from '../criteria/search.ts';
import type { Criteria, Filter } from '../criteria/types.ts';
import { domainError, errors } from '../errors.ts';
import type { Input } from '../validation/rules.ts';
import { orderDefinition } from './definition.ts';
import type { OrderRow } from './rows.ts';

export type OrderScope = { customerId: string; salesChannelId: string } | { orderId: string };

export async function loadOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.query<OrderRow>('SELECT * FROM "order" WHERE id = $1', [id]);
  return order;
}

export function searchOrders(db: Queryable, criteria: Criteria, scope: OrderScope): Promise<SearchResult<OrderRow>> {
  return searchRows<OrderRow>(db, orderDefinition, criteria, (params) =>
    'orderId' in scope
      ? [`t.id = ${params.add(scope.orderId)}`]
      : [`t.customer_id = ${params.add(scope.customerId)}`, `t.sales_channel_id = ${params.add(scope.salesChannelId)}`],
  );
}

function deepLinkCodeOf(filters: readonly Filter[]): string | undefined {
  for (const filter of filters)
    if (filter.type === 'equals' && filter.field.replace(/^order\./, '') === 'deepLinkCode' && typeof filter.value === 'string') return filter.value;
  return undefined;
}

/** Wrong-answer throttling of the guest check for one client (domain/throttles.ts); a no-op where none is wanted. */
export interface GuestOrderGuard {
  guard(deepLinkCode: string): Promise<void>;
  /** Counts a wrong answer; true when it tripped the order's cap over every IP. */
  failed(deepLinkCode: string): Promise<boolean>;
  passed(deepLinkCode: string): Promise<void>;
}

export const unguarded: GuestOrderGuard = { guard: async () => undefined, failed: async () => false, passed: async () => undefined };

const guestNotAuthenticated = () => domainError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');

/**
 * The guest order the criteria's deepLinkCode filter names, when the e-mail and zip code match
 * (Shopware's OrderRoute::checkGuestAuth): no such order within 30 days → GUEST_NOT_AUTHENTICATED, an
 * order of a registered customer → CUSTOMER_NOT_LOGGED_IN (they sign in instead), wrong answers →
 * GUEST_WRONG_CREDENTIALS. Throttled per order before anything is looked up; only answers that were
 * given and wrong count. The wrong answer that trips the order's cap over every IP calls `lockedOut`
 * with the order (which mails the guest a fresh link).
 */
export async function guestOrder(
  db: Queryable,
  salesChannelId: string,
  criteria: Criteria,
  input: Input,
  limiter: GuestOrderGuard = unguarded,
  lockedOut: (order: OrderRow) => Promise<void> = async () => undefined,
): Promise<OrderRow> {
  const deepLinkCode = deepLinkCodeOf(criteria.filter);
  if (!deepLinkCode) throw errors.customerNotLoggedIn();
  await limiter.guard(deepLinkCode);
  const [order] = await db.query<OrderRow & { zipcode: string | null; guest: boolean | null }>(
    `SELECT o.*, a.zipcode, c.guest FROM "order" o JOIN order_address a ON a.id = o.billing_address_id LEFT JOIN customer c ON c.id = o.customer_id
      WHERE o.deep_link_code = $1 AND o.sales_channel_id = $2 AND greatest(o.created_at, o.updated_at) > now() - interval '30 days'`,
    [deepLinkCode, salesChannelId],
  );
  const answered = typeof input.email === 'string' && input.email.trim() !== '' && typeof input.zipcode === 'string' && input.zipcode.trim() !== '';
  if (!order) {
    if (answered) await limiter.failed(deepLinkCode);
    throw guestNotAuthenticated();
  }
  if (order.guest !== true) throw errors.customerNotLoggedIn();
  if (!answered) throw guestNotAuthenticated();
  const email = String(input.email).trim().toLowerCase();
  const zipcode = String(input.zipcode).trim();
  if (order.order_customer.email.toLowerCase() !== email || (order.zipcode ?? '').trim() !== zipcode) {
    if (await limiter.failed(deepLinkCode)) await lockedOut(order);
    throw domainError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.');
  }
  await limiter.passed(deepLinkCode);
  return order;
}

export interface OrderDownload {
  path: string;
  file_name: string;
  file_extension: string;
  mime_type: string;
}

/** A download of the order's line items, once access is granted (the order is paid). */
export async function grantedDownload(db: Queryable, orderId: string, downloadId: string): Promise<OrderDownload> {
  const [download] = await db.query<OrderDownload & { access_granted: boolean }>(
    `SELECT d.access_granted, p.path, p.file_name, p.file_extension, p.mime_type FROM order_line_item_download d
       JOIN product_download p ON p.id = d.product_download_id JOIN order_line_item i ON i.id = d.order_line_item_id
      WHERE d.id = $1 AND i.order_id = $2`,
    [downloadId, orderId],
  );
  if (!download) throw downloadNotFound(downloadId);
  if (!download.access_granted) throw domainError(403, 'CHECKOUT__ORDER_DOWNLOAD_ACCESS_DENIED', 'The download is available once the order is paid.');
  return download;
}

export const downloadNotFound = (downloadId: string) =>
  domainError(404, 'CHECKOUT__ORDER_DOWNLOAD_NOT_FOUND', `Download ${downloadId} not found.`, { downloadId });
