// The order confirmation mail, queued in the order's transaction (see place-order.ts).
import type { Queryable } from '../../db/database.ts';
import { config } from '../config/system-config.ts';
import { localeCodeOf } from '../customer/registration.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates.ts';
import { translate } from '../translation.ts';
import type { OrderRow } from './rows.ts';

export async function sendOrderConfirmation(db: Queryable, mailer: Mailer, orderId: string): Promise<void> {
  const [order] = await db.query<OrderRow & { iso_code: string }>('SELECT o.*, c.iso_code FROM "order" o JOIN currency c ON c.id = o.currency_id WHERE o.id = $1', [orderId]);
  if (!order) return;
  const items = await db.query<{ label: string; quantity: number; total_price: string }>('SELECT label, quantity, total_price::text FROM order_line_item WHERE order_id = $1 ORDER BY position', [orderId]);
  const [payment] = await db.query<{ translations: Record<string, Record<string, unknown>> }>(
    'SELECT p.translations FROM order_transaction t JOIN payment_method p ON p.id = t.payment_method_id WHERE t.order_id = $1 ORDER BY t.created_at DESC LIMIT 1',
    [orderId],
  );
  const chain = { ids: [order.language_id] };
  const money = (amount: string | number) => `${Number(amount).toFixed(2)} ${order.iso_code}`;
  const mail = renderMail('order_confirmation', await localeCodeOf(db, order.language_id), {
    shop: await config(db, 'core.basicInformation.shopName', order.sales_channel_id),
    name: `${order.order_customer.firstName} ${order.order_customer.lastName}`,
    orderNumber: order.order_number,
    items: items.map((item) => `${item.quantity} × ${item.label}: ${money(item.total_price)}`).join('\n'),
    total: money(order.amount_total),
    payment: payment ? String(translate(payment.translations, chain, ['name']).name ?? '') : '',
  });
  await mailer.send({ to: order.order_customer.email, template: 'order_confirmation', ...mail }, db);
}
