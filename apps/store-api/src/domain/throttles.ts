// Throttles for requests that send mail or try codes (ADR 0015, addendum), like Shopware's rate
// limiters `reset_password`, `newsletter_form`, `contact_form` and the cart's line-item limiter:
// every accepted request counts, per subject (the e-mail address, or the cart for promotion codes)
// and per client IP, in the shared store (Redis when configured, so a fleet counts together). The
// check runs before the lookup, so a throttled answer says nothing about whether an account exists.
import type { CacheStore } from '@aisle/cache-store';
import { RateLimiter, type Window } from './customer/rate-limit.ts';
import { domainError } from './errors.ts';

export type ThrottleName = 'recovery' | 'registration' | 'newsletter' | 'contact' | 'promotion';
type LimiterName = ThrottleName | 'guestOrder';

/** What the domain calls before work that sends mail or tries a code: counts it for `subject`, or throws 429. */
export type Throttle = (subject: string) => Promise<void>;

/** No throttling (operator tools, tests of the work itself). */
export const unthrottled: Throttle = async () => undefined;

interface Policy {
  /** Per address (or cart): floods of one victim's mailbox from many IPs. */
  perSubject: readonly Window[];
  /** Per client IP over all subjects: one source spraying many addresses. Higher, as shoppers share IPs (NAT). */
  perClient: readonly Window[];
}

/** Shopware's windows for mail forms (3 per 30 s, 5 per 60 s, 10 per 90 s) plus an hourly cap per address. */
const MAIL_FORM: readonly Window[] = [
  { limit: 3, seconds: 30 },
  { limit: 5, seconds: 60 },
  { limit: 10, seconds: 90 },
  { limit: 20, seconds: 3600 },
];
const SHARED_IP: readonly Window[] = [
  { limit: 30, seconds: 60 },
  { limit: 300, seconds: 3600 },
];

const THROTTLE_POLICIES: Readonly<Record<ThrottleName, Policy>> = {
  recovery: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  registration: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  newsletter: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  contact: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  // Guessing codes: per cart and per IP; a shopper typing a few codes never notices.
  promotion: {
    perSubject: [
      { limit: 10, seconds: 60 },
      { limit: 30, seconds: 3600 },
    ],
    perClient: SHARED_IP,
  },
};

/** Shopware's RateLimitExceededException: 429 with the wait in `meta.parameters.seconds`. */
const rateLimitExceeded = (seconds: number) =>
  domainError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, { seconds });

/**
 * Wrong answers to the guest order check (`POST /order` with a deep link code, e-mail and postal code),
 * like Shopware's `guest_login` limiter but counting only wrong answers. Per order and IP: a guesser is
 * slowed down at once, and the owner's right answer clears their own count. Per order over every IP: a
 * cap on what a botnet may try against one order. The deep link code itself is a 32-character secret
 * from the confirmation mail, so only someone holding the mail (or the link) can count against an order.
 * Strangers holding it could still spend the per-order cap from many IPs and keep the owner out, so the
 * answer that trips it gives the order a new code, mailed to the order's address (domain/order/guest-link.ts):
 * the old link is dead for everyone, the new one starts with no wrong answers against it.
 */
export const GUEST_ORDER_WINDOWS = {
  perOrderAndClient: [
    { limit: 5, seconds: 60 },
    { limit: 10, seconds: 900 },
  ],
  perOrder: [{ limit: 30, seconds: 3600 }],
} as const satisfies Record<string, readonly Window[]>;

/** Shopware's CustomerAuthThrottledException (also what a throttled login answers). */
const authThrottled = (seconds: number) =>
  domainError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, { seconds });

export class Throttles {
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly store: CacheStore | undefined;
  private readonly now: () => number;

  /** `store`: one shared store for every throttle (keys are prefixed); a bounded in-process LRU when absent. */
  constructor(store?: CacheStore, now: () => number = Date.now) {
    this.store = store;
    this.now = now;
  }

  /** Counts one request of `subject` from `clientIp`, or throws 429 when either is over its windows (nothing counted then). */
  async consume(name: ThrottleName, subject: string, clientIp: string): Promise<void> {
    const policy = THROTTLE_POLICIES[name];
    const checks: Array<[RateLimiter, string]> = [
      [this.limiter(name, 'subject', policy.perSubject), `${name}:s:${subject.trim().toLowerCase()}`],
      [this.limiter(name, 'client', policy.perClient), `${name}:c:${clientIp}`],
    ];
    const now = this.now();
    const waits = await Promise.all(checks.map(([limiter, key]) => limiter.waitSeconds(key, now)));
    const wait = Math.max(...waits);
    if (wait > 0) throw rateLimitExceeded(wait);
    await Promise.all(checks.map(([limiter, key]) => limiter.fail(key, now)));
  }

  /** Throws 429 while the order (deep link code) is over its wrong-answer windows, from this IP or from all. */
  async guardGuestOrder(deepLinkCode: string, clientIp: string): Promise<void> {
    const now = this.now();
    const waits = await Promise.all(this.guestOrderChecks(deepLinkCode, clientIp).map(([limiter, key]) => limiter.waitSeconds(key, now)));
    const wait = Math.max(...waits);
    if (wait > 0) throw authThrottled(wait);
  }

  /**
   * Counts a wrong e-mail address or postal code for the order; true when this answer tripped the
   * order's cap over every IP (then the guest gets a fresh link, domain/order/guest-link.ts).
   */
  async guestOrderFailed(deepLinkCode: string, clientIp: string): Promise<boolean> {
    const now = this.now();
    const checks = this.guestOrderChecks(deepLinkCode, clientIp);
    const perOrder = checks[1];
    const before = perOrder ? await perOrder[0].waitSeconds(perOrder[1], now) : 0;
    await Promise.all(checks.map(([limiter, key]) => limiter.fail(key, now)));
    return before === 0 && perOrder !== undefined && (await perOrder[0].waitSeconds(perOrder[1], now)) > 0;
  }

  /** The right answer clears this IP's count (as Shopware resets `guest_login`); the per-order cap keeps its count. */
  async guestOrderPassed(deepLinkCode: string, clientIp: string): Promise<void> {
    const [perClient] = this.guestOrderChecks(deepLinkCode, clientIp);
    if (perClient) await perClient[0].reset(perClient[1]);
  }

  private guestOrderChecks(deepLinkCode: string, clientIp: string): Array<[RateLimiter, string]> {
    const code = deepLinkCode.toLowerCase();
    return [
      [this.limiter('guestOrder', 'subject', GUEST_ORDER_WINDOWS.perOrderAndClient), `guestOrder:sc:${code}:${clientIp}`],
      [this.limiter('guestOrder', 'client', GUEST_ORDER_WINDOWS.perOrder), `guestOrder:s:${code}`],
    ];
  }

  private limiter(name: LimiterName, kind: 'subject' | 'client', windows: readonly Window[]): RateLimiter {
    const id = `${name}:${kind}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiter(windows, this.store ?? 20_000);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
