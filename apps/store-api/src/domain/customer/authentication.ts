// Login and logout (docs/store-api-behaviour.md §1.4): a login always ends on a different token — the
// customer's earlier session if it is still valid, else the current session under a new token.
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { findCustomerSession, renameSession, saveSession, type RequestContext } from '../context/session.ts';
import { newContextToken } from '../ids.ts';
import { moveCart } from '../cart/cart-store.ts';
import { authThrottled, hashPassword, needsRehash, PROCESS_LANES, verifyPassword, type PasswordLanes } from './password.ts';
import { isDeviceToken, randomSecret, signDeviceToken, verifyDeviceToken } from '@aisle/login-lanes';
import type { CacheStore } from '@aisle/cache-store';
import { clientDelayMs, RateLimiter } from './rate-limit.ts';
import { CLIENT_WINDOWS, LOGIN_WINDOWS } from '../throttle-windows.ts';
import type { CustomerRow } from './rows.ts';

const badCredentials = () => domainError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');

/**
 * Refuses per account+client IP (Shopware's `login` limiter, keyed by email and IP) and slows per
 * client IP over all accounts, never per account or per IP alone: failures from one source must not
 * refuse the owner's correct password from another, nor one shopper's failures everybody behind the
 * same NAT (docs/adr/0015-integrity-under-faults.md and its addendum). `clientIp` is the shopper's address as
 * forwarded by a trusted proxy (the storefront), see STORE_API_TRUSTED_PROXIES.
 * A login with a valid device token for its account (ADR 0048: the browser signed in to it before) is
 * counted per device instead and not slowed per IP, and its hash runs in the known devices' lane, so
 * neither strangers' failures nor strangers' queue can keep the owner out.
 */
export interface AuthenticatorOptions {
  now?: () => number;
  /** Where failures are counted (Redis when several engines must share them). */
  stores?: { perAccount: CacheStore; perClient: CacheStore };
  /** Waits out the per-IP delay. */
  sleep?: (ms: number) => Promise<void>;
  lanes?: PasswordLanes;
  /** Signs the device tokens (STORE_API_DEVICE_SECRET); a random one lasts as long as the process. */
  deviceSecret?: string;
}

/** A login's body as its route schema lets it through (ADR 0056): Shopware reads `email`, else `username`. */
export interface Credentials {
  email?: string;
  username?: string;
  password?: string;
}

export class Authenticator {
  private readonly perAccount: RateLimiter;
  private readonly perClient: RateLimiter;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly lanes: PasswordLanes;
  private readonly deviceSecret: string;

  constructor(options: AuthenticatorOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.perAccount = new RateLimiter(LOGIN_WINDOWS, options.stores?.perAccount);
    this.perClient = new RateLimiter(CLIENT_WINDOWS, options.stores?.perClient);
    this.lanes = options.lanes ?? PROCESS_LANES;
    this.deviceSecret = options.deviceSecret ?? randomSecret();
  }

  /**
   * The Retry-After seconds when the lane a login with this device token would take is full, before
   * anything else is spent on it (no body, session or database yet): the token's signature alone picks
   * the lane here; verify() checks that it is the named account's.
   */
  refusal(deviceToken: string | undefined): number | undefined {
    const lane = isDeviceToken(this.deviceSecret, deviceToken, this.now()) ? this.lanes.known : this.lanes.strangers;
    return lane.isFull() ? lane.limits.retryAfterSeconds : undefined;
  }

  /** A device token for the browser that just signed in as `email`. */
  deviceToken(email: string): string {
    return signDeviceToken(this.deviceSecret, email, this.now());
  }

  /** Verifies the credentials and returns the customer; every failure counts towards the limits. */
  async verify(db: Queryable, ctx: RequestContext, input: Credentials, clientIp: string, deviceToken?: string): Promise<CustomerRow> {
    const email = (input.email ?? input.username ?? '').trim();
    const password = input.password ?? '';
    const device = verifyDeviceToken(this.deviceSecret, email, deviceToken, this.now());
    const key = device ? `${email.toLowerCase()}|device:${device}` : `${email.toLowerCase()}|${clientIp}`;
    const wait = await this.perAccount.waitSeconds(key, this.now());
    if (wait > 0) throw authThrottled(wait);
    // Many failures from this IP slow every login from it down, they refuse none (a known device is not slowed).
    const delay = device ? 0 : clientDelayMs(await this.perClient.count(clientIp, this.now()));
    if (delay > 0) await this.sleep(delay);
    const lane = device ? this.lanes.known : this.lanes.strangers;
    const fail = async (error: ReturnType<typeof domainError>) => {
      await Promise.all([this.perAccount.fail(key, this.now()), this.perClient.fail(clientIp, this.now())]);
      return error;
    };
    if (email === '' || password === '') throw await fail(badCredentials());
    const [customer] = await db.query<CustomerRow>(
      `SELECT * FROM customer WHERE lower(email) = lower($1) AND NOT guest AND (sales_channel_id = $2 OR sales_channel_id IS NULL)
        ORDER BY created_at DESC LIMIT 1`,
      [email, ctx.salesChannel.id],
    );
    // An unknown account costs the same hashing work as a known one (verifyPassword's dummy hash).
    const valid = await verifyPassword(password, customer?.password_hash, lane);
    if (!customer) throw await fail(domainError(401, 'CHECKOUT__CUSTOMER_NOT_FOUND', `No matching customer for the email "${email}" was found.`, { email }));
    if (!valid) throw await fail(badCredentials());
    if (customer.double_opt_in_registration && !customer.double_opt_in_confirm_date) {
      throw domainError(401, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', `The customer with the id "${customer.id}" has not completed the opt-in.`, {
        customerId: customer.id,
      });
    }
    if (!customer.active)
      throw await fail(
        domainError(401, 'CHECKOUT__CUSTOMER_IS_INACTIVE', `The customer with the id "${customer.id}" is inactive.`, { customerId: customer.id }),
      );
    await this.perAccount.reset(key);
    // Hashes from older parameters are upgraded now that the password is known.
    if (needsRehash(customer.password_hash))
      await db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [customer.id, await hashPassword(password, lane)]);
    return customer;
  }
}

/** Logs the customer into this request's session and returns the token the client must use now. */
export async function startCustomerSession(database: Database, ctx: RequestContext, customer: CustomerRow): Promise<string> {
  return database.transaction((tx) => startLocked(tx, ctx, customer));
}

async function startLocked(db: Queryable, ctx: RequestContext, customer: CustomerRow): Promise<string> {
  await db.query('UPDATE customer SET last_login = now(), first_login = coalesce(first_login, now()), language_id = $2 WHERE id = $1', [
    customer.id,
    ctx.languageId,
  ]);
  const earlier = customer.guest ? undefined : await findCustomerSession(db, ctx.salesChannel.id, customer.id, ctx.token);
  const languageAndCurrency = { languageId: ctx.payload.languageId, currencyId: ctx.payload.currencyId };
  if (earlier) {
    // The guest cart's items join the customer's saved cart (CartRestorer).
    await moveCart(db, ctx.token, earlier.token, ctx.salesChannel.id);
    await db.query('DELETE FROM sales_channel_api_context WHERE token = $1', [ctx.token]);
    await saveSession(db, ctx.salesChannel.id, earlier.token, { ...earlier.payload, ...definedOnly(languageAndCurrency), customerId: customer.id });
    return earlier.token;
  }
  const payload = { ...ctx.payload, customerId: customer.id };
  delete payload.billingAddressId;
  delete payload.shippingAddressId;
  return renameSession(db, ctx.salesChannel.id, ctx.token, payload);
}

/**
 * Logout: the client gets a fresh anonymous token. A registered customer's session is kept under
 * another token so the next login restores it; a guest's is deleted.
 */
export async function endCustomerSession(db: Queryable, ctx: RequestContext, customer: CustomerRow): Promise<string> {
  if (customer.guest) await db.query('DELETE FROM sales_channel_api_context WHERE token = $1', [ctx.token]);
  else await renameSession(db, ctx.salesChannel.id, ctx.token, ctx.payload);
  const token = newContextToken();
  await saveSession(db, ctx.salesChannel.id, token, definedOnly({ languageId: ctx.payload.languageId, currencyId: ctx.payload.currencyId }));
  return token;
}

function definedOnly<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
