// The shop's name, e-mail and address as configuration: seeded from the merchant's environment at the
// first start (system config, sales-channel name, legal pages), changed by the operator's
// `config set`, and in every mail: sender, subject, body and signature, in the recipient's language.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { idFor } from '../src/domain/ids.ts';
import { LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { latestMail } from '../src/domain/mail/mailer.ts';
import { MR, registration } from './support/accounts.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { readableMail } from './support/mail.ts';
import { useTestEngine } from './support/test-engine.ts';

const SEEDED = { name: 'Fjellvik Supply', email: 'hello@fjellvik.example', address: 'Fjellvik Supply AS\nHavnegata 4, 0150 Oslo, Norway' };

const engine = useTestEngine({ mailWorker: false, shop: SEEDED });

async function admin(path: string, body: unknown) {
  const response = await engine.app.inject({
    method: 'POST',
    url: path,
    payload: JSON.stringify(body),
    headers: { 'x-aisle-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json<{ id?: string; errors?: Array<{ detail: string }> }>() };
}

async function doubleOptInMail(email: string, headers: Record<string, string> = {}) {
  expect((await call(engine.app, '/account/register', { body: registration(email), headers })).status).toBe(200);
  const mail = await latestMail(engine.db, email, 'customer.register.double_opt_in');
  if (!mail) throw new Error(`No double opt-in mail for ${email}`);
  return { subject: mail.subject, ...readableMail(mail.raw) };
}

describe('the shop in its pages and mails', () => {
  it('seeds the merchant’s name, address and e-mail into the legal pages and the sales channel, and sends from them', async () => {
    for (const key of ['imprint', 'terms', 'contact']) {
      const page = await call(engine.app, `/cms/${idFor(`cms:page:${key}`)}`, { body: {} });
      const text = JSON.stringify(page.body);
      expect(text).not.toContain('Aisle');
      expect(text).toContain(key === 'contact' ? SEEDED.email : SEEDED.name);
    }
    const imprint = JSON.stringify((await call(engine.app, `/cms/${idFor('cms:page:imprint')}`, { body: {} })).body);
    expect(imprint).toContain('Havnegata 4, 0150 Oslo');
    // The demo's made-up people are the demo's only.
    expect(imprint).not.toContain('Jane Doe');
    const context = (await call(engine.app, '/context')).body as { salesChannel: { translated: { name: string } } };
    expect(context.salesChannel.translated.name).toBe(SEEDED.name);

    const mail = await doubleOptInMail('seeded@example.com');
    expect(mail.from).toBe(`${SEEDED.name} <${SEEDED.email}>`);
    expect(mail.subject).toBe(`Please confirm your registration at ${SEEDED.name}`);
    expect(mail.text).toContain('Havnegata 4, 0150 Oslo');
  });

  it('after `config set` of name and e-mail, the opt-in mail comes from them and names no one else', async () => {
    expect((await admin('/_admin/config', { key: 'core.basicInformation.shopName', value: 'Nordlicht Outdoor' })).status).toBe(200);
    expect((await admin('/_admin/config', { key: 'core.basicInformation.email', value: 'shop@nordlicht.example' })).status).toBe(200);
    expect((await admin('/_admin/config', { key: 'core.basicInformation.address', value: '' })).status).toBe(200);
    const mail = await doubleOptInMail('nordlicht@example.com');
    expect(mail.from).toBe('Nordlicht Outdoor <shop@nordlicht.example>');
    expect(mail.subject).toBe('Please confirm your registration at Nordlicht Outdoor');
    expect(mail.text).toMatch(/Kind regards\r?\nNordlicht Outdoor\r?\nshop@nordlicht\.example/);
    for (const other of ['Aisle', 'aisle.example', SEEDED.name, 'Havnegata']) expect(`${mail.from}\n${mail.subject}\n${mail.text}`).not.toContain(other);
    // The contact form goes to the new address, from the shop, answerable to the shopper.
    const contact = await call(engine.app, '/contact-form', {
      body: { salutationId: MR, email: 'asker@example.com', subject: 'Tents', comment: 'Are the tents waterproof?' },
    });
    expect(contact.status).toBe(200);
    expect(readableMail((await latestMail(engine.db, 'shop@nordlicht.example', 'contact_form'))?.raw ?? '').from).toBe(
      'Nordlicht Outdoor <shop@nordlicht.example>',
    );
  });

  it('writes to a customer in their language: French for fr-FR, German for de-DE', async () => {
    const french = await admin('/_admin/languages', { code: 'fr-FR', name: 'Français' });
    expect(french.status).toBe(200);
    const mail = await doubleOptInMail('client@example.fr', { 'sw-language-id': french.body.id ?? '' });
    expect(mail.subject).toBe('Veuillez confirmer votre inscription sur Nordlicht Outdoor');
    expect(mail.text).toContain('Bonjour Ada Lovelace,');
    expect(mail.text).toContain('Cordialement');
    const german = await doubleOptInMail('kunde@example.de', { 'sw-language-id': LANGUAGE_IDS['de-DE'] });
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Nordlicht Outdoor');
    expect(german.text).toContain('Mit freundlichen Grüßen');
  });

  it('the CLI refuses a bad e-mail address with one clear line and changes nothing', async () => {
    await engine.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = engine.app.server.address() as AddressInfo;
    const cli = join(REPO_ROOT, 'apps', 'store-api', 'src', 'cli.ts');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [cli, 'config', ...args, '--url', `http://127.0.0.1:${port}`], {
        env: { ...process.env, AISLE_ADMIN_TOKEN: ADMIN_TOKEN },
      });
    const refused = await run('set', 'core.basicInformation.email', 'not-an-address').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr.trim()).toBe(
      'The engine refused (400): core.basicInformation.email takes an e-mail address such as shop@example.com (got "not-an-address").',
    );
    const { stdout } = await run('get', 'core.basicInformation.email');
    expect(stdout).toContain('core.basicInformation.email = "shop@nordlicht.example"');
    const named = await run('set', 'core.basicInformation.shopName', 'Nordlicht Outdoor & Co');
    expect(named.stdout).toContain('core.basicInformation.shopName = "Nordlicht Outdoor & Co"');
  });
});
