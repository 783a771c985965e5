// Newsletter subscriptions with double opt-in (NewsletterSubscribeRoute): an anonymous sign-up is
// stored as notSet and confirmed through the mailed link; unsubscribing sets optOut.
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { config } from '../config/system-config.ts';
import type { RequestContext } from '../context/session.ts';
import { buildLink, randomHash, sha1, storefrontDomain } from '../customer/links.ts';
import { newId } from '../ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { Violations, type Input } from '../validation/rules.ts';
import { unthrottled, type Throttle } from '../throttles.ts';

export type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct' | 'undefined';

interface RecipientRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
}

async function recipient(db: Queryable, email: string, salesChannelId: string): Promise<RecipientRow | undefined> {
  const [row] = await db.query<RecipientRow>(
    'SELECT id, email, status, hash FROM newsletter_recipient WHERE lower(email) = lower($1) AND sales_channel_id = $2',
    [email, salesChannelId],
  );
  return row;
}

export async function subscribe(
  db: Database,
  mailer: Mailer,
  ctx: RequestContext,
  input: Input,
  loggedIn: boolean,
  throttle: Throttle = unthrottled,
): Promise<NewsletterStatus> {
  const check = new Violations();
  const email = check.notBlank(input, 'email');
  check.email(email, '/email');
  check.choice(input.option, ['direct', 'subscribe', 'confirmSubscribe', 'unsubscribe'], '/option');
  const domain = await storefrontDomain(db, check, ctx.salesChannel.id, input);
  check.throwIfAny();
  if (!email || !domain) return 'undefined';
  if (input.option === 'unsubscribe') return unsubscribe(db, ctx, email);
  // Before the lookup: a throttled answer is the same for known and unknown addresses.
  await throttle(email);
  if (input.option === 'confirmSubscribe') {
    await confirm(db, ctx, input);
    return 'optIn';
  }
  const doubleOptIn = await config(db, loggedIn ? 'core.newsletter.doubleOptInRegistered' : 'core.newsletter.doubleOptIn', ctx.salesChannel.id);
  const existing = await recipient(db, email, ctx.salesChannel.id);
  if (existing && (existing.status === 'optIn' || existing.status === 'direct')) return existing.status;
  const status: NewsletterStatus = doubleOptIn ? 'notSet' : 'direct';
  const fields = [check.optional(input, 'salutationId') ?? null, check.optional(input, 'firstName') ?? null, check.optional(input, 'lastName') ?? null];
  const subscribeUrl = doubleOptIn ? await config(db, 'core.newsletter.subscribeUrl', ctx.salesChannel.id) : '';
  // The recipient row and its opt-in mail in one transaction. An upsert, not a check and an insert:
  // two subscriptions of one address at once (a double click) then share one row, and the mail
  // carries the hash the row ended with.
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ hash: string }>(
      `INSERT INTO newsletter_recipient (id, sales_channel_id, language_id, email, status, hash, salutation_id, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (lower(email), sales_channel_id) DO UPDATE SET status = EXCLUDED.status, language_id = EXCLUDED.language_id,
         salutation_id = EXCLUDED.salutation_id, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name
       RETURNING hash`,
      [newId(), ctx.salesChannel.id, ctx.languageId, email, status, existing?.hash ?? randomHash(), ...fields],
    );
    if (!doubleOptIn || !row) return;
    const link = buildLink(domain, subscribeUrl, { HASHEDEMAIL: sha1(email.toLowerCase()), SUBSCRIBEHASH: row.hash });
    const audience = { salesChannelId: ctx.salesChannel.id, languageId: ctx.languageId };
    await mailer.send({ to: email, ...(await composeMail(tx, 'newsletter.double_opt_in', audience, { link })) }, tx);
  });
  return status;
}

/** `/newsletter/confirm`'s body as its route schema lets it through (ADR 0056). */
export type NewsletterConfirmation = { hash?: string; em?: string };

export async function confirm(db: Queryable, ctx: RequestContext, input: NewsletterConfirmation): Promise<void> {
  const hash = input.hash ?? '';
  const [row] = hash
    ? await db.query<RecipientRow>('SELECT id, email, status, hash FROM newsletter_recipient WHERE hash = $1 AND sales_channel_id = $2', [
        hash,
        ctx.salesChannel.id,
      ])
    : [];
  if (!row || input.em !== sha1(row.email.toLowerCase()))
    throw domainError(404, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', `The NewsletterRecipient with the identifier "hash" - ${hash} was not found.`, {
      identifier: 'hash',
      value: hash,
    });
  await db.query("UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = now() WHERE id = $1", [row.id]);
}

export async function unsubscribe(db: Queryable, ctx: RequestContext, email: unknown): Promise<NewsletterStatus> {
  if (typeof email !== 'string' || email.trim() === '') throw domainError(400, 'CONTENT__MISSING_EMAIL_PARAMETER', 'The email parameter is missing.');
  await db.query("UPDATE newsletter_recipient SET status = 'optOut' WHERE lower(email) = lower($1) AND sales_channel_id = $2", [
    email.trim(),
    ctx.salesChannel.id,
  ]);
  return 'optOut';
}

export async function statusOf(db: Queryable, email: string, salesChannelId: string): Promise<NewsletterStatus> {
  return (await recipient(db, email, salesChannelId))?.status ?? 'undefined';
}
