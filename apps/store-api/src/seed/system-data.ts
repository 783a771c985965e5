// Demo lookups: currencies, countries with states, salutations, taxes, methods.
import { idFor } from '../domain/ids.ts';
import { CURRENCY_IDS } from './demo-constants.ts';
import { names, type PerLocale } from './translations.ts';

export const CURRENCIES = [
  { id: CURRENCY_IDS.EUR, iso: 'EUR', symbol: '€', factor: 1, position: 1, isDefault: true, name: names('Euro', 'Euro', 'Euro') },
  {
    id: CURRENCY_IDS.PLN,
    iso: 'PLN',
    symbol: 'zł',
    factor: 4.3,
    position: 2,
    isDefault: false,
    name: names('Polish złoty', 'Złoty polski', 'Polnischer Złoty'),
  },
  {
    id: CURRENCY_IDS.GBP,
    iso: 'GBP',
    symbol: '£',
    factor: 0.86,
    position: 3,
    isDefault: false,
    name: names('Pound sterling', 'Funt szterling', 'Britisches Pfund'),
  },
];

interface CountrySeed {
  iso: string;
  iso3: string;
  eu: boolean;
  name: PerLocale<string>;
  postal?: string;
  vat?: string;
  states?: Array<[code: string, name: PerLocale<string>]>;
}

const same = (name: string) => names(name, name, name);

export const COUNTRIES: CountrySeed[] = [
  {
    iso: 'DE',
    iso3: 'DEU',
    eu: true,
    name: names('Germany', 'Niemcy', 'Deutschland'),
    postal: '\\d{5}',
    vat: '(DE)?[0-9]{9}',
    states: [
      ['DE-BW', same('Baden-Württemberg')],
      ['DE-BY', names('Bavaria', 'Bawaria', 'Bayern')],
      ['DE-BE', names('Berlin', 'Berlin', 'Berlin')],
      ['DE-BB', names('Brandenburg', 'Brandenburgia', 'Brandenburg')],
      ['DE-HB', names('Bremen', 'Brema', 'Bremen')],
      ['DE-HH', names('Hamburg', 'Hamburg', 'Hamburg')],
      ['DE-HE', names('Hesse', 'Hesja', 'Hessen')],
      ['DE-MV', names('Mecklenburg-Western Pomerania', 'Meklemburgia-Pomorze Przednie', 'Mecklenburg-Vorpommern')],
      ['DE-NI', names('Lower Saxony', 'Dolna Saksonia', 'Niedersachsen')],
      ['DE-NW', names('North Rhine-Westphalia', 'Nadrenia Północna-Westfalia', 'Nordrhein-Westfalen')],
      ['DE-RP', names('Rhineland-Palatinate', 'Nadrenia-Palatynat', 'Rheinland-Pfalz')],
      ['DE-SL', names('Saarland', 'Saara', 'Saarland')],
      ['DE-SN', names('Saxony', 'Saksonia', 'Sachsen')],
      ['DE-ST', names('Saxony-Anhalt', 'Saksonia-Anhalt', 'Sachsen-Anhalt')],
      ['DE-SH', same('Schleswig-Holstein')],
      ['DE-TH', names('Thuringia', 'Turyngia', 'Thüringen')],
    ],
  },
  {
    iso: 'PL',
    iso3: 'POL',
    eu: true,
    name: names('Poland', 'Polska', 'Polen'),
    postal: '\\d{2}-\\d{3}',
    vat: '(PL)?[0-9]{10}',
    states: [
      ['PL-DS', names('Lower Silesia', 'Dolnośląskie', 'Niederschlesien')],
      ['PL-KP', names('Kuyavia-Pomerania', 'Kujawsko-pomorskie', 'Kujawien-Pommern')],
      ['PL-LU', names('Lublin', 'Lubelskie', 'Lublin')],
      ['PL-LB', names('Lubusz', 'Lubuskie', 'Lebus')],
      ['PL-LD', names('Łódź', 'Łódzkie', 'Łódź')],
      ['PL-MA', names('Lesser Poland', 'Małopolskie', 'Kleinpolen')],
      ['PL-MZ', names('Masovia', 'Mazowieckie', 'Masowien')],
      ['PL-OP', names('Opole', 'Opolskie', 'Oppeln')],
      ['PL-PK', names('Subcarpathia', 'Podkarpackie', 'Karpatenvorland')],
      ['PL-PD', names('Podlaskie', 'Podlaskie', 'Podlachien')],
      ['PL-PM', names('Pomerania', 'Pomorskie', 'Pommern')],
      ['PL-SL', names('Silesia', 'Śląskie', 'Schlesien')],
      ['PL-SK', names('Holy Cross', 'Świętokrzyskie', 'Heiligkreuz')],
      ['PL-WN', names('Warmia-Masuria', 'Warmińsko-mazurskie', 'Ermland-Masuren')],
      ['PL-WP', names('Greater Poland', 'Wielkopolskie', 'Großpolen')],
      ['PL-ZP', names('West Pomerania', 'Zachodniopomorskie', 'Westpommern')],
    ],
  },
  {
    iso: 'GB',
    iso3: 'GBR',
    eu: false,
    name: names('United Kingdom', 'Wielka Brytania', 'Vereinigtes Königreich'),
    states: [
      ['GB-ENG', names('England', 'Anglia', 'England')],
      ['GB-SCT', names('Scotland', 'Szkocja', 'Schottland')],
      ['GB-WLS', names('Wales', 'Walia', 'Wales')],
      ['GB-NIR', names('Northern Ireland', 'Irlandia Północna', 'Nordirland')],
    ],
  },
  {
    iso: 'US',
    iso3: 'USA',
    eu: false,
    name: names('United States', 'Stany Zjednoczone', 'Vereinigte Staaten'),
    postal: '\\d{5}',
    states: [
      ['US-CA', same('California')],
      ['US-FL', same('Florida')],
      ['US-NY', same('New York')],
      ['US-TX', same('Texas')],
      ['US-WA', same('Washington')],
    ],
  },
  { iso: 'AT', iso3: 'AUT', eu: true, name: names('Austria', 'Austria', 'Österreich'), postal: '\\d{4}' },
  { iso: 'CH', iso3: 'CHE', eu: false, name: names('Switzerland', 'Szwajcaria', 'Schweiz'), postal: '\\d{4}' },
  { iso: 'CZ', iso3: 'CZE', eu: true, name: names('Czechia', 'Czechy', 'Tschechien') },
  { iso: 'FR', iso3: 'FRA', eu: true, name: names('France', 'Francja', 'Frankreich'), postal: '\\d{5}' },
  { iso: 'IT', iso3: 'ITA', eu: true, name: names('Italy', 'Włochy', 'Italien') },
  { iso: 'NL', iso3: 'NLD', eu: true, name: names('Netherlands', 'Holandia', 'Niederlande') },
  { iso: 'ES', iso3: 'ESP', eu: true, name: names('Spain', 'Hiszpania', 'Spanien') },
];

export const DEFAULT_COUNTRY_ISO = 'DE';

export const SALUTATIONS = [
  { key: 'mr', displayName: names('Mr.', 'Pan', 'Herr'), letterName: names('Dear Mr.', 'Szanowny Panie', 'Sehr geehrter Herr') },
  { key: 'mrs', displayName: names('Mrs.', 'Pani', 'Frau'), letterName: names('Dear Mrs.', 'Szanowna Pani', 'Sehr geehrte Frau') },
  { key: 'not_specified', displayName: names('Not specified', 'Nie podano', 'Keine Angabe'), letterName: names(' ', ' ', ' ') },
];

export const TAXES = [
  { id: idFor('tax:standard'), rate: 19, name: 'Standard rate', position: 1 },
  { id: idFor('tax:reduced'), rate: 7, name: 'Reduced rate', position: 2 },
  { id: idFor('tax:zero'), rate: 0, name: 'Zero rate', position: 3 },
];

export const CUSTOMER_GROUP = {
  id: 'cfbd5018d38d41d8adca10d94fc8bdd6',
  name: names('Standard customer group', 'Standardowa grupa klientów', 'Standard-Kundengruppe'),
};

export const DELIVERY_TIMES = [
  { id: idFor('delivery-time:1-3-days'), min: 1, max: 3, unit: 'day', name: names('1-3 days', '1-3 dni', '1-3 Tage') },
  { id: idFor('delivery-time:1-2-days'), min: 1, max: 2, unit: 'day', name: names('1-2 days', '1-2 dni', '1-2 Tage') },
];

export const PAYMENT_METHODS = [
  {
    technicalName: 'payment_invoice',
    position: 1,
    name: names('Invoice', 'Faktura', 'Rechnung'),
    description: names('Pay within 14 days of delivery.', 'Zapłać w ciągu 14 dni od dostawy.', 'Zahlung innerhalb von 14 Tagen nach Lieferung.'),
  },
  {
    technicalName: 'payment_cash_on_delivery',
    position: 2,
    name: names('Cash on delivery', 'Płatność przy odbiorze', 'Nachnahme'),
    description: names('Pay the courier when your parcel arrives.', 'Zapłać kurierowi przy odbiorze paczki.', 'Bezahlen Sie bei Lieferung an den Boten.'),
  },
  {
    technicalName: 'payment_prepayment',
    position: 3,
    name: names('Paid in advance', 'Przedpłata', 'Vorkasse'),
    description: names('Transfer the amount before we ship.', 'Przelej kwotę przed wysyłką.', 'Überweisen Sie den Betrag vor dem Versand.'),
  },
  {
    technicalName: 'payment_demo_card',
    position: 4,
    name: names('Credit card (demo gateway)', 'Karta płatnicza (bramka demo)', 'Kreditkarte (Demo-Gateway)'),
    description: names(
      'Pay on the secure payment page of our demo gateway.',
      'Zapłać na bezpiecznej stronie naszej bramki demo.',
      'Bezahlen Sie auf der sicheren Seite unseres Demo-Gateways.',
    ),
  },
  {
    // The card is typed into the demo gateway's fields inside the checkout (docs/adr/0044-payment-components.md).
    technicalName: 'payment_test_card',
    position: 5,
    name: names('Card payment (test)', 'Płatność kartą (test)', 'Kartenzahlung (Test)'),
    description: names(
      'Test card 4242 4242 4242 4242, any future expiry date and any three-digit security code.',
      'Karta testowa 4242 4242 4242 4242, dowolna przyszła data ważności i dowolny trzycyfrowy kod.',
      'Testkarte 4242 4242 4242 4242, ein beliebiges künftiges Ablaufdatum und ein beliebiger dreistelliger Code.',
    ),
  },
  {
    // The express wallet of the demo gateway: its buttons sit on the product page and in the cart (docs/payment-gateway.md).
    technicalName: 'payment_test_wallet',
    position: 6,
    name: names('Test wallet', 'Portfel testowy', 'Test-Wallet'),
    description: names(
      'Pay with the demo gateway’s test wallet: approve, and your name and address come from the wallet.',
      'Zapłać portfelem testowym bramki demo: zatwierdź, a imię i adres pochodzą z portfela.',
      'Bezahlen Sie mit dem Test-Wallet des Demo-Gateways: freigeben, Name und Adresse kommen aus dem Wallet.',
    ),
  },
];

/** Handlers and availability rules of the payment methods (see the engine's cart calculator). */
/** `card`: charged at once with a card token from the gateway's fields, else the gateway's hosted page. */
/** `wallet`: paid at once with an approved express wallet order (docs/payment-gateway.md), else the hosted page. */
export const PAYMENT_RULES: Record<string, { handler: 'sync' | 'async' | 'card' | 'wallet'; availability: Record<string, unknown> }> = {
  payment_invoice: { handler: 'sync', availability: {} },
  // Cash on delivery: only where our courier collects, up to €500, and only for parcels.
  payment_cash_on_delivery: { handler: 'sync', availability: { countries: ['DE', 'AT', 'PL'], maxCartTotal: 500, physicalOnly: true } },
  payment_prepayment: { handler: 'sync', availability: {} },
  payment_demo_card: { handler: 'async', availability: {} },
  payment_test_card: { handler: 'card', availability: {} },
  payment_test_wallet: { handler: 'wallet', availability: {} },
};

/** Shipping cost ranges on the goods total (default currency): standard is free from €50. */
export const SHIPPING_PRICES: Record<string, Array<{ start: number; end: number | null; gross: string; net: string }>> = {
  shipping_standard: [
    { start: 0, end: 49.99, gross: '4.90', net: '4.12' },
    { start: 50, end: null, gross: '0.00', net: '0.00' },
  ],
  shipping_express: [{ start: 0, end: null, gross: '9.90', net: '8.32' }],
};

/** Express delivery only within the courier's area. */
export const SHIPPING_RULES: Record<string, Record<string, unknown>> = {
  shipping_standard: {},
  shipping_express: { countries: ['DE', 'AT', 'PL'] },
};

export interface PromotionSeed {
  key: string;
  code: string | null;
  name: ReturnType<typeof names>;
  priority: number;
  preventCombination?: boolean;
  conditions: { minCartTotal?: number; loggedIn?: boolean };
  discounts: Array<{ scope: 'cart' | 'delivery'; type: 'percentage' | 'absolute'; value: number; maxValue?: number }>;
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    key: 'welcome',
    code: 'WELCOME10',
    name: names('10% welcome discount', '10% rabatu na powitanie', '10 % Willkommensrabatt'),
    priority: 2,
    conditions: { minCartTotal: 30 },
    discounts: [{ scope: 'cart', type: 'percentage', value: 10, maxValue: 50 }],
  },
  {
    key: 'five',
    code: 'SAVE5',
    name: names('€5 off', '5 € taniej', '5 € Rabatt'),
    priority: 1,
    conditions: {},
    discounts: [{ scope: 'cart', type: 'absolute', value: 5 }],
  },
  {
    key: 'freeship',
    code: 'FREESHIP',
    name: names('Free shipping', 'Darmowa wysyłka', 'Kostenloser Versand'),
    priority: 1,
    conditions: {},
    discounts: [{ scope: 'delivery', type: 'percentage', value: 100 }],
  },
  {
    key: 'members',
    code: 'MEMBERS15',
    name: names('15% for members', '15% dla członków', '15 % für Mitglieder'),
    priority: 3,
    preventCombination: true,
    conditions: { loggedIn: true },
    discounts: [{ scope: 'cart', type: 'percentage', value: 15 }],
  },
  {
    key: 'big-basket',
    code: null,
    name: names('Big basket: 5% off from €200', 'Duży koszyk: 5% taniej od 200 €', 'Großer Einkauf: 5 % ab 200 €'),
    priority: 0,
    conditions: { minCartTotal: 200 },
    discounts: [{ scope: 'cart', type: 'percentage', value: 5 }],
  },
];

export const SHIPPING_METHODS = [
  { technicalName: 'shipping_standard', position: 1, deliveryTime: DELIVERY_TIMES[0]!.id, name: names('Standard', 'Standardowa', 'Standard') },
  { technicalName: 'shipping_express', position: 2, deliveryTime: DELIVERY_TIMES[1]!.id, name: names('Express', 'Ekspresowa', 'Express') },
];

/** A second group customers can apply for on its own registration page (prices shown net). */
export const BUSINESS_GROUP = {
  id: idFor('customer-group:business'),
  name: names('Business customers', 'Klienci biznesowi', 'Geschäftskunden'),
  title: names('Register as a business customer', 'Rejestracja klienta biznesowego', 'Als Geschäftskunde registrieren'),
  introduction: names(
    'Business customers see net prices and pay by invoice. We check every application within one working day.',
    'Klienci biznesowi widzą ceny netto i płacą fakturą. Każdy wniosek sprawdzamy w ciągu jednego dnia roboczego.',
    'Geschäftskunden sehen Nettopreise und zahlen auf Rechnung. Wir prüfen jeden Antrag innerhalb eines Werktags.',
  ),
};

/** Where the demo shop differs from Shopware's defaults, and the storefront's paths for mailed links. */
export const DEMO_CONFIG: Record<string, unknown> = {
  'core.loginRegistration.doubleOptInRegistration': true,
  'core.loginRegistration.pwdRecoverUrl': '/reset-password?hash=%%RECOVERHASH%%',
  'core.loginRegistration.confirmationUrl': '/registration/confirm?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%',
  'core.newsletter.subscribeUrl': '/newsletter-subscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%',
  'core.cart.wishlistEnabled': true,
  'core.cart.enableOrderRefunds': true,
};
