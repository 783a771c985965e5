// The order confirmation mail, queued in the order's transaction (see place-order.ts). What it says
// is built by `orderConfirmationMail` (items with their chosen options, total, payment method, the link
// to the order's page and — for prepayment — the bank account, amount and payment reference);
// `sendOrderConfirmation` queues it.
import type { Queryable } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail, type ComposedMail } from '../mail/compose.ts';
import { translate } from '../translation.ts';
import { orderPageLink } from './order-link.ts';
import { textOf } from '../validation/rules.ts';
import type { OrderRow } from './rows.ts';

/** Shopware's technical name of "Paid in advance". */
const PREPAYMENT = 'payment_prepayment';

/**
 * The demo shop's account for prepayment, unless the system config sets `core.bankAccount.*`. The
 * storefront shows the same demo values (apps/storefront features/payment/bank-account.ts).
 */
const DEMO_BANK_ACCOUNT = { holder: 'Aisle Demo Store GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', bank: 'Demo Bank' };

async function bankAccount(db: Queryable, salesChannelId: string): Promise<typeof DEMO_BANK_ACCOUNT> {
  const rows = await db.query<{ key: string; value: unknown }>(
    "SELECT key, value FROM system_config WHERE key LIKE 'core.bankAccount.%' AND (sales_channel_id = $1 OR sales_channel_id IS NULL) ORDER BY sales_channel_id NULLS FIRST",
    [salesChannelId],
  );
  const account = { ...DEMO_BANK_ACCOUNT };
  for (const row of rows) {
    const field = row.key.slice('core.bankAccount.'.length) as keyof typeof account;
    if (field in account && typeof row.value === 'string' && row.value.trim() !== '') account[field] = row.value.trim();
  }
  return account;
}

interface OptionPayload {
  group?: unknown;
  option?: unknown;
  name?: unknown;
  translated?: Record<string, unknown> | null;
}

/**
 * "Colour: Red · Size: S" from a line item's `payload.options`: Shopware's { group, option } or the
 * engine's option entities, translated into the order's language when the cart was calculated.
 */
function optionsLine(payload: unknown): string {
  const options = typeof payload === 'object' && payload !== null ? (payload as { options?: unknown }).options : undefined;
  if (!Array.isArray(options)) return '';
  const text = (value: unknown) => textOf(value)?.trim() ?? '';
  return options
    .map((raw: OptionPayload) => {
      if (typeof raw !== 'object' || raw === null) return '';
      const group = typeof raw.group === 'object' && raw.group !== null ? (raw.group as OptionPayload) : null;
      const groupName = text(raw.translated?.group) || text(raw.group) || text(group?.translated?.name) || text(group?.name);
      const optionName = text(raw.translated?.option) || text(raw.option) || text(raw.translated?.name) || text(raw.name);
      return groupName && optionName ? `${groupName}: ${optionName}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

export interface OrderConfirmationMail extends ComposedMail {
  to: string;
}

export async function orderConfirmationMail(db: Queryable, orderId: string): Promise<OrderConfirmationMail | null> {
  const [order] = await db.query<OrderRow & { iso_code: string }>(
    'SELECT o.*, c.iso_code FROM "order" o JOIN currency c ON c.id = o.currency_id WHERE o.id = $1',
    [orderId],
  );
  if (!order) return null;
  const items = await db.query<{ label: string; quantity: number; total_price: string; payload: unknown }>(
    'SELECT label, quantity, total_price::text, payload FROM order_line_item WHERE order_id = $1 ORDER BY position',
    [orderId],
  );
  const [payment] = await db.query<{ translations: Record<string, Record<string, unknown>>; technical_name: string | null }>(
    'SELECT p.translations, p.technical_name FROM order_transaction t JOIN payment_method p ON p.id = t.payment_method_id WHERE t.order_id = $1 ORDER BY t.created_at DESC LIMIT 1',
    [orderId],
  );
  const chain = { ids: [order.language_id] };
  const money = (amount: string | number) => `${Number(amount).toFixed(2)} ${order.iso_code}`;
  const values: Record<string, string> = {
    name: `${order.order_customer.firstName} ${order.order_customer.lastName}`,
    orderNumber: order.order_number,
    items: items
      .map((item) => {
        const options = optionsLine(item.payload);
        return `${item.quantity} × ${item.label}${options ? ` (${options})` : ''}: ${money(item.total_price)}`;
      })
      .join('\n'),
    total: money(order.amount_total),
    payment: payment ? String(translate(payment.translations, chain, ['name']).name ?? '') : '',
    link: await orderPageLink(db, order),
  };
  if (payment?.technical_name === PREPAYMENT) {
    const account = await bankAccount(db, order.sales_channel_id);
    Object.assign(values, { bankHolder: account.holder, bankIban: account.iban, bankBic: account.bic, bankName: account.bank });
  }
  const mail = await composeMail(db, 'order_confirmation', { salesChannelId: order.sales_channel_id, languageId: order.language_id }, values);
  return { to: order.order_customer.email, ...mail };
}

/** Queues the confirmation with `db`, the order's transaction, so it is stored with the order or not at all. */
export async function sendOrderConfirmation(db: Queryable, mailer: Mailer, orderId: string): Promise<void> {
  const mail = await orderConfirmationMail(db, orderId);
  if (!mail) return;
  await mailer.send(mail, db);
}
