// Mails go through the outbox: queued in the transaction of what causes them, delivered by the
// worker with retries and backoff, failures recorded and logged, nothing lost when delivery fails.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { backoffSeconds, createOutboxWorker, defaultDelivery, MAX_ATTEMPTS, type OutboxMail } from '../src/domain/mail/outbox-worker.ts';
import { MR, registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  due_in: number;
}

// An SMTP server that refuses connections: every delivery fails.
const engine = useTestEngine({ mailWorker: false, smtpUrl: 'smtp://127.0.0.1:1', seed: insertCatalogueFixture });

const mailRow = async (recipient: string, template: string) =>
  (
    await engine.db.query<Row>(
      `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS due_in FROM mail_outbox WHERE recipient = $1 AND template = $2`,
      [recipient, template],
    )
  )[0];

async function guestOrder(email: string, beforeOrder: () => Promise<unknown> = async () => undefined): Promise<number> {
  const guest = await call(engine.app, '/account/register', { body: registration(email, { guest: true, password: undefined }) });
  await call(engine.app, '/checkout/cart/line-item', {
    token: guest.token,
    body: { items: [{ id: T.tiered, referencedId: T.tiered, type: 'product', quantity: 1 }] },
  });
  await beforeOrder();
  return (await call(engine.app, '/checkout/order', { token: guest.token, body: {} })).status;
}

describe('mail outbox', () => {
  it('queues the order confirmation with the order; a failed delivery is kept, logged and retried later', async () => {
    expect(await guestOrder('outbox-order@example.com')).toBe(200);
    expect(await mailRow('outbox-order@example.com', 'order_confirmation')).toMatchObject({ status: 'pending', attempts: 0 });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { failed } = await engine.outbox.runOnce();
      expect(failed).toBeGreaterThanOrEqual(1);
      expect(logged.mock.calls.map((args) => String(args[0])).join('\n')).toMatch(
        /mail \w+ to outbox-order@example\.com failed \(attempt 1\/\d+, retry in 30 s\)/,
      );
    } finally {
      logged.mockRestore();
    }
    const row = await mailRow('outbox-order@example.com', 'order_confirmation');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toBeTruthy();
    expect(row?.due_in).toBeGreaterThan(20);
  });

  it('queues no mail for an order that was refused (rolled back with it)', async () => {
    const soldOut = () => engine.db.query('UPDATE product SET is_closeout = true, stock = 0, available_stock = 0 WHERE id = $1', [T.tiered]);
    expect(await guestOrder('outbox-refused@example.com', soldOut)).toBe(500);
    expect(await mailRow('outbox-refused@example.com', 'order_confirmation')).toBeUndefined();
  });

  it('retries with backoff until delivered, and gives up after the last attempt', async () => {
    const sent = await call(engine.app, '/contact-form', {
      body: { salutationId: MR, email: 'outbox-contact@example.com', subject: 'Sizes', comment: 'Do the shirts run small?' },
    });
    expect(sent.status).toBe(200);
    const delivered: OutboxMail[] = [];
    let failures = 2;
    const worker = createOutboxWorker(
      engine.db,
      async (mail) => {
        if (!mail.raw.includes('outbox-contact@example.com')) throw new Error('not this test');
        if (failures-- > 0) throw new Error('451 try again later');
        delivered.push(mail);
      },
      () => undefined,
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await worker.runOnce();
      await engine.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'"); // time passes
    }
    expect(delivered).toHaveLength(1);
    const [row] = await engine.db.query<Row & { sent_at: Date | null }>(
      "SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE template = 'contact_form'",
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    const hopeless = createOutboxWorker(
      engine.db,
      async () => {
        throw new Error('550 no such user');
      },
      () => undefined,
    );
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) {
      await hopeless.runOnce();
      await engine.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    }
    expect(await mailRow('outbox-order@example.com', 'order_confirmation')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: '550 no such user',
    });
  });

  it('a worker that died mid-delivery loses nothing: the lease runs out and the mail is delivered', async () => {
    await call(engine.app, '/contact-form', {
      body: { salutationId: MR, email: 'outbox-crash@example.com', subject: 'Crash', comment: 'Delivered after a crash?' },
    });
    // The first worker claims the mail and "dies" (its delivery never finishes).
    const dying = createOutboxWorker(
      engine.db,
      () => new Promise<void>(() => undefined),
      () => undefined,
    );
    void dying.runOnce();
    await vi.waitFor(async () =>
      expect((await engine.db.query<{ attempts: number }>("SELECT attempts FROM mail_outbox WHERE raw LIKE '%Delivered after a crash%'"))[0]?.attempts).toBe(1),
    );
    const survivor: string[] = [];
    const next = createOutboxWorker(
      engine.db,
      async (mail) => void survivor.push(mail.id),
      () => undefined,
    );
    await next.runOnce();
    expect(survivor).toHaveLength(0); // still leased
    await engine.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND raw LIKE '%Delivered after a crash%'"); // lease expired
    await next.runOnce();
    expect(survivor).toHaveLength(1);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 10].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600]);
  });

  it('writes a mail without SMTP as one whole .eml file, and a redelivery replaces it', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'aisle-outbox-'));
    const deliver = defaultDelivery({ outboxDir });
    const mail = { id: 'abc', recipient: 'a@example.com', raw: 'To: a@example.com\r\n\r\n' + 'x'.repeat(200_000), attempts: 1 };
    await deliver(mail);
    await deliver({ ...mail, raw: 'To: a@example.com\r\n\r\nsecond' });
    // Only the finished file is in the folder: nothing half-written a reader could pick up.
    expect(readdirSync(outboxDir)).toEqual(['abc.eml']);
    expect(readFileSync(join(outboxDir, 'abc.eml'), 'utf8')).toBe('To: a@example.com\r\n\r\nsecond');
  });
});
