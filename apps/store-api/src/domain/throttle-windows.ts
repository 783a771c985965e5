// Every throttle's windows, as configuration: Shopware's rate limiters (`shopware.rate_limiter`) where
// it has one, the engine's own where it has none. `{ limit, seconds }` allows `limit` requests (or
// failures) per key within `seconds` of the key's first one; a key is refused while any of its windows
// is full (rate-limiter-flexible's fixed windows, domain/customer/rate-limit.ts).

export interface Window {
  limit: number;
  seconds: number;
}

/** Login failures per account and client IP (Shopware's `login`, time backoff). */
export const LOGIN_WINDOWS: readonly Window[] = [
  { limit: 10, seconds: 10 },
  { limit: 15, seconds: 30 },
  { limit: 20, seconds: 60 },
];

/**
 * Login failures per client IP over all accounts: credential stuffing from one source. Counted, never
 * refused: one IP is often many shoppers (NAT, a mobile carrier, an office), and a window that answers
 * 429 would let anyone's failures lock out everybody behind it. Past the free failures each login from
 * the IP waits progressively longer instead (`LOGIN_CLIENT_DELAY`).
 */
export const CLIENT_WINDOWS: readonly Window[] = [{ limit: 60, seconds: 900 }];

/** The delay of a login from an IP with recent failures: none up to `freeFailures` (a busy NAT stays under it), then `stepMs` more per failure, at most `maxMs`. */
export const LOGIN_CLIENT_DELAY = { freeFailures: 30, stepMs: 200, maxMs: 5000 } as const;

/**
 * The password hash's lanes (ADR 0048): runs at once, runs waiting, and the Retry-After of a refused
 * one. One scrypt is a core for ~0.4 s and 128 MiB. Strangers (every hash without a valid device token:
 * new devices' logins, registrations, password changes) get one core and a short queue (at most ~2 s of
 * waiting); known devices' logins a core of their own beside them, so a flood of strangers costs a
 * returning customer neither a queue nor the whole machine. 1 + 1 runs also leave two of libuv's four
 * pool threads to file, DNS and compression work.
 */
export const PASSWORD_LANES = {
  strangers: { concurrency: 1, queue: 5, retryAfterSeconds: 2 },
  known: { concurrency: 1, queue: 8, retryAfterSeconds: 2 },
} as const;

/** Shopware's windows for mail forms (3 per 30 s, 5 per 60 s, 10 per 90 s) plus an hourly cap per address. */
const MAIL_FORM: readonly Window[] = [
  { limit: 3, seconds: 30 },
  { limit: 5, seconds: 60 },
  { limit: 10, seconds: 90 },
  { limit: 20, seconds: 3600 },
];

/** Per client IP over all subjects: higher than per subject, as shoppers share IPs (NAT). */
const SHARED_IP: readonly Window[] = [
  { limit: 30, seconds: 60 },
  { limit: 300, seconds: 3600 },
];

export interface ThrottlePolicy {
  /** Per subject (the e-mail address, the cart): floods of one victim from many IPs. */
  perSubject?: readonly Window[];
  /** Per client IP over all subjects: one source spraying many subjects. */
  perClient: readonly Window[];
}

/** Requests that send mail or try a secret; every accepted request counts (domain/throttles.ts). */
export const THROTTLE_POLICIES = {
  recovery: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  registration: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  newsletter: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  contact: { perSubject: MAIL_FORM, perClient: SHARED_IP },
  // Guessing codes, like Shopware's cart line-item limiter: per cart and per IP; a shopper typing a few codes never notices.
  promotion: {
    perSubject: [
      { limit: 10, seconds: 60 },
      { limit: 30, seconds: 3600 },
    ],
    perClient: SHARED_IP,
  },
  // The demo gateway's card tokens: trying card numbers from one IP. Per client only: the test cards are
  // the same for every shopper of a demo, so counting per card would let one visitor's tries refuse all others.
  cardToken: {
    perClient: [
      { limit: 20, seconds: 60 },
      { limit: 100, seconds: 3600 },
    ],
  },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleName = keyof typeof THROTTLE_POLICIES;

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
