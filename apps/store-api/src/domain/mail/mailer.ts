// One mailer for every message (double opt-in, recovery, newsletter, contact, order). `send` only
// writes the composed message into the mail_outbox table — inside the caller's transaction when
// one is given, so a mail exists exactly when what caused it was committed. The outbox worker
// (outbox-worker.ts) delivers it: over SMTP when SMTP_URL is set, otherwise as an .eml file in the
// data folder that the demo and the tests read.
import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/database.ts';
import { newId } from '../ids.ts';

/** Who a mail comes from: the shop's name and address (compose.ts), encoded by nodemailer as the header needs. */
export interface MailSender {
  name: string;
  address: string;
}

interface MailMessage {
  to: string;
  from: MailSender;
  subject: string;
  text: string;
  html?: string;
  /** Template name, for finding mails in the outbox (e.g. `customer.register.double_opt_in`). */
  template: string;
  replyTo?: string;
}

export interface Mailer {
  /**
   * Queues the message; `via` is the transaction of the change that causes the mail. `queue: false`
   * composes it and runs the same statement that inserts nothing: the work of a mail without one
   * (password recovery for an unknown address must cost what a known one costs).
   */
  send(message: MailMessage, via?: Queryable, options?: { queue?: boolean }): Promise<void>;
}

export function createMailer(db: Queryable): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, via = db, { queue = true } = {}) {
      const mail = { from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html, replyTo: message.replyTo };
      const info = await composer.sendMail(mail);
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
      await via.query('INSERT INTO mail_outbox (id, recipient, subject, template, raw) SELECT $1, $2, $3, $4, $5 WHERE $6', [
        newId(),
        message.to,
        message.subject,
        message.template,
        raw,
        queue,
      ]);
    },
  };
}

/** The newest outbox mail for a recipient (optionally of one template) — used by tests and the demo. */
export async function latestMail(db: Queryable, recipient: string, template?: string): Promise<{ subject: string; raw: string; template: string } | undefined> {
  const [row] = await db.query<{ subject: string; raw: string; template: string }>(
    `SELECT subject, raw, template FROM mail_outbox WHERE lower(recipient) = lower($1) ${template ? 'AND template = $2' : ''} ORDER BY created_at DESC, id DESC LIMIT 1`,
    template ? [recipient, template] : [recipient],
  );
  return row;
}
