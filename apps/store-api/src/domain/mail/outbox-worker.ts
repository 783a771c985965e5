// Delivers queued mails from mail_outbox: claims due rows with a lease (a crash mid-delivery only
// delays a mail: the lease runs out and the row is due again), retries failures with exponential
// backoff, gives up after MAX_ATTEMPTS and logs every failure. At-least-once: a mail delivered just
// before a crash may be delivered twice; none is lost.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/database.ts';

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;
const BATCH = 20;

/** Seconds until the next attempt after `attempts` failures: 30 s, 1 min, 2 min … capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxMail {
  id: string;
  recipient: string;
  raw: string;
  attempts: number;
}

export type Deliver = (mail: OutboxMail) => Promise<void>;

/**
 * The envelope sender of a stored message: the address in its From header. Each mail carries the
 * sender its shop had when it was composed (the shop's address is configuration and may change
 * while mails wait), so the message itself is where it is read from.
 */
export function envelopeSender(raw: string): string {
  const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const from = /^from:(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error('The stored mail has no sender address in its From header.');
  return address;
}

/**
 * SMTP when configured, otherwise an .eml file per mail (named by id, so a redelivery overwrites).
 * The file appears whole or not at all (written aside, then renamed): a reader of the folder, such as
 * a pickup service or a test waiting for a link, never sees half a mail.
 */
export function defaultDelivery(options: { smtpUrl?: string; outboxDir: string }): Deliver {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await smtp.sendMail({ envelope: { from: envelopeSender(mail.raw), to: [mail.recipient] }, raw: mail.raw });
    };
  }
  return async (mail) => {
    mkdirSync(options.outboxDir, { recursive: true });
    const target = join(options.outboxDir, `${mail.id}.eml`);
    writeFileSync(`${target}.partial`, mail.raw);
    renameSync(`${target}.partial`, target);
  };
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of mails delivered and failed. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(db: Queryable, deliver: Deliver, log: (message: string) => void = (message) => console.error(message)): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const due = await db.query<OutboxMail>(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, raw, attempts`,
      [LEASE_SECONDS, BATCH],
    );
    let sent = 0;
    let failed = 0;
    for (const mail of due) {
      try {
        await deliver(mail);
        await db.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [mail.id]);
        sent += 1;
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        await db.query(
          `UPDATE mail_outbox SET last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE 'pending' END, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
          [mail.id, reason.slice(0, 2000), giveUp, backoffSeconds(mail.attempts)],
        );
        log(
          `[store-api] mail ${mail.id} to ${mail.recipient} failed (attempt ${mail.attempts}/${MAX_ATTEMPTS}${giveUp ? ', giving up' : `, retry in ${backoffSeconds(mail.attempts)} s`}): ${reason}`,
        );
      }
    }
    return { sent, failed };
  }

  const tick = () => {
    running = running.then(runOnce).catch((error: unknown) => log(`[store-api] mail outbox worker: ${error instanceof Error ? error.message : String(error)}`));
  };

  return {
    runOnce: () => {
      const result = running.then(runOnce);
      running = result.catch(() => undefined);
      return result;
    },
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
