// The mail texts are data: every locale has every mail, with the placeholders the English one has (a
// translation that drops {{link}} would send a mail nobody can act on), and rendering fills them in.
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from './mail-texts.ts';
import { MAIL_LOCALES, mailTextsFor, renderMail } from './templates.ts';

const placeholders = (source: string) => [...new Set(source.match(/\{\{[^}]+\}\}/g) ?? [])].sort();
const english = MAIL_LOCALES['en-GB']!;
const templates = Object.keys(english.mails) as MailTemplate[];
const SHOP = { name: 'Nordlicht Outdoor', email: 'shop@nordlicht.example', address: 'Fjordweg 2, 24103 Kiel' };

describe('mail texts', () => {
  it.each(Object.entries(MAIL_LOCALES))('%s has every mail with the English placeholders', (_, texts) => {
    expect(Object.keys(texts.mails).sort()).toEqual([...templates].sort());
    expect(texts.closing).not.toBe('');
    for (const template of templates) {
      expect(placeholders(texts.mails[template].subject), template).toEqual(placeholders(english.mails[template].subject));
      expect(placeholders(texts.mails[template].body), template).toEqual(placeholders(english.mails[template].body));
    }
  });

  it('picks the locale, another region of its language, else English', () => {
    expect(mailTextsFor('fr-FR')).toBe(MAIL_LOCALES['fr-FR']);
    expect(mailTextsFor('fr-CH')).toBe(MAIL_LOCALES['fr-FR']);
    expect(mailTextsFor('de-AT')).toBe(MAIL_LOCALES['de-DE']);
    expect(mailTextsFor('nl-NL')).toBe(english);
  });

  it('fills in values and the shop, signs, and leaves out what is not given', () => {
    const mail = renderMail('order_confirmation', 'en-GB', SHOP, {
      name: 'Ada',
      orderNumber: '10001',
      items: '1 × Tent: 10.00 EUR',
      total: '10.00 EUR',
      payment: 'Invoice',
    });
    expect(mail.subject).toBe('Your order 10001 at Nordlicht Outdoor');
    expect(mail.text).toBe(
      'Hello Ada,\nthank you for your order 10001.\n1 × Tent: 10.00 EUR\nTotal: 10.00 EUR\nPayment: Invoice\n\nKind regards\nNordlicht Outdoor\nFjordweg 2, 24103 Kiel\nshop@nordlicht.example',
    );
    expect(mail.html).not.toContain('IBAN');
    const noAddress = renderMail('customer.register', 'pl-PL', { ...SHOP, address: '' }, { name: 'Ada' });
    expect(noAddress.text.endsWith('Z poważaniem\nNordlicht Outdoor\nshop@nordlicht.example')).toBe(true);
  });

  it('escapes values in the HTML part only, links URL lines, and keeps a subject on one line', () => {
    const mail = renderMail(
      'customer.recovery.request',
      'en-GB',
      { ...SHOP, name: 'Müller & <Söhne>' },
      { name: 'A <b>', link: 'https://shop.example/r?hash=a&b=1' },
    );
    expect(mail.text).toContain('Hello A <b>,');
    expect(mail.html).toContain('<p>Hello A &lt;b&gt;,</p>');
    expect(mail.html).toContain('<a href="https://shop.example/r?hash=a&amp;b=1">');
    expect(mail.html).toContain('<p>Müller &amp; &lt;Söhne&gt;</p>');
    expect(renderMail('contact_form', 'en-GB', SHOP, { subject: 'a\nBcc: x@example.com' }).subject).toBe('Contact form: a Bcc: x@example.com');
  });

  it('does not sign the contact form, which goes to the shop itself', () => {
    expect(renderMail('contact_form', 'de-DE', SHOP, { name: 'Sam', email: 'sam@example.com', comment: 'Hallo' }).text).toBe(
      'Von: Sam <sam@example.com>\n\nHallo',
    );
  });
});
