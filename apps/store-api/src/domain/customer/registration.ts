// POST /account/register and /account/register-confirm (docs/store-api-behaviour.md §1.4, §2.5):
// private or business customers and guests; with double opt-in the customer stays logged out until
// the mailed link is opened.
import { isUniqueViolation, type Database, type Queryable } from '../../db/database.ts';
import { hashPassword } from './password.ts';
import { domainError, violations } from '../errors.ts';
import { config } from '../config/system-config.ts';
import type { RequestContext } from '../context/session.ts';
import { isUuid, newId } from '../ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { textOf, Violations, type Input } from '../validation/rules.ts';
import { insertAddress, readAddress, type AddressValues } from './address-input.ts';
import { buildLink, randomHash, sha1, storefrontDomain } from './links.ts';
import type { CustomerRow } from './rows.ts';
import { checkSalutation } from './salutation.ts';
import { unthrottled, type Throttle } from '../throttles.ts';
import type { CustomerGroupRow } from '../system/rows.ts';

export async function emailTaken(db: Queryable, email: string, exceptCustomerId?: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM customer WHERE lower(email) = lower($1) AND NOT guest AND id <> $2', [email, exceptCustomerId ?? '']);
  return rows.length > 0;
}

export function emailNotUnique(check: Violations, email: string, pointer = '/email'): void {
  check.add('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', pointer, `The email address ${email} is already in use.`, { '{{ email }}': email });
}

/**
 * Runs a write that gives a customer `email`: when a concurrent registration (a double click, two
 * tabs) took the address between the check and the write, the unique index refuses it, and the
 * shopper gets the same 400 as if the check had seen it.
 */
export async function claimingEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'customer_email_registered')) throw error;
    const check = new Violations();
    emailNotUnique(check, email);
    throw violations(check.list);
  }
}

export interface RegistrationResult {
  customer: CustomerRow;
  /** Logged in right away (no double opt-in). */
  loggedIn: boolean;
}

/**
 * Shopware's RegisterRoute: the customer's names come from the billing address when they are absent
 * at the top; the billing address then always carries the customer's names, salutation and title
 * (so a client may send them empty there, as Shopware's own frontends do).
 */
function withBillingNames(raw: Input): Input {
  const billing = typeof raw.billingAddress === 'object' && raw.billingAddress !== null ? (raw.billingAddress as Input) : undefined;
  if (!billing) return raw;
  return { firstName: billing.firstName, lastName: billing.lastName, ...raw };
}

/** A registration whose input passed every check, ready to be written. */
interface Registration {
  guest: boolean;
  email: string;
  firstName: string;
  lastName: string;
  accountType: string;
  password: string | undefined;
  doubleOptIn: boolean;
  /** The storefront's origin for the opt-in link (only with double opt-in). */
  domain: string | undefined;
  salutationId: string | undefined;
  billing: AddressValues;
  shipping: AddressValues | undefined;
  company: string | undefined;
  vatIds: string[];
  title: string | undefined;
  /** A customer group the shopper asks to join (an operator accepts or declines, group-requests.ts). */
  requestedGroupId: string | null;
}

/**
 * Checks a registration in the order Shopware reports violations (account, then addresses, company and
 * VAT ids, then whether the address is taken), and throws them all at once.
 */
async function readRegistration(db: Queryable, ctx: RequestContext, raw: Input): Promise<Registration> {
  const input = withBillingNames(raw);
  const check = new Violations();
  const account = await readAccount(db, ctx.salesChannel.id, input, check);
  const { email, firstName, lastName, salutationId, guest } = account;
  const billingInput = typeof input.billingAddress === 'object' && input.billingAddress !== null ? (input.billingAddress as Input) : {};
  const billing = await readAddress(
    db,
    { ...billingInput, firstName, lastName, salutationId, ...('title' in input ? { title: input.title } : {}) },
    check,
    '/billingAddress',
    ctx.salesChannel.id,
  );
  const shippingInput = typeof input.shippingAddress === 'object' && input.shippingAddress !== null ? (input.shippingAddress as Input) : undefined;
  const shipping = shippingInput ? await readAddress(db, shippingInput, check, '/shippingAddress', ctx.salesChannel.id) : undefined;
  const company = check.optional(input, 'company') ?? billing?.company ?? undefined;
  const vatIds = Array.isArray(input.vatIds)
    ? input.vatIds.filter((id): id is string => typeof id === 'string' && id.trim() !== '').map((id) => id.trim())
    : [];
  if (account.accountType === 'business') {
    if (!company) check.add('VIOLATION::IS_BLANK_ERROR', '/billingAddress/company', 'This value should not be blank.', { '{{ value }}': 'null' });
    if (billing) await checkVatIds(db, billing.countryId, vatIds, check);
  }
  if (email && !guest && (await emailTaken(db, email))) emailNotUnique(check, email);
  check.throwIfAny();
  if (!email || !firstName || !lastName || !billing || (account.doubleOptIn && !account.domain)) throw violations([]);
  const title = check.optional(input, 'title');
  const requestedGroupId = isUuid(input.requestedGroupId) ? input.requestedGroupId : null;
  return { ...account, email, firstName, lastName, billing, shipping, company, vatIds, title, requestedGroupId };
}

/** The account's own fields: e-mail, names, account type, password (not for guests), salutation; and whether it needs double opt-in. */
async function readAccount(db: Queryable, salesChannelId: string, input: Input, check: Violations) {
  const guest = input.guest === true || input.guest === 'true' || input.guest === '1';
  const email = check.notBlank(input, 'email');
  check.email(email, '/email');
  const firstName = check.notBlank(input, 'firstName');
  const lastName = check.notBlank(input, 'lastName');
  const accountType = typeof input.accountType === 'string' && input.accountType !== '' ? input.accountType : 'private';
  check.choice(accountType, ['private', 'business'], '/accountType');
  let password: string | undefined;
  if (!guest) {
    password = typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
    if (!password) check.notBlank(input, 'password');
    check.minLength(password, await config(db, 'core.loginRegistration.passwordMinLength', salesChannelId), '/password');
  }
  const doubleOptIn = await config(
    db,
    guest ? 'core.loginRegistration.doubleOptInGuestOrder' : 'core.loginRegistration.doubleOptInRegistration',
    salesChannelId,
  );
  // Only the opt-in mail's link is built from storefrontUrl, so Shopware checks it only then: a
  // headless client may send its own origin for a guest order or a registration without opt-in.
  const domain = doubleOptIn ? await storefrontDomain(db, check, salesChannelId, input) : undefined;
  let salutationId = check.optional(input, 'salutationId');
  await checkSalutation(db, check, salutationId, '/salutationId');
  if (!salutationId) salutationId = (await db.query<{ id: string }>("SELECT id FROM salutation WHERE salutation_key = 'not_specified'"))[0]?.id;
  return { guest, email, firstName, lastName, accountType, password, doubleOptIn, domain, salutationId };
}

export async function register(db: Database, mailer: Mailer, ctx: RequestContext, raw: Input, throttle: Throttle = unthrottled): Promise<RegistrationResult> {
  const registration = await readRegistration(db, ctx, raw);
  const { email, guest, doubleOptIn } = registration;
  // Every registration that mails (opt-in or welcome; guests may reuse an address, so this is how a
  // confirmation is sent again) counts for its address and client before the password is hashed.
  if (doubleOptIn || !guest) await throttle(email);
  const customerId = newId();
  const hash = randomHash();
  const passwordHash = registration.password ? await hashPassword(registration.password) : null;
  // The welcome or opt-in mail is queued in the registration's transaction: it exists exactly when the account does.
  const welcome = await welcomeMail(db, ctx, registration, hash);
  await claimingEmail(email, () =>
    db.transaction(async (tx) => {
      await insertCustomer(tx, ctx, registration, { customerId, hash, passwordHash });
      if (welcome) await mailer.send({ to: email, ...welcome }, tx);
    }),
  );
  const [customer] = await db.query<CustomerRow>('SELECT * FROM customer WHERE id = $1', [customerId]);
  if (!customer) throw new Error('Customer vanished after registration.');

  return { customer, loggedIn: !doubleOptIn };
}

/** The opt-in mail with its confirmation link, or the welcome mail of an account; a guest without opt-in gets none. */
async function welcomeMail(db: Queryable, ctx: RequestContext, registration: Registration, hash: string) {
  const { email, firstName, lastName, doubleOptIn, domain } = registration;
  const salesChannelId = ctx.salesChannel.id;
  const audience = { salesChannelId, languageId: ctx.languageId };
  if (doubleOptIn && domain) {
    return composeMail(db, 'customer.register.double_opt_in', audience, {
      name: `${firstName} ${lastName}`,
      link: buildLink(domain, await config(db, 'core.loginRegistration.confirmationUrl', salesChannelId), {
        HASHEDEMAIL: sha1(email.toLowerCase()),
        SUBSCRIBEHASH: hash,
      }),
    });
  }
  return registration.guest ? undefined : composeMail(db, 'customer.register', audience, { name: `${firstName} ${lastName}` });
}

/** The customer row and its addresses (the shipping address is the billing one unless another was given). */
async function insertCustomer(
  tx: Queryable,
  ctx: RequestContext,
  registration: Registration,
  ids: { customerId: string; hash: string; passwordHash: string | null },
): Promise<void> {
  const { billing, shipping, company, doubleOptIn } = registration;
  const { customerId } = ids;
  const [number] = await tx.query<{ value: string }>("SELECT nextval('customer_number_seq')::text AS value");
  await tx.query(
    `INSERT INTO customer (id, sales_channel_id, customer_group_id, requested_customer_group_id, language_id, default_payment_method_id, customer_number, salutation_id,
         first_name, last_name, title, company, vat_ids, account_type, email, password_hash, guest, active, double_opt_in_registration, double_opt_in_email_sent_date, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      customerId,
      ctx.salesChannel.id,
      ctx.salesChannel.customer_group_id,
      registration.requestedGroupId,
      ctx.languageId,
      ctx.salesChannel.payment_method_id,
      number?.value ?? customerId.slice(0, 8),
      registration.salutationId ?? null,
      registration.firstName,
      registration.lastName,
      registration.title ?? null,
      company ?? null,
      registration.vatIds,
      registration.accountType,
      registration.email,
      ids.passwordHash,
      registration.guest,
      !doubleOptIn,
      doubleOptIn,
      doubleOptIn ? new Date().toISOString() : null,
      ids.hash,
    ],
  );
  const billingId = await insertAddress(tx, customerId, { ...billing, company: billing.company ?? company ?? null });
  const shippingId = shipping ? await insertAddress(tx, customerId, shipping) : billingId;
  await tx.query('UPDATE customer SET default_billing_address_id = $2, default_shipping_address_id = $3 WHERE id = $1', [customerId, billingId, shippingId]);
}

/** VAT ids are checked against the billing country's pattern when the country asks for it. */
async function checkVatIds(db: Queryable, countryId: string, vatIds: string[], check: Violations): Promise<void> {
  const [country] = await db.query<{ check_vat_id_pattern: boolean; vat_id_pattern: string | null; vat_id_required: boolean; iso: string }>(
    'SELECT check_vat_id_pattern, vat_id_pattern, vat_id_required, iso FROM country WHERE id = $1',
    [countryId],
  );
  if (!country) return;
  if (country.vat_id_required && vatIds.length === 0)
    check.add('VIOLATION::IS_BLANK_ERROR', '/vatIds', 'This value should not be blank.', { '{{ value }}': 'null' });
  if (country.check_vat_id_pattern && country.vat_id_pattern) {
    const pattern = new RegExp(`^${country.vat_id_pattern}$`, 'i');
    vatIds.forEach((vatId, index) => {
      if (!pattern.test(vatId))
        check.add('VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', `/vatIds/${index}`, `The VAT ID "${vatId}" does not match the format for ${country.iso}.`, {
          '{{ vatId }}': vatId,
          '{{ iso }}': country.iso,
        });
    });
  }
}

/** POST /account/register-confirm: the mailed link's hash and hashed e-mail activate the customer. */
export async function confirmRegistration(db: Queryable, input: Input): Promise<CustomerRow> {
  const hash = textOf(input.hash) ?? '';
  if (hash === '') throw domainError(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.');
  const [customer] = await db.query<CustomerRow>('SELECT * FROM customer WHERE hash = $1', [hash]);
  if (!customer) throw domainError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { hash });
  if (typeof input.em !== 'string' || input.em !== sha1(customer.email.toLowerCase())) {
    throw violations([{ code: 'VIOLATION::NOT_EQUAL_ERROR', pointer: '/em', detail: 'This value should be equal to the compared value.', parameters: {} }]);
  }
  if (customer.double_opt_in_confirm_date || !customer.double_opt_in_registration) {
    throw domainError(412, 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', `The customer with the id "${customer.id}" is already confirmed.`, {
      customerId: customer.id,
    });
  }
  const [updated] = await db.query<CustomerRow>('UPDATE customer SET active = true, double_opt_in_confirm_date = now() WHERE id = $1 RETURNING *', [
    customer.id,
  ]);
  return updated ?? customer;
}

/** GET /customer-group-registration/config/{id}: a group open for registration, else Shopware's 404. */
export async function registrationGroup(db: Queryable, id: string): Promise<CustomerGroupRow> {
  const [group] = await db.query<CustomerGroupRow>('SELECT * FROM customer_group WHERE id = $1 AND registration_active', [id]);
  if (!group)
    throw domainError(404, 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND', `Customer group registration for id ${id} not found.`, { customerGroupId: id });
  return group;
}
