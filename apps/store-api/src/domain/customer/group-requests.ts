// Requests to join a customer group (the customer-group registration page: `requestedGroupId`).
// Shopware's admin accepts or declines them; here the operator does (`customers accept-group`,
// `decline-group`). Accepting moves the customer into the group — their next session reads its
// price display (net for business customers) — and, like Shopware, mails them
// `customer_group_change_accept`; declining clears the request and mails `customer_group_change_reject`.
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { translate, type Translations } from '../translation.ts';

export interface GroupRequest {
  email: string;
  name: string;
  company: string | null;
  group: string;
  requestedAt: string;
}

export type GroupDecision = 'accept' | 'decline';

function groupName(translations: Translations, languageId: string): string {
  const name = translate(translations, { ids: [languageId] }, ['name']).name;
  return typeof name === 'string' ? name : ((Object.values(translations).find((fields) => typeof fields?.name === 'string')?.name as string | undefined) ?? '');
}

/** Pending requests, oldest first, with the group's name in the customer's language. */
export async function pendingGroupRequests(db: Database): Promise<GroupRequest[]> {
  const rows = await db.query<{
    email: string;
    first_name: string;
    last_name: string;
    company: string | null;
    language_id: string;
    translations: Translations;
    created_at: Date | string;
  }>(
    `SELECT c.email, c.first_name, c.last_name, c.company, c.language_id, g.translations, c.created_at
       FROM customer c JOIN customer_group g ON g.id = c.requested_customer_group_id
      WHERE NOT c.guest ORDER BY c.created_at, c.email`,
  );
  return rows.map((row) => ({
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
    company: row.company,
    group: groupName(row.translations, row.language_id),
    requestedAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Decides the pending request of the account with this e-mail address (any case); false when there
 * is none. The change and its mail are one transaction: a mail exists exactly when the decision does.
 */
export async function decideGroupRequest(db: Database, mailer: Mailer, email: string, decision: GroupDecision): Promise<{ group: string } | false> {
  const [customer] = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    language_id: string;
    sales_channel_id: string | null;
    requested_customer_group_id: string;
    translations: Translations;
  }>(
    `SELECT c.id, c.email, c.first_name, c.last_name, c.language_id, c.sales_channel_id, c.requested_customer_group_id, g.translations
       FROM customer c JOIN customer_group g ON g.id = c.requested_customer_group_id
      WHERE lower(c.email) = lower($1) AND NOT c.guest ORDER BY c.created_at DESC LIMIT 1`,
    [email],
  );
  if (!customer) return false;
  const group = groupName(customer.translations, customer.language_id);
  const template = decision === 'accept' ? 'customer_group_change_accept' : 'customer_group_change_reject';
  const mail = await composeMail(
    db,
    template,
    { salesChannelId: customer.sales_channel_id, languageId: customer.language_id },
    { group, name: `${customer.first_name} ${customer.last_name}` },
  );
  await db.transaction(async (tx) => {
    await tx.query(
      decision === 'accept'
        ? 'UPDATE customer SET customer_group_id = requested_customer_group_id, requested_customer_group_id = NULL WHERE id = $1'
        : 'UPDATE customer SET requested_customer_group_id = NULL WHERE id = $1',
      [customer.id],
    );
    await mailer.send({ to: customer.email, ...mail }, tx);
  });
  return { group };
}
