// The shop's service and legal pages (Contact, Shipping, Returns, Imprint, Terms, Privacy, Withdrawal),
// seeded once with the shop's name, address and e-mail: the merchant's (AISLE_SHOP_NAME, AISLE_SHOP_EMAIL,
// AISLE_SHOP_ADDRESS at the first start) or the demo's. Only the demo's pages say they are a demonstration.
import type { StoredSection } from '../domain/cms/structure.ts';
import type { ShopIdentity } from '../domain/config/shop-identity.ts';
import { escapeHtml } from '../domain/markup.ts';
import { block, section, slot, textConfig } from './cms-builders.ts';
import { names, perLocale, type PerLocale } from './translations.ts';

export interface ShopPageSeed {
  key: string;
  name: PerLocale<string>;
  /** HTML paragraphs. */
  body: PerLocale<string>;
}

/** The demo shop's identity on its pages (its mails keep the engine's defaults, system-config.ts). */
export const DEMO_SHOP: ShopIdentity = {
  name: 'Aisle',
  email: 'service@aisle.example',
  address: 'Aisle Demo GmbH\nBeispielstraße 1, 10115 Berlin, Germany',
};

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const texts = (en: string, pl: string, de: string) => perLocale((code) => paragraph(names(en, pl, de)[code]));

export function shopPages(shop: ShopIdentity, demo: boolean): Record<'service' | 'legal', ShopPageSeed[]> {
  const page = (key: string, name: PerLocale<string>, body: PerLocale<string>): ShopPageSeed => ({ key, name, body });
  // What only the demo says: it takes no money, and its imprint's people are made up.
  const onlyInDemo = (body: PerLocale<string>, note: PerLocale<string>) => (demo ? perLocale((code) => `${body[code]}${note[code]}`) : body);
  return {
    service: [
      page(
        'contact',
        names('Contact', 'Kontakt', 'Kontakt'),
        texts(
          `Write to our customer service at ${shop.email}: we answer Monday to Friday, 9:00–17:00.`,
          `Napisz do naszego biura obsługi klienta na adres ${shop.email}: odpowiadamy od poniedziałku do piątku w godz. 9:00–17:00.`,
          `Schreiben Sie unserem Kundenservice an ${shop.email}: Wir antworten Montag bis Freitag von 9:00 bis 17:00 Uhr.`,
        ),
      ),
      page(
        'shipping',
        names('Shipping and payment', 'Wysyłka i płatność', 'Versand und Zahlung'),
        texts(
          'We ship within 1–3 working days. Orders above €50 ship free of charge. Pay by invoice, cash on delivery, prepayment or card.',
          'Wysyłamy w ciągu 1–3 dni roboczych. Zamówienia powyżej 50 € wysyłamy bezpłatnie. Zapłać fakturą, przy odbiorze, przedpłatą lub kartą.',
          'Wir versenden innerhalb von 1–3 Werktagen. Ab 50 € liefern wir versandkostenfrei. Zahlen Sie per Rechnung, Nachnahme, Vorkasse oder Karte.',
        ),
      ),
      page(
        'returns',
        names('Returns', 'Zwroty', 'Rücksendungen'),
        texts(
          'You may return any item within 30 days. Use the return label enclosed with your parcel.',
          'Każdy produkt możesz zwrócić w ciągu 30 dni. Skorzystaj z etykiety zwrotnej dołączonej do paczki.',
          'Sie können jeden Artikel innerhalb von 30 Tagen zurückgeben. Nutzen Sie das beiliegende Rücksendeetikett.',
        ),
      ),
    ],
    legal: [
      page(
        'imprint',
        names('Imprint', 'Nota prawna', 'Impressum'),
        onlyInDemo(
          texts(
            `${shop.name}\n${shop.address}\nE-mail: ${shop.email}`,
            `${shop.name}\n${shop.address}\nE-mail: ${shop.email}`,
            `${shop.name}\n${shop.address}\nE-Mail: ${shop.email}`,
          ),
          texts(
            'Managing director: Jane Doe. Register court: Berlin HRB 000000.',
            'Dyrektor zarządzający: Jane Doe. Sąd rejestrowy: Berlin HRB 000000.',
            'Geschäftsführerin: Jane Doe. Registergericht: Berlin HRB 000000.',
          ),
        ),
      ),
      page(
        'terms',
        names('Terms and conditions', 'Regulamin', 'AGB'),
        onlyInDemo(
          texts(
            `These terms apply to every order placed at ${shop.name}. Questions about an order: ${shop.email}.`,
            `Niniejszy regulamin dotyczy każdego zamówienia w sklepie ${shop.name}. Pytania o zamówienie: ${shop.email}.`,
            `Diese Bedingungen gelten für jede Bestellung bei ${shop.name}. Fragen zu einer Bestellung: ${shop.email}.`,
          ),
          texts(
            'This is a demonstration: no goods are delivered and no money is taken.',
            'To demonstracja: żadne towary nie są dostarczane i nie pobieramy opłat.',
            'Dies ist eine Demonstration: Es werden keine Waren geliefert und kein Geld eingezogen.',
          ),
        ),
      ),
      page(
        'privacy',
        names('Privacy', 'Prywatność', 'Datenschutz'),
        texts(
          `${shop.name} stores only what is needed to process your order, and never shares it with third parties for advertising.`,
          `${shop.name} przechowuje wyłącznie dane potrzebne do realizacji zamówienia i nigdy nie udostępnia ich w celach reklamowych.`,
          `${shop.name} speichert nur, was zur Abwicklung Ihrer Bestellung nötig ist, und gibt nichts zu Werbezwecken weiter.`,
        ),
      ),
      page(
        'revocation',
        names('Right of withdrawal', 'Prawo odstąpienia', 'Widerrufsrecht'),
        texts(
          `You have the right to withdraw from this contract within 14 days without giving any reason. To withdraw, tell us at ${shop.email} or by post to ${shop.address.replace(/\n/g, ', ')}.`,
          `Masz prawo odstąpić od umowy w terminie 14 dni bez podania przyczyny. Aby odstąpić, napisz do nas na adres ${shop.email} lub pocztą: ${shop.address.replace(/\n/g, ', ')}.`,
          `Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Teilen Sie uns den Widerruf an ${shop.email} oder per Post an ${shop.address.replace(/\n/g, ', ')} mit.`,
        ),
      ),
    ],
  };
}

export function shopPageSections(page: ShopPageSeed): StoredSection[] {
  const html = perLocale((code) => `<h1>${escapeHtml(page.name[code])}</h1>${page.body[code]}`);
  return [section(`page:${page.key}`, [block(`page:${page.key}`, 'text', [slot(`page:${page.key}`, 'text', 'content', textConfig(html))])])];
}
