// The SMTP envelope sender comes from the stored message's From header, as the mailer composed it.
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { envelopeSender } from './outbox-worker.ts';

async function composed(from: { name: string; address: string }): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await composer.sendMail({ from, to: 'a@example.com', subject: 'Hi', text: 'From: someone@else.example' });
  return Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
}

describe('envelopeSender', () => {
  it('reads the address of the From header, also behind a long encoded name folded over lines', async () => {
    expect(envelopeSender(await composed({ name: 'Nordlicht Outdoor', address: 'shop@nordlicht.example' }))).toBe('shop@nordlicht.example');
    const long = await composed({ name: `Müller & Söhne ${'Outdoor-Ausrüstung '.repeat(6)}`, address: 'info@mueller.example' });
    expect(long).toMatch(/^From: .*\n\s/m);
    expect(envelopeSender(long)).toBe('info@mueller.example');
  });

  it('refuses a message without a sender rather than sending from nobody', () => {
    expect(() => envelopeSender('To: a@example.com\n\nFrom: x@example.com')).toThrow(/no sender/);
  });
});
