// The link to an order's page in mails: the storefront's deep link `/account/order/{deepLinkCode}` (the
// path of Shopware's storefront and of vue-demo-store) on the sales-channel domain of the order's
// language, so a guest lands in the language they ordered in and opens the order with its e-mail
// address and billing postal code.
import type { Queryable } from '../../db/database.ts';
import type { OrderRow } from './rows.ts';

const ORDER_PAGE_PATH = '/account/order/';

export async function orderPageLink(db: Queryable, order: Pick<OrderRow, 'sales_channel_id' | 'language_id' | 'deep_link_code'>): Promise<string> {
  // The order's language first, then any domain of the channel (a language without a domain of its own).
  const [domain] = await db.query<{ url: string }>(
    'SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1 ORDER BY (language_id = $2) DESC, url LIMIT 1',
    [order.sales_channel_id, order.language_id],
  );
  const base = (domain?.url ?? '').replace(/\/+$/, '');
  return `${base}${ORDER_PAGE_PATH}${encodeURIComponent(order.deep_link_code)}`;
}
