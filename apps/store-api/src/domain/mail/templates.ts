// Renders a mail from its locale's texts (texts/<locale>.ts): Handlebars fills in the values and the
// shop's identity; the plain-text part is the rendered text, the HTML part one paragraph per line
// (a line that is a URL becomes a link). A language without texts of its own gets the texts of
// another region of that language (fr-CH → fr-FR), else English.
import Handlebars from 'handlebars';
import type { ShopIdentity } from '../config/shop-identity.ts';
import { escapeHtml } from '../markup.ts';
import type { MailTemplate, MailTexts } from './mail-texts.ts';
import { DE_DE } from './texts/de-DE.ts';
import { EN_GB } from './texts/en-GB.ts';
import { FR_FR } from './texts/fr-FR.ts';
import { PL_PL } from './texts/pl-PL.ts';

export type { MailTemplate } from './mail-texts.ts';

export const MAIL_LOCALES: Record<string, MailTexts> = { 'en-GB': EN_GB, 'de-DE': DE_DE, 'pl-PL': PL_PL, 'fr-FR': FR_FR };

/** The mails that go to the shop itself (no signature: the shop does not greet itself). */
const TO_THE_SHOP: ReadonlySet<MailTemplate> = new Set(['contact_form']);

/** The signature under every mail to a shopper: the same lines in every language but the first. */
const SIGNATURE = `{{closing}}
{{shop.name}}
{{#if shop.address}}
{{shop.address}}
{{/if}}
{{shop.email}}`;

export type MailValues = Record<string, string | undefined>;

// Mail texts are plain text: nothing is HTML-escaped here (the HTML part escapes every line itself).
const handlebars = Handlebars.create();
const compiled = new Map<string, ReturnType<typeof handlebars.compile>>();

function render(source: string, data: object): string {
  let template = compiled.get(source);
  if (!template) {
    template = handlebars.compile(source, { noEscape: true });
    compiled.set(source, template);
  }
  return template(data);
}

export function mailTextsFor(localeCode: string): MailTexts {
  const language = localeCode.split('-')[0];
  return MAIL_LOCALES[localeCode] ?? Object.entries(MAIL_LOCALES).find(([code]) => code.split('-')[0] === language)?.[1] ?? EN_GB;
}

export function renderMail(
  template: MailTemplate,
  localeCode: string,
  shop: ShopIdentity,
  values: MailValues,
): { subject: string; text: string; html: string } {
  const texts = mailTextsFor(localeCode);
  const data = { ...values, shop };
  const body = render(texts.mails[template].body, data).trimEnd();
  const text = TO_THE_SHOP.has(template) ? body : `${body}\n\n${render(SIGNATURE, { ...data, closing: texts.closing }).trimEnd()}`;
  const html = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (/^https?:\/\/\S+$/.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('');
  // A subject is one line, whatever a value holds.
  return { subject: render(texts.mails[template].subject, data).replace(/\s*\n\s*/g, ' '), text, html };
}
