// One mailer for every message (double opt-in, recovery, newsletter, contact, order): SMTP when
// SMTP_URL is set, otherwise an outbox — a table row plus an .eml file in the data folder — that
// the demo and the tests read. Messages are composed by nodemailer either way.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/database.ts';
import { newId } from '../ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name, for finding mails in the outbox (e.g. `customer.register.double_opt_in`). */
  template: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Folder for .eml copies of outbox mails. */
  outboxDir: string;
}

export function createMailer(db: Queryable, options: MailerOptions): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const mail = { from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, replyTo: message.replyTo };
      if (smtp) {
        await smtp.sendMail(mail);
        return;
      }
      const info = await composer.sendMail(mail);
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
      const id = newId();
      await db.query('INSERT INTO mail_outbox (id, recipient, subject, template, raw) VALUES ($1, $2, $3, $4, $5)', [id, message.to, message.subject, message.template, raw]);
      mkdirSync(options.outboxDir, { recursive: true });
      writeFileSync(join(options.outboxDir, `${id}.eml`), raw);
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
