// Profile, e-mail, password and default payment method changes, and password recovery.
import type { Database, Queryable } from '../../db/database.ts';
import { domainError, errors } from '../errors.ts';
import { config } from '../config/system-config.ts';
import { endOtherSessions, renameSession, type RequestContext } from '../context/session.ts';
import { newId, requireUuid } from '../ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { Violations, type Input } from '../validation/rules.ts';
import { endCustomerSession } from './authentication.ts';
import { buildLink, randomHash, storefrontDomain } from './links.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { claimingEmail, emailNotUnique, emailTaken } from './registration.ts';
import type { CustomerRow } from './rows.ts';
import { checkSalutation } from './salutation.ts';
import { unthrottled, type Throttle } from '../throttles.ts';

/** Recovery links are valid for two hours (Shopware's CustomerRecovery). */
const RECOVERY_LIFETIME_MS = 2 * 60 * 60 * 1000;

export async function changeProfile(db: Queryable, customer: CustomerRow, input: Input): Promise<void> {
  const check = new Violations();
  const firstName = check.notBlank(input, 'firstName');
  const lastName = check.notBlank(input, 'lastName');
  const accountType = typeof input.accountType === 'string' && input.accountType !== '' ? input.accountType : customer.account_type;
  check.choice(accountType, ['private', 'business'], '/accountType');
  const company = check.optional(input, 'company') ?? null;
  if (accountType === 'business' && !company) check.notBlank(input, 'company');
  const salutationId = check.optional(input, 'salutationId') ?? customer.salutation_id;
  await checkSalutation(db, check, salutationId, '/salutationId');
  const birthday = birthdayOf(input, check);
  check.throwIfAny();
  const vatIds = Array.isArray(input.vatIds) ? input.vatIds.filter((id): id is string => typeof id === 'string' && id.trim() !== '') : customer.vat_ids;
  await db.query(
    'UPDATE customer SET first_name = $2, last_name = $3, salutation_id = $4, title = $5, account_type = $6, company = $7, vat_ids = $8::text[], birthday = $9 WHERE id = $1',
    [
      customer.id,
      firstName ?? customer.first_name,
      lastName ?? customer.last_name,
      salutationId,
      check.optional(input, 'title') ?? null,
      accountType,
      accountType === 'business' ? company : null,
      vatIds,
      birthday,
    ],
  );
}

function birthdayOf(input: Input, check: Violations): string | null {
  const [day, month, year] = [input.birthdayDay, input.birthdayMonth, input.birthdayYear].map((value) =>
    value === undefined || value === null || value === '' ? undefined : Number(value),
  );
  if (day === undefined && month === undefined && year === undefined) return null;
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  if (!year || !month || !day || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || date > new Date()) {
    check.add('VIOLATION::INVALID_DATE_ERROR', '/birthdayDay', 'This value is not a valid date.');
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** `/account/change-email`'s body as its route schema lets it through (ADR 0056). */
export type EmailChange = { email?: string; emailConfirmation?: string; password?: string };

export async function changeEmail(db: Queryable, customer: CustomerRow, input: EmailChange): Promise<void> {
  const check = new Violations();
  const email = check.notBlank(input, 'email');
  check.email(email, '/email');
  const confirmation = input.emailConfirmation?.trim() ?? '';
  if (email) check.equal(confirmation, email, '/emailConfirmation');
  const password = input.password ?? '';
  if (!(await verifyPassword(password, customer.password_hash))) passwordNotCorrect(check, '/password');
  if (email && (await emailTaken(db, email, customer.id))) emailNotUnique(check, email);
  check.throwIfAny();
  if (!email) return;
  await claimingEmail(email, () => db.query('UPDATE customer SET email = $2 WHERE id = $1', [customer.id, email]));
}

function passwordNotCorrect(check: Violations, pointer: string): void {
  check.add('VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer, 'Password incorrect.');
}

async function newPasswordOf(db: Queryable, input: Input, check: Violations, salesChannelId: string): Promise<string | undefined> {
  const newPassword = typeof input.newPassword === 'string' && input.newPassword !== '' ? input.newPassword : undefined;
  if (!newPassword) check.notBlank(input, 'newPassword');
  check.minLength(newPassword, await config(db, 'core.loginRegistration.passwordMinLength', salesChannelId), '/newPassword');
  if (newPassword) check.equal(input.newPasswordConfirm, newPassword, '/newPasswordConfirm');
  return newPassword;
}

/** `/account/change-password`'s body as its route schema lets it through (ADR 0056). */
export type PasswordChange = { password?: string; newPassword?: string; newPasswordConfirm?: string };

/** Returns the session's new token: every password write renames it and ends the other sessions. */
export async function changePassword(db: Queryable, ctx: RequestContext, customer: CustomerRow, input: PasswordChange): Promise<string> {
  const check = new Violations();
  const current = input.password ?? '';
  if (!(await verifyPassword(current, customer.password_hash))) passwordNotCorrect(check, '/password');
  const newPassword = await newPasswordOf(db, input, check, ctx.salesChannel.id);
  check.throwIfAny();
  if (!newPassword) throw errors.invalidRequestBody('newPassword missing');
  await db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [customer.id, await hashPassword(newPassword)]);
  const token = await renameSession(db, ctx.salesChannel.id, ctx.token, ctx.payload);
  await endOtherSessions(db, customer.id, token);
  return token;
}

export async function changeDefaultPaymentMethod(db: Queryable, ctx: RequestContext, customer: CustomerRow, paymentMethodId: string): Promise<void> {
  requireUuid(paymentMethodId);
  const found = await db.query(
    'SELECT 1 FROM payment_method p JOIN sales_channel_payment_method s ON s.payment_method_id = p.id WHERE p.id = $1 AND p.active AND s.sales_channel_id = $2',
    [paymentMethodId, ctx.salesChannel.id],
  );
  if (found.length === 0)
    throw domainError(400, 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND', `The payment method with id "${paymentMethodId}" could not be found.`, {
      paymentMethodId,
    });
  await db.query('UPDATE customer SET default_payment_method_id = $2 WHERE id = $1', [customer.id, paymentMethodId]);
}

/**
 * Sends a recovery link when the account exists; answers the same either way (no account probing).
 * Throttled per address and client before the lookup (domain/throttles.ts), and an unknown address does
 * the same work as a known one — the same statements in one transaction, the mail composed — with
 * every write conditional on the account existing, so timing tells nothing either (ADR 0015, addendum).
 */
export async function requestRecovery(db: Database, mailer: Mailer, ctx: RequestContext, input: Input, throttle: Throttle = unthrottled): Promise<void> {
  const check = new Violations();
  const email = check.notBlank(input, 'email');
  check.email(email, '/email');
  const domain = await storefrontDomain(db, check, ctx.salesChannel.id, input);
  check.throwIfAny();
  if (!email || !domain) return;
  await throttle(email);
  const [customer] = await db.query<CustomerRow>(
    'SELECT * FROM customer WHERE lower(email) = lower($1) AND NOT guest AND active AND (sales_channel_id = $2 OR sales_channel_id IS NULL) LIMIT 1',
    [email, ctx.salesChannel.id],
  );
  // An unknown address goes through the same steps for an id no row has.
  const target = customer ?? { id: newId(), email, first_name: '', last_name: '' };
  const hash = randomHash();
  const link = buildLink(domain, await config(db, 'core.loginRegistration.pwdRecoverUrl', ctx.salesChannel.id), { RECOVERHASH: hash });
  const mail = await composeMail(
    db,
    'customer.recovery.request',
    { salesChannelId: ctx.salesChannel.id, languageId: ctx.languageId },
    {
      name: `${target.first_name} ${target.last_name}`,
      link,
    },
  );
  // The new hash and its mail in one transaction: never a link that does not work, nor a hash without a mail.
  await db.transaction(async (tx) => {
    // One row per customer, replaced: two requests at once (a double click) both end with a row, the later hash winning.
    await tx.query(
      `INSERT INTO customer_recovery (id, customer_id, hash) SELECT $1, id, $3 FROM customer WHERE id = $2
       ON CONFLICT (customer_id) DO UPDATE SET id = EXCLUDED.id, hash = EXCLUDED.hash, created_at = now()`,
      [newId(), target.id, hash],
    );
    await mailer.send({ to: target.email, ...mail }, tx, { queue: customer !== undefined });
  });
}

async function recoveryByHash(db: Queryable, hash: unknown): Promise<{ customer_id: string; created_at: Date | string } | undefined> {
  if (typeof hash !== 'string' || hash === '') return undefined;
  const [row] = await db.query<{ customer_id: string; created_at: Date | string }>('SELECT customer_id, created_at FROM customer_recovery WHERE hash = $1', [
    hash,
  ]);
  return row;
}

const notFoundByHash = (hash: unknown) =>
  domainError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${String(hash ?? '')}" was found.`, {
    hash: String(hash ?? ''),
  });

/** CustomerRecoveryIsExpiredRoute: the hash must be a 32-character string (400), and known (404). */
export async function recoveryIsExpired(db: Queryable, input: Input, now = Date.now()): Promise<boolean> {
  const check = new Violations();
  const hash = check.notBlank(input, 'hash');
  if (hash !== undefined && [...hash].length !== 32) {
    check.add('VIOLATION::NOT_EQUAL_LENGTH_ERROR', '/hash', 'This value should have exactly 32 characters.', {
      '{{ value }}': JSON.stringify(hash),
      '{{ limit }}': 32,
    });
  }
  check.throwIfAny();
  const row = await recoveryByHash(db, hash);
  if (!row) throw notFoundByHash(hash);
  return now - new Date(row.created_at).getTime() > RECOVERY_LIFETIME_MS;
}

export async function confirmRecovery(db: Queryable, ctx: RequestContext, input: Input, now = Date.now()): Promise<void> {
  const row = await recoveryByHash(db, input.hash);
  if (!row) throw notFoundByHash(input.hash);
  if (now - new Date(row.created_at).getTime() > RECOVERY_LIFETIME_MS)
    throw domainError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${String(input.hash)}" is expired.`, { hash: String(input.hash) });
  const check = new Violations();
  const newPassword = await newPasswordOf(db, input, check, ctx.salesChannel.id);
  check.throwIfAny();
  if (!newPassword) return;
  await db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [row.customer_id, await hashPassword(newPassword)]);
  await db.query('DELETE FROM customer_recovery WHERE customer_id = $1', [row.customer_id]);
  await endOtherSessions(db, row.customer_id, ctx.token);
}

/** DELETE /account/customer: the session ends, then the customer and what cascades from it go. */
export async function deleteAccount(db: Queryable, ctx: RequestContext, customer: CustomerRow): Promise<void> {
  await endCustomerSession(db, ctx, customer);
  await db.query('DELETE FROM customer WHERE id = $1', [customer.id]);
}
