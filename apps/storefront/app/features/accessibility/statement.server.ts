// The accessibility statement the European Accessibility Act asks of e-commerce services: a storefront
// page (not a CMS page of the engine), so it exists against a real Shopware too. Its text is server
// data of the page, in the request's locale.
import type { Locale } from '../../i18n/locales.ts';
import { statementDeDE } from '../../i18n/catalogues/de-DE/accessibility-statement.ts';
import { statementEnGB } from '../../i18n/catalogues/en-GB/accessibility-statement.ts';
import { statementPlPL } from '../../i18n/catalogues/pl-PL/accessibility-statement.ts';

import { merchantConfig } from '../../lib/merchant/config.ts';

type StatementText = typeof statementEnGB;

const TEXTS: Readonly<Record<string, StatementText>> = { 'en-GB': statementEnGB, 'de-DE': statementDeDE, 'pl-PL': statementPlPL };

export interface StatementData {
  text: StatementText;
  email: string;
}

export function loadStatement(locale: Locale): StatementData {
  // A language without its own statement shows the English one; the shop's name and address are the merchant's.
  const text = TEXTS[locale] ?? statementEnGB;
  const { name, contactEmail } = merchantConfig().brand;
  return { text: { ...text, intro: text.intro.replaceAll('{{brand}}', name) }, email: contactEmail };
}
