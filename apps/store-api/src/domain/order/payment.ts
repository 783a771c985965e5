// Payment flow (§5.5, §5.6): synchronous methods leave the transaction open for the merchant;
// the demo card gateway is asynchronous — handle-payment returns a hosted page on the engine
// where the shopper pays, fails or cancels, and is then sent back to finishUrl or errorUrl.
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { newId, requireUuid } from '../ids.ts';
import type { OrderRow, OrderTransactionRow } from './rows.ts';
import { PAYMENT_CHANGEABLE_STATES } from './state-machines.ts';
import { issuePaymentToken, setTransactionState } from './transaction-state.ts';
import { cardTokenOf, chargeCard } from './card-payment.ts';
import { chargeWallet, walletTokenOf } from './test-wallet.ts';

const orderNotFound = (id: string) => domainError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Order with id ${id} not found.`, { orderId: id });

/** The customer's own order; any other id looks like a missing one. */
export async function ownOrder(db: Queryable, orderId: unknown, customerId: string): Promise<OrderRow> {
  if (typeof orderId !== 'string' || orderId === '')
    throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "orderId" is invalid.', { parameter: 'orderId' });
  requireUuid(orderId);
  const [order] = await db.query<OrderRow>('SELECT * FROM "order" WHERE id = $1 AND customer_id = $2', [orderId, customerId]);
  if (!order) throw orderNotFound(orderId);
  return order;
}

async function transactions(db: Queryable, orderId: string): Promise<OrderTransactionRow[]> {
  return db.query<OrderTransactionRow>('SELECT * FROM order_transaction WHERE order_id = $1 ORDER BY created_at, id', [orderId]);
}

export async function handlePayment(
  db: Database,
  order: OrderRow,
  input: { finishUrl?: string; errorUrl?: string; paymentDetails?: unknown },
  gatewayBaseUrl: string,
): Promise<{ redirectUrl: string | null }> {
  const list = await transactions(db, order.id);
  if (list.length === 0)
    throw domainError(404, 'CHECKOUT__INVALID_ORDER_ID', `The order with id ${order.id} is invalid or could not be found.`, { orderId: order.id });
  const open = [...list].reverse().find((transaction) => transaction.state === 'open');
  if (!open) return { redirectUrl: null };
  const [method] = await db.query<{ handler: string; active: boolean }>('SELECT handler, active FROM payment_method WHERE id = $1', [open.payment_method_id]);
  if (!method)
    throw domainError(400, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', `The payment method ${open.payment_method_id} could not be found.`, {
      paymentMethodId: open.payment_method_id,
    });
  if (method.handler !== 'async' && method.handler !== 'card' && method.handler !== 'wallet') return { redirectUrl: null };
  const urls = { finishUrl: safeUrl(input.finishUrl), errorUrl: safeUrl(input.errorUrl) };
  // The Test wallet's express order pays at once; without one (the ordinary checkout) it is the hosted page's.
  const walletToken = method.handler === 'wallet' ? walletTokenOf(input.paymentDetails) : undefined;
  if (walletToken) {
    await chargeWallet(db, open.id, walletToken);
    return { redirectUrl: null };
  }
  const cardToken = method.handler === 'card' ? cardTokenOf(input.paymentDetails) : undefined;
  // Without a card token (no JavaScript, or another client) the card is taken on the gateway's hosted page.
  if (cardToken) return chargeCardToken(db, open.id, cardToken, urls, gatewayBaseUrl);
  const token = await issuePaymentToken(db, open, urls, 'hosted');
  return { redirectUrl: gatewayPageUrl(gatewayBaseUrl, token) };
}

const gatewayPageUrl = (gatewayBaseUrl: string, token: string) => `${gatewayBaseUrl}/payment/demo-gateway/${token}`;

async function chargeCardToken(
  db: Database,
  transactionId: string,
  cardToken: string,
  urls: { finishUrl: string | null; errorUrl: string | null },
  gatewayBaseUrl: string,
): Promise<{ redirectUrl: string | null }> {
  const result = await chargeCard(db, transactionId, cardToken, urls);
  if (result.kind === 'challenge') return { redirectUrl: gatewayPageUrl(gatewayBaseUrl, result.paymentToken) };
  // Shopware's answer when a payment handler fails: the transaction is failed, the order stays.
  if (result.kind === 'declined')
    throw domainError(400, 'CHECKOUT__PAYMENT_ERROR', 'The payment was declined: card_declined.', { errorMessage: 'card_declined' });
  return { redirectUrl: null };
}

/** Only absolute http(s) URLs are accepted as return addresses. */
function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface GatewaySession {
  token: string;
  orderNumber: string;
  amount: number;
  currencyIsoCode: string;
  /** Why the token cannot be used any more, if so. */
  problem?: 'CHECKOUT__PAYMENT_TOKEN_EXPIRED' | 'CHECKOUT__PAYMENT_TOKEN_INVALIDATED' | 'CHECKOUT__INVALID_PAYMENT_TOKEN';
  finishUrl: string | null;
  errorUrl: string | null;
  /** `card`: the page takes the card (the card fields' method); `async`: the page only confirms. */
  handler: string;
  /** `challenge`: the card asked for authentication, the page asks for it. */
  kind: 'hosted' | 'challenge';
}

export async function gatewaySession(db: Queryable, token: string): Promise<GatewaySession> {
  const [row] = await db.query<{
    token: string;
    transaction_id: string;
    finish_url: string | null;
    error_url: string | null;
    expires_at: Date | string;
    used: boolean;
    order_number: string;
    amount_total: string;
    iso_code: string;
    handler: string;
    kind: string;
  }>(
    `SELECT t.*, o.order_number, o.amount_total::text, c.iso_code, m.handler FROM payment_token t JOIN order_transaction x ON x.id = t.transaction_id
      JOIN "order" o ON o.id = x.order_id JOIN currency c ON c.id = o.currency_id JOIN payment_method m ON m.id = x.payment_method_id WHERE t.token = $1`,
    [token],
  );
  if (!row)
    return {
      token,
      orderNumber: '',
      amount: 0,
      currencyIsoCode: '',
      problem: 'CHECKOUT__INVALID_PAYMENT_TOKEN',
      finishUrl: null,
      errorUrl: null,
      handler: 'async',
      kind: 'hosted',
    };
  const problem = row.used
    ? 'CHECKOUT__PAYMENT_TOKEN_INVALIDATED'
    : new Date(row.expires_at).getTime() < Date.now()
      ? 'CHECKOUT__PAYMENT_TOKEN_EXPIRED'
      : undefined;
  return {
    token,
    orderNumber: row.order_number,
    amount: Number(row.amount_total),
    currencyIsoCode: row.iso_code,
    problem,
    finishUrl: row.finish_url,
    errorUrl: row.error_url,
    handler: row.handler,
    kind: row.kind === 'challenge' ? 'challenge' : 'hosted',
  };
}

export type GatewayAction = 'pay' | 'fail' | 'cancel';

/** Finalises a gateway payment and returns where the browser goes next (or null: no URL given). */
export async function finishGatewayPayment(db: Queryable, token: string, action: GatewayAction): Promise<string | null> {
  const session = await gatewaySession(db, token);
  const withError = (url: string | null, code: string) => (url ? `${url}${url.includes('?') ? '&' : '?'}error-code=${code}` : null);
  if (session.problem) return withError(session.errorUrl, session.problem);
  const [row] = await db.query<{ transaction_id: string }>('UPDATE payment_token SET used = true WHERE token = $1 AND NOT used RETURNING transaction_id', [
    token,
  ]);
  if (!row) return withError(session.errorUrl, 'CHECKOUT__PAYMENT_TOKEN_INVALIDATED');
  const [transaction] = await db.query<OrderTransactionRow>('SELECT * FROM order_transaction WHERE id = $1', [row.transaction_id]);
  if (!transaction) return withError(session.errorUrl, 'CHECKOUT__INVALID_PAYMENT_TOKEN');
  if (action === 'pay') {
    await setTransactionState(db, transaction, 'paid');
    return session.finishUrl;
  }
  await setTransactionState(db, transaction, action === 'fail' ? 'fail' : 'cancel');
  return withError(session.errorUrl, action === 'fail' ? 'CHECKOUT__PAYMENT_ERROR' : 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT');
}

/** POST /order/payment: switch an unpaid order to another method (a new open transaction). */
export async function changeOrderPayment(db: Queryable, order: OrderRow, requestedMethodId: unknown, salesChannelId: string): Promise<void> {
  const paymentMethodId = requireUuid(requestedMethodId);
  const [method] = await db.query<{ id: string; after_order_enabled: boolean; active: boolean }>(
    'SELECT m.id, m.after_order_enabled, m.active FROM payment_method m JOIN sales_channel_payment_method s ON s.payment_method_id = m.id WHERE m.id = $1 AND s.sales_channel_id = $2',
    [paymentMethodId, salesChannelId],
  );
  if (!method) throw domainError(400, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', `The payment method ${paymentMethodId} could not be found.`, { paymentMethodId });
  if (!method.active || !method.after_order_enabled)
    throw domainError(404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE', `The payment method ${paymentMethodId} is not available for the order.`, {
      paymentMethodId,
    });
  const list = await transactions(db, order.id);
  const last = list[list.length - 1];
  if (last && last.state === 'paid')
    throw domainError(400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID', `The order ${order.order_number} was already paid and its payment cannot be changed.`, {
      orderNumber: order.order_number,
    });
  if (last && !PAYMENT_CHANGEABLE_STATES.includes(last.state))
    throw domainError(400, 'CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE', 'The payment method of this order cannot be changed any more.');
  if (last && last.payment_method_id === paymentMethodId) {
    if (last.state !== 'open') await setTransactionState(db, last, 'reopen');
    return;
  }
  for (const transaction of list) {
    if (transaction.state !== 'cancelled' && transaction.state !== 'failed') await setTransactionState(db, transaction, 'cancel');
  }
  await db.query(
    "INSERT INTO order_transaction (id, order_id, payment_method_id, amount, created_at) VALUES ($1, $2, $3, $4::jsonb, now() + interval '1 millisecond')",
    [newId(), order.id, paymentMethodId, JSON.stringify(last?.amount ?? {})],
  );
}

/** Operator action (CLI): the merchant received the money for an order. */
export async function markOrderPaid(db: Queryable, orderNumber: string): Promise<boolean> {
  const [order] = await db.query<{ id: string }>('SELECT id FROM "order" WHERE order_number = $1', [orderNumber]);
  if (!order) return false;
  const list = await transactions(db, order.id);
  const last = list[list.length - 1];
  if (!last || last.state === 'paid') return Boolean(last);
  await setTransactionState(db, last, 'paid');
  return true;
}
