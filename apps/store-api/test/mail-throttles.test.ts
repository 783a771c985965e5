// Mail and code throttles (ADR 0015, addendum): forms that send mail (password recovery, registration, newsletter,
// contact) and promotion codes are throttled per address (or cart) and per client IP like
// Shopware's rate limiters — 429 FRAMEWORK__RATE_LIMIT_EXCEEDED with meta.parameters.seconds — the
// same way whether or not the address has an account; and recovery does the same work for both.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../src/db/database.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { MR, registeredCustomer, registration, STOREFRONT_URL } from './support/accounts.ts';
import { ADMIN_TOKEN } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });
const KNOWN = 'flooded@example.com';
const OTHER = 'other@example.com';
const TIMED = 'timed@example.com';
beforeAll(async () => {
  for (const email of [KNOWN, OTHER, TIMED]) await registeredCustomer(engine.app, engine.db, email);
});

interface Answer {
  status: number;
  code: string | undefined;
  seconds: number | undefined;
}

/** A request as the storefront sends it (loopback peer) for a shopper at `ip`. */
async function post(path: string, body: unknown, ip: string, token?: string): Promise<Answer> {
  const response = await engine.app.inject({
    method: 'POST',
    url: `/store-api${path}`,
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { 'sw-context-token': token } : {}),
    },
    payload: JSON.stringify(body),
  });
  const parsed = (response.body ? JSON.parse(response.body) : {}) as { errors?: Array<{ code: string; meta?: { parameters?: { seconds?: number } } }> };
  const error = parsed.errors?.[0];
  return { status: response.statusCode, code: error?.code, seconds: error?.meta?.parameters?.seconds };
}

const mails = async (email: string, template: string) =>
  Number(
    (
      await engine.db.query<{ count: string }>('SELECT count(*) AS count FROM mail_outbox WHERE lower(recipient) = lower($1) AND template = $2', [
        email,
        template,
      ])
    )[0]?.count,
  );

const recovery = (email: string, ip: string) => post('/account/recovery-password', { email, storefrontUrl: STOREFRONT_URL }, ip);

describe('mail throttles', () => {
  it('40 password recoveries for one address send at most 3 mails, then 429 with the wait (40 requests once sent 40 mails)', async () => {
    const before = await mails(KNOWN, 'customer.recovery.request');
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) answers.push(await recovery(KNOWN, `198.51.100.${attempt}`));
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[3]).toMatchObject({ status: 429, code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' });
    expect(answers[3]?.seconds).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect((await mails(KNOWN, 'customer.recovery.request')) - before).toBe(3);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      known.push(await recovery(OTHER, '203.0.113.10'));
      unknown.push(await recovery('nobody-at-all@example.com', '203.0.113.11'));
    }
    expect(unknown.map((answer) => [answer.status, answer.code])).toEqual(known.map((answer) => [answer.status, answer.code]));
    expect(unknown.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('limits one client IP over many addresses, and another IP is not affected', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1) statuses.push((await recovery(`spray-${index}@example.com`, '192.0.2.77')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await recovery('spray-0-other@example.com', '192.0.2.78')).status).toBe(200);
  });

  it('throttles newsletter subscriptions per address', async () => {
    const body = { email: 'letters@example.com', option: 'subscribe', storefrontUrl: STOREFRONT_URL };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await post('/newsletter/subscribe', body, `198.51.100.${100 + attempt}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mails('letters@example.com', 'newsletter.double_opt_in')).toBeLessThanOrEqual(3);
  });

  it('throttles the contact form per sender address', async () => {
    const body = { salutationId: MR, email: 'talker@example.com', subject: 'Hello', comment: 'A long enough comment.' };
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await post('/contact-form', body, `198.51.100.${150 + attempt}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
  });

  it('throttles registration mails per address (a guest may register an address again: a new confirmation mail)', async () => {
    const configured = await engine.app.inject({
      method: 'POST',
      url: '/_admin/config',
      headers: { 'x-aisle-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'core.loginRegistration.doubleOptInGuestOrder', value: true }),
    });
    expect(configured.statusCode).toBeLessThan(300);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (await post('/account/register', registration('again@example.com', { guest: true, password: undefined }), `198.51.100.${200 + attempt}`)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mails('again@example.com', 'customer.register.double_opt_in')).toBe(3);
  });

  it('throttles promotion codes per cart', async () => {
    const token = 'a'.repeat(31) + 'b';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await post('/checkout/cart/line-item', { items: [{ type: 'promotion', referencedId: `GUESS${attempt}` }] }, `198.51.100.${attempt}`, token)).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password recovery timing', () => {
  /** The SQL statements a request runs (text only: the values differ), in order. */
  async function statementsOf(email: string, ip: string): Promise<string[]> {
    const seen: string[] = [];
    const record = (target: Queryable) => {
      const original = target.query.bind(target);
      return vi.spyOn(target, 'query').mockImplementation((sql, params) => {
        seen.push(sql);
        return original(sql, params);
      });
    };
    const query = record(engine.db);
    const transaction = engine.db.transaction.bind(engine.db);
    const tx = vi.spyOn(engine.db, 'transaction').mockImplementation((work) =>
      transaction((inner) => {
        record(inner);
        return work(inner);
      }),
    );
    try {
      expect((await recovery(email, ip)).status).toBe(200);
    } finally {
      query.mockRestore();
      tx.mockRestore();
    }
    return seen;
  }

  it('runs the same statements for a known and an unknown address (once 6.0 vs 2.5 ms apart)', async () => {
    const known = await statementsOf(TIMED, '198.51.100.250');
    const unknown = await statementsOf('nobody-timed@example.com', '198.51.100.251');
    expect(known.length).toBeGreaterThan(3);
    expect(unknown).toEqual(known);
  });
});
