// A fresh link to a guest order, mailed to the order's own address when strangers have spent its cap
// on wrong answers. The per-order cap (domain/throttles.ts) counts every IP, so anyone holding an
// order's link could spend it from rotating addresses and keep the guest out for an hour. The wrong
// answer that trips the cap therefore gives the order a new deep link code and mails it to the order's
// e-mail address: the strangers' copy stops working, and the new code starts with no wrong answers
// against it. Strangers cannot repeat it, as they never see the new code; the guest gets one mail.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { orderPageLink } from './order-link.ts';
import type { OrderRow } from './rows.ts';

export async function mailFreshGuestLink(db: Database, mailer: Mailer, order: OrderRow): Promise<void> {
  const fresh = randomBytes(24).toString('base64url');
  const mail = await composeMail(
    db,
    'order.guest_link',
    { salesChannelId: order.sales_channel_id, languageId: order.language_id },
    {
      orderNumber: order.order_number,
      link: await orderPageLink(db, { ...order, deep_link_code: fresh }),
    },
  );
  // The new code and its mail together: never a code nobody was told, nor a mail with a dead link.
  await db.transaction(async (tx) => {
    const rotated = await tx.query('UPDATE "order" SET deep_link_code = $3 WHERE id = $1 AND deep_link_code = $2 RETURNING id', [
      order.id,
      order.deep_link_code,
      fresh,
    ]);
    if (rotated.length > 0) await mailer.send({ to: order.order_customer.email, ...mail }, tx);
  });
}
