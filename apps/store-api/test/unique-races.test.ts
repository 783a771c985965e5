// Writes a unique index guards, sent at the same moment (a double click, two tabs, two operators):
// the index decides, and the loser gets Shopware's 4xx answer, never a 500. Each race is repeated,
// as its interleaving differs from run to run.
import { describe, expect, it } from 'vitest';
import { registeredCustomer, registration, STOREFRONT_URL } from './support/accounts.ts';
import { ADMIN_TOKEN, call, type CallResult } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });
const ROUNDS = 5;

type Errors = { errors: Array<{ code: string; status: string; source?: { pointer?: string } }> };

/** Each request from an address of its own, so the per-IP throttles never decide the race. */
function fromClient(index: number) {
  return { 'x-forwarded-for': `198.51.100.${10 + index}` };
}

function statuses(answers: CallResult[]): number[] {
  return answers.map((answer) => answer.status).sort((a, b) => a - b);
}

function codes(answers: CallResult[]): string[] {
  return answers.filter((answer) => answer.status === 400).flatMap((answer) => (answer.body as Errors).errors.map((error) => error.code));
}

describe('registrations of one address at the same moment', () => {
  it('register one account and answer the others 400 CUSTOMER_EMAIL_NOT_UNIQUE at /email', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `race-${round}@example.com`;
      const answers = await Promise.all(
        [0, 1, 2].map((index) => call(engine.app, '/account/register', { body: registration(email), headers: fromClient(index) })),
      );
      expect(statuses(answers), `round ${round}`).toEqual([200, 400, 400]);
      expect(codes(answers)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
      const pointers = answers.filter((answer) => answer.status === 400).map((answer) => (answer.body as Errors).errors[0]?.source?.pointer);
      expect(pointers).toEqual(['/email', '/email']);
      const [row] = await engine.db.query<{ count: string }>('SELECT count(*)::text AS count FROM customer WHERE lower(email) = $1', [email]);
      expect(row?.count).toBe('1');
    }
  });

  it('answers six at once (beyond the address throttle) with 2xx and 4xx only', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `race-six-${round}@example.com`;
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((index) => call(engine.app, '/account/register', { body: registration(email), headers: fromClient(index) })),
      );
      expect(statuses(answers).filter((status) => status >= 500)).toEqual([]);
      expect(statuses(answers).filter((status) => status === 200)).toEqual([200]);
    }
  });
});

describe('other writes a unique index guards', () => {
  it('changing two accounts to one new address at once: one succeeds, the other gets CUSTOMER_EMAIL_NOT_UNIQUE', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const tokens = await Promise.all([0, 1].map((index) => registeredCustomer(engine.app, engine.db, `mover-${round}-${index}@example.com`)));
      const wanted = `moved-${round}@example.com`;
      const answers = await Promise.all(
        tokens.map((token, index) =>
          call(engine.app, '/account/change-email', {
            token,
            headers: fromClient(index),
            body: { email: wanted, emailConfirmation: wanted, password: 'correct-horse-9' },
          }),
        ),
      );
      expect(statuses(answers), `round ${round}`).toEqual([200, 400]);
      expect(codes(answers)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
    }
  });

  it('subscribing one address to the newsletter twice at once keeps one recipient, whose hash the last mail carries', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `letters-race-${round}@example.com`;
      const answers = await Promise.all(
        [0, 1].map((index) =>
          call(engine.app, '/newsletter/subscribe', { headers: fromClient(index), body: { email, option: 'subscribe', storefrontUrl: STOREFRONT_URL } }),
        ),
      );
      expect(statuses(answers), `round ${round}`).toEqual([200, 200]);
      const recipients = await engine.db.query<{ hash: string }>('SELECT hash FROM newsletter_recipient WHERE lower(email) = $1', [email]);
      expect(recipients).toHaveLength(1);
      const mails = await engine.db.query<{ raw: string }>('SELECT raw FROM mail_outbox WHERE recipient = $1', [email]);
      for (const mail of mails) expect(mail.raw.replace(/=\r?\n/g, '')).toContain(recipients[0]?.hash);
    }
  });

  it('requesting two password recoveries of one account at once: both answer 200 and one link stays valid', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `forgetful-${round}@example.com`;
      await registeredCustomer(engine.app, engine.db, email);
      const answers = await Promise.all(
        [0, 1].map((index) => call(engine.app, '/account/recovery-password', { headers: fromClient(index), body: { email, storefrontUrl: STOREFRONT_URL } })),
      );
      expect(statuses(answers), `round ${round}`).toEqual([200, 200]);
      const rows = await engine.db.query('SELECT 1 FROM customer_recovery r JOIN customer c ON c.id = r.customer_id WHERE c.email = $1', [email]);
      expect(rows).toHaveLength(1);
    }
  });

  it('setting one operator key twice at once answers 200 twice and keeps one shop-wide value', async () => {
    const key = 'core.cart.wishlistEnabled';
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        [true, false].map((value) =>
          engine.app.inject({
            method: 'POST',
            url: '/_admin/config',
            payload: JSON.stringify({ key, value }),
            headers: { 'x-aisle-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await engine.db.query('SELECT 1 FROM system_config WHERE key = $1 AND sales_channel_id IS NULL', [key]);
      expect(rows).toHaveLength(1);
    }
  });
});
