// Helpers for account tests: registration payloads and reading links from the mail outbox.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { idFor } from '../../src/domain/ids.ts';
import { latestMail } from '../../src/domain/mail/mailer.ts';
import { call } from './engine.ts';

export const STOREFRONT_URL = 'http://localhost:3000';
export const GERMANY = idFor('country:DE');
export const POLAND = idFor('country:PL');
export const MR = idFor('salutation:mr');

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'correct-horse-9',
    salutationId: MR,
    firstName: 'Ada',
    lastName: 'Lovelace',
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { street: 'Unter den Linden 1', zipcode: '10117', city: 'Berlin', countryId: GERMANY },
    ...overrides,
  };
}

/** The first storefront link in the newest outbox mail of a template. */
export async function mailedLink(db: Queryable, email: string, template: string): Promise<URL> {
  const mail = await latestMail(db, email, template);
  if (!mail) throw new Error(`No ${template} mail for ${email}`);
  const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/localhost:3000[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error(`No link in ${template} mail: ${decoded}`);
  return new URL(match[0]);
}

/** Registers (double opt-in), confirms through the mailed link and logs in; returns the session token. */
export async function registeredCustomer(app: FastifyInstance, db: Queryable, email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const registered = await call(app, '/account/register', { body: registration(email, overrides) });
  if (registered.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(registered.body)}`);
  const link = await mailedLink(db, email, 'customer.register.double_opt_in');
  const confirmed = await call(app, '/account/register-confirm', { body: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } });
  if (confirmed.status !== 200 || !confirmed.token) throw new Error(`Confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.token;
}
