// The accessibility statement the European Accessibility Act asks of e-commerce services: a storefront
// page (not a CMS page of the engine), so it exists against a real Shopware too. Its text is server
// data of the page, in the request's locale.
import type { Locale } from '../../i18n/locales.ts';
import { statementDeDE } from './i18n/de-DE.ts';
import { statementEnGB } from './i18n/en-GB.ts';
import { statementPlPL } from './i18n/pl-PL.ts';

type StatementText = typeof statementEnGB;

const TEXTS: Record<Locale, StatementText> = { 'en-GB': statementEnGB, 'de-DE': statementDeDE, 'pl-PL': statementPlPL };

/** The demo shop's service address, as its contact page names it; a merchant puts their own here. */
const STATEMENT_CONTACT_EMAIL = 'service@aisle.example';

export interface StatementData {
  text: StatementText;
  email: string;
}

export function loadStatement(locale: Locale): StatementData {
  return { text: TEXTS[locale], email: STATEMENT_CONTACT_EMAIL };
}
