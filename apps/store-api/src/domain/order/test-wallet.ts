// The demo engine's express wallet, "Test wallet" (docs/payment-gateway.md, "Express checkout"), modelled
// on SwagPayPal's express routes: a wallet order is made from the context's cart (create-order), the
// shopper approves or cancels it on the gateway's page, the approved order logs a guest in
// (prepare-checkout), and /handle-payment pays the order with it. Every step is single use and bound as a
// real provider binds it: to the shop, the amount and currency, the context that made it and, after
// preparing, the customer it logged in.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import type { OrderTransactionRow } from './rows.ts';
import { setTransactionState } from './transaction-state.ts';
import { walletPayerOf, walletPays, withWalletToken, type WalletPayer } from './wallet-rules.ts';

const WALLET_LIFETIME_MS = 30 * 60 * 1000;

interface WalletRow {
  token: string;
  sales_channel_id: string;
  context_token: string;
  amount: string;
  currency_iso_code: string;
  return_url: string;
  cancel_url: string;
  state: string;
  payer: unknown;
  prepared: boolean;
  customer_id: string | null;
  order_transaction_id: string | null;
  expires_at: Date | string;
}

export interface WalletOrderInput {
  salesChannelId: string;
  contextToken: string;
  amount: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  /** The payer the wallet will hand back (the test account of the context's country). */
  payer: WalletPayer;
}

/** create-order: a new wallet order for the cart's total; its token is the provider's order id. */
export async function createWalletOrder(db: Queryable, input: WalletOrderInput, now = new Date()): Promise<string> {
  const token = `wallet_${randomBytes(18).toString('base64url')}`;
  await db.query(
    `INSERT INTO wallet_token (token, sales_channel_id, context_token, amount, currency_iso_code, return_url, cancel_url, expires_at, payer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      token,
      input.salesChannelId,
      input.contextToken,
      String(input.amount),
      input.currency,
      input.returnUrl,
      input.cancelUrl,
      new Date(now.getTime() + WALLET_LIFETIME_MS).toISOString(),
      JSON.stringify(input.payer),
    ],
  );
  return token;
}

export interface WalletSession {
  token: string;
  amount: number;
  currency: string;
  payer: WalletPayer | null;
  /** False when the order was decided before, has expired or is unknown. */
  usable: boolean;
}

const expired = (row: WalletRow, now: Date) => new Date(row.expires_at).getTime() <= now.getTime();

/** The gateway page's view of a wallet order. */
export async function walletSession(db: Queryable, token: string, now = new Date()): Promise<WalletSession> {
  const [row] = await db.query<WalletRow>('SELECT * FROM wallet_token WHERE token = $1', [token]);
  if (!row) return { token, amount: 0, currency: '', payer: null, usable: false };
  const payer = walletPayerOf(row.payer);
  return { token, amount: Number(row.amount), currency: row.currency_iso_code, payer, usable: payer !== null && row.state === 'created' && !expired(row, now) };
}

/**
 * The shopper's decision on the gateway page, once: approve or cancel. Returns where the browser goes
 * next — the shop's return or cancel address with the token — or null when the order was decided
 * before, expired or is unknown.
 */
export async function decideWalletOrder(db: Queryable, token: string, decision: 'approve' | 'cancel'): Promise<string | null> {
  const approve = decision === 'approve';
  const [row] = await db.query<WalletRow>(`UPDATE wallet_token SET state = $2 WHERE token = $1 AND state = 'created' AND expires_at > now() RETURNING *`, [
    token,
    approve ? 'approved' : 'cancelled',
  ]);
  if (!row) return null;
  return approve ? withWalletToken(row.return_url, token) : withWalletToken(row.cancel_url, token, 'cancelled');
}

const invalidToken = () =>
  domainError(
    400,
    'CHECKOUT__INVALID_PAYMENT_TOKEN',
    'The wallet token is invalid, expired, not approved, already used or not made for this shop and context.',
  );

/**
 * prepare-checkout's claim: an approved, unexpired wallet order of this shop, made by this context and not
 * prepared before, is marked prepared and its payer handed out; anything else is refused. The customer it
 * logs in is bound afterwards (`bindWalletCustomer`).
 */
export async function claimWalletApproval(db: Queryable, token: unknown, salesChannelId: string, contextToken: string): Promise<WalletPayer> {
  if (typeof token !== 'string' || token === '' || token.length > 100)
    throw domainError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "token" is missing.', { parameterName: 'token' });
  const [row] = await db.query<WalletRow>(
    `UPDATE wallet_token SET prepared = true WHERE token = $1 AND state = 'approved' AND NOT prepared AND expires_at > now()
        AND sales_channel_id = $2 AND context_token = $3 RETURNING *`,
    [token, salesChannelId, contextToken],
  );
  const payer = row ? walletPayerOf(row.payer) : null;
  if (!payer) throw invalidToken();
  return payer;
}

export async function bindWalletCustomer(db: Queryable, token: string, customerId: string): Promise<void> {
  await db.query('UPDATE wallet_token SET customer_id = $2 WHERE token = $1', [token, customerId]);
}

/** The wallet token of `/handle-payment`'s `paymentDetails` (as SwagPayPal reads its `paypalOrderId` from the request). */
export function walletTokenOf(paymentDetails: unknown): string | undefined {
  if (typeof paymentDetails !== 'object' || paymentDetails === null) return undefined;
  const token = (paymentDetails as Record<string, unknown>).walletToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * Pays an open transaction with a prepared wallet order, in the transaction that locks it: the wallet
 * order must be prepared, unused and unexpired, of the order's shop and customer, in its currency and for
 * its total to the cent (docs/payment-gateway.md). Otherwise nothing is paid and the answer is
 * CHECKOUT__INVALID_PAYMENT_TOKEN (the order stays open: "pay again").
 */
export async function chargeWallet(db: Database, transactionId: string, token: string): Promise<'paid' | 'not-open'> {
  return db.transaction(async (tx) => {
    const [transaction] = await tx.query<OrderTransactionRow>('SELECT * FROM order_transaction WHERE id = $1 FOR UPDATE', [transactionId]);
    if (!transaction || transaction.state !== 'open') return 'not-open' as const;
    const [order] = await tx.query<{ sales_channel_id: string; customer_id: string | null; iso_code: string }>(
      'SELECT o.sales_channel_id, o.customer_id, c.iso_code FROM "order" o JOIN currency c ON c.id = o.currency_id WHERE o.id = $1',
      [transaction.order_id],
    );
    const [row] = await tx.query<WalletRow>(
      `SELECT * FROM wallet_token WHERE token = $1 AND state = 'approved' AND prepared AND order_transaction_id IS NULL AND expires_at > now() FOR UPDATE`,
      [token],
    );
    const amount = Number(transaction.amount.totalPrice);
    const binding = row && {
      salesChannelId: row.sales_channel_id,
      customerId: row.customer_id,
      amount: Number(row.amount),
      currency: row.currency_iso_code,
    };
    if (!order || !binding || !walletPays(binding, { salesChannelId: order.sales_channel_id, customerId: order.customer_id, amount, currency: order.iso_code }))
      throw invalidToken();
    await tx.query('UPDATE wallet_token SET order_transaction_id = $2 WHERE token = $1', [token, transaction.id]);
    await setTransactionState(tx, transaction, 'paid');
    return 'paid' as const;
  });
}
