// One transition of an order transaction, with what follows from it (downloads granted once paid).
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
