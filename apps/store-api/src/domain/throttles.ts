// Throttles for requests that send mail or try a secret (ADR 0015, addendum; ADR 0045), like Shopware's rate limiters
// `reset_password`, `newsletter_form`, `contact_form` and the cart's line-item limiter: every accepted
// request counts, per subject (the e-mail address, the cart for promotion codes) and per client IP, with the windows of domain/throttle-windows.ts, in the shared store (Redis
// when configured, so a fleet counts together). The check runs before the lookup, so a throttled answer
// says nothing about whether an account exists.
import type { CacheStore } from '@aisle/cache-store';
import { RateLimiter } from './customer/rate-limit.ts';
import { domainError } from './errors.ts';
import { GUEST_ORDER_WINDOWS, THROTTLE_POLICIES, type ThrottleName, type ThrottlePolicy, type Window } from './throttle-windows.ts';

export { GUEST_ORDER_WINDOWS, type ThrottleName };

/** What the domain calls before work that sends mail or tries a code: counts it for `subject` (where its throttle counts per subject), or throws 429. */
export type Throttle = (subject?: string) => Promise<void>;

/** No throttling (operator tools, tests of the work itself). */
export const unthrottled: Throttle = async () => undefined;

/** Shopware's RateLimitExceededException: 429 with the wait in `meta.parameters.seconds`. */
const rateLimitExceeded = (seconds: number) =>
  domainError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, { seconds });

/** Shopware's CustomerAuthThrottledException (also what a throttled login answers). */
const authThrottled = (seconds: number) =>
  domainError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, { seconds });

/** A limiter and the key it counts. */
type Check = [RateLimiter, string];

const maxWait = async (checks: readonly Check[], now: number) =>
  Math.max(...(await Promise.all(checks.map(([limiter, key]) => limiter.waitSeconds(key, now)))));

export class Throttles {
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly store: CacheStore | undefined;
  private readonly now: () => number;

  /** `store`: one shared store for every throttle (keys are prefixed); bounded in-process counters when absent. */
  constructor(store?: CacheStore, now: () => number = Date.now) {
    this.store = store;
    this.now = now;
  }

  /** Counts one request of `subject` from `clientIp`, or throws 429 when either is over its windows (nothing counted then). */
  async consume(name: ThrottleName, subject: string | undefined, clientIp: string): Promise<void> {
    const policy: ThrottlePolicy = THROTTLE_POLICIES[name];
    const checks: Check[] = [[this.limiter(`${name}:client`, policy.perClient), `${name}:c:${clientIp}`]];
    if (policy.perSubject) checks.push([this.limiter(`${name}:subject`, policy.perSubject), `${name}:s:${(subject ?? '').trim().toLowerCase()}`]);
    const now = this.now();
    const wait = await maxWait(checks, now);
    if (wait > 0) throw rateLimitExceeded(wait);
    await Promise.all(checks.map(([limiter, key]) => limiter.fail(key, now)));
  }

  /** Throws 429 while the order (deep link code) is over its wrong-answer windows, from this IP or from all. */
  async guardGuestOrder(deepLinkCode: string, clientIp: string): Promise<void> {
    const wait = await maxWait(this.guestOrderChecks(deepLinkCode, clientIp), this.now());
    if (wait > 0) throw authThrottled(wait);
  }

  /**
   * Counts a wrong e-mail address or postal code for the order; true when this answer filled the
   * order's cap over every IP (then the guest gets a fresh link, domain/order/guest-link.ts).
   */
  async guestOrderFailed(deepLinkCode: string, clientIp: string): Promise<boolean> {
    const now = this.now();
    const [[perClient, clientKey], [perOrder, orderKey]] = this.guestOrderChecks(deepLinkCode, clientIp);
    const [, filled] = await Promise.all([perClient.fail(clientKey, now), perOrder.fail(orderKey, now)]);
    return filled;
  }

  /** The right answer clears this IP's count (as Shopware resets `guest_login`); the per-order cap keeps its count. */
  async guestOrderPassed(deepLinkCode: string, clientIp: string): Promise<void> {
    const [[perClient, clientKey]] = this.guestOrderChecks(deepLinkCode, clientIp);
    await perClient.reset(clientKey);
  }

  private guestOrderChecks(deepLinkCode: string, clientIp: string): [Check, Check] {
    const code = deepLinkCode.toLowerCase();
    return [
      [this.limiter('guestOrder:perOrderAndClient', GUEST_ORDER_WINDOWS.perOrderAndClient), `guestOrder:sc:${code}:${clientIp}`],
      [this.limiter('guestOrder:perOrder', GUEST_ORDER_WINDOWS.perOrder), `guestOrder:s:${code}`],
    ];
  }

  private limiter(id: string, windows: readonly Window[]): RateLimiter {
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiter(windows, this.store ?? 20_000);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
