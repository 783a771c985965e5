// A customer cancels their order (POST /order/state/cancel, Shopware's CancelOrderRoute): the order must
// be theirs (else 404 CHECKOUT__ORDER_ORDER_NOT_FOUND) and the order state machine must allow `cancel`
// (open or in progress, else 400 SYSTEM__ILLEGAL_STATE_TRANSITION). Beyond Shopware's route, which leaves
// both to its storefront template, the engine refuses when the shop does not allow cancellations
// (`core.cart.enableOrderRefunds`) and once a delivery has left the warehouse (ADR 0030). In one
// transaction: the new state, the stock given back (Shopware's OrderStockSubscriber on entering
// `cancelled`) and the mail to the customer (Shopware's `order.state.cancelled` flow).
import type { Database, Queryable } from '../../db/database.ts';
import { config } from '../config/system-config.ts';
import { domainError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { orderPageLink } from './order-link.ts';
import { ownOrder } from './payment.ts';
import type { OrderRow } from './rows.ts';
import { ORDER_STATES, transition } from './state-machines.ts';

/** Delivery states in which nothing has left the warehouse yet. */
const UNSHIPPED_DELIVERY_STATES = ['open', 'cancelled'];

const cancellationDisabled = () => domainError(403, 'CHECKOUT__ORDER_CANCELLATION_DISABLED', 'Orders cannot be cancelled by customers in this shop.');

const orderAlreadyShipped = (orderNumber: string) =>
  domainError(400, 'CHECKOUT__ORDER_ALREADY_SHIPPED', `The order ${orderNumber} has been shipped and cannot be cancelled any more.`, { orderNumber });

export async function cancelOrder(db: Database, mailer: Mailer, orderId: unknown, customerId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const own = await ownOrder(tx, orderId, customerId);
    // Locked: two cancellations at once must not give the stock back twice.
    const [order] = await tx.query<OrderRow>('SELECT * FROM "order" WHERE id = $1 FOR UPDATE', [own.id]);
    if (!order) throw domainError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Order with id ${own.id} not found.`, { orderId: own.id });
    if (!(await config(tx, 'core.cart.enableOrderRefunds', order.sales_channel_id))) throw cancellationDisabled();
    const shipped = await tx.query<{ state: string }>('SELECT state FROM order_delivery WHERE order_id = $1 AND NOT (state = ANY($2::text[]))', [
      order.id,
      UNSHIPPED_DELIVERY_STATES,
    ]);
    if (shipped.length > 0) throw orderAlreadyShipped(order.order_number);
    const state = transition(ORDER_STATES, order.state, 'cancel');
    await tx.query('UPDATE "order" SET state = $2, updated_at = now() WHERE id = $1', [order.id, state]);
    await returnStock(tx, order.id);
    await queueCancellationMail(tx, mailer, order);
    return state;
  });
}

/** Every product line's quantity goes back into stock (products deleted meanwhile are skipped). */
async function returnStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE product p SET stock = p.stock + l.quantity, available_stock = p.available_stock + l.quantity, sales = greatest(p.sales - l.quantity, 0)
       FROM (SELECT coalesce(product_id, referenced_id) AS product_id, sum(quantity)::int AS quantity FROM order_line_item
              WHERE order_id = $1 AND type = 'product' GROUP BY 1) l
      WHERE p.id = l.product_id`,
    [orderId],
  );
}

async function queueCancellationMail(tx: Queryable, mailer: Mailer, order: OrderRow): Promise<void> {
  const [currency] = await tx.query<{ iso_code: string }>('SELECT iso_code FROM currency WHERE id = $1', [order.currency_id]);
  const mail = await composeMail(
    tx,
    'order.state.cancelled',
    { salesChannelId: order.sales_channel_id, languageId: order.language_id },
    {
      name: `${order.order_customer.firstName} ${order.order_customer.lastName}`,
      orderNumber: order.order_number,
      total: `${Number(order.amount_total).toFixed(2)} ${currency?.iso_code ?? ''}`.trim(),
      link: await orderPageLink(tx, order),
    },
  );
  await mailer.send({ to: order.order_customer.email, ...mail }, tx);
}
