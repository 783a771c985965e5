// One transition of an order transaction, with what follows from it (downloads granted once paid),
// and the gateway token that hands a transaction to the demo gateway's page.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { OrderTransactionRow } from './rows.ts';
import { transition, TRANSACTION_STATES } from './state-machines.ts';

export async function setTransactionState(db: Queryable, transaction: OrderTransactionRow, action: string): Promise<string> {
  const state = transition(TRANSACTION_STATES, transaction.state, action);
  await db.query('UPDATE order_transaction SET state = $2, updated_at = now() WHERE id = $1', [transaction.id, state]);
  await db.query('UPDATE "order" SET updated_at = now() WHERE id = $1', [transaction.order_id]);
  if (state === 'paid')
    await db.query(
      'UPDATE order_line_item_download SET access_granted = true WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = $1)',
      [transaction.order_id],
    );
  return state;
}

/** How long a gateway page (hosted payment or challenge) accepts its token. */
const PAYMENT_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/**
 * A token for the demo gateway's page of this transaction — the hosted payment (`hosted`) or a card's
 * challenge — which returns to `finishUrl`/`errorUrl`; the transaction is then in progress.
 */
export async function issuePaymentToken(
  db: Queryable,
  transaction: OrderTransactionRow,
  urls: { finishUrl: string | null; errorUrl: string | null },
  kind: 'hosted' | 'challenge',
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO payment_token (token, transaction_id, finish_url, error_url, expires_at, kind) VALUES ($1, $2, $3, $4, $5, $6)', [
    token,
    transaction.id,
    urls.finishUrl,
    urls.errorUrl,
    new Date(Date.now() + PAYMENT_TOKEN_LIFETIME_MS).toISOString(),
    kind,
  ]);
  await setTransactionState(db, transaction, 'do_pay');
  return token;
}
