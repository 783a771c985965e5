// HTML of the demo gateway (outside /store-api, like a real provider's pages): its texts in the
// shopper's language, the card fields (in the checkout's frame and on the hosted page) and the page
// shell. Styled after the demo shop (a provider's "appearance" options would carry a shop's colours).
import type { CardProblem } from '../domain/order/card-rules.ts';
import { escapeHtml } from '../domain/markup.ts';

const TEXTS = {
  en: {
    title: 'Demo payment gateway',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay now',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel and return to the shop',
    used: 'This payment link has already been used or has expired.',
    note: 'This is a demonstration: no card is charged.',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    securityCode: 'Security code',
    card_number_invalid: 'Please enter a valid card number.',
    expiry_invalid: 'Please enter a future expiry date (MM/YY).',
    security_code_invalid: 'Please enter the three-digit security code.',
    challengeTitle: 'Confirm this payment',
    challengeText: 'Your bank asks you to confirm this payment.',
    confirm: 'Confirm payment',
    refuse: 'Do not confirm',
    unavailable: 'The card fields cannot be shown on this page.',
  },
  pl: {
    title: 'Demonstracyjna bramka płatności',
    order: 'Zamówienie',
    amount: 'Kwota',
    pay: 'Zapłać teraz',
    fail: 'Symuluj nieudaną płatność',
    cancel: 'Anuluj i wróć do sklepu',
    used: 'Ten link do płatności został już użyty lub wygasł.',
    note: 'To demonstracja: karta nie zostanie obciążona.',
    cardNumber: 'Numer karty',
    expiry: 'Data ważności',
    expiryHint: 'MM/RR',
    securityCode: 'Kod zabezpieczający',
    card_number_invalid: 'Podaj prawidłowy numer karty.',
    expiry_invalid: 'Podaj przyszłą datę ważności (MM/RR).',
    security_code_invalid: 'Podaj trzycyfrowy kod zabezpieczający.',
    challengeTitle: 'Potwierdź tę płatność',
    challengeText: 'Twój bank prosi o potwierdzenie tej płatności.',
    confirm: 'Potwierdź płatność',
    refuse: 'Nie potwierdzaj',
    unavailable: 'Pól karty nie można wyświetlić na tej stronie.',
  },
  de: {
    title: 'Demo-Zahlungsseite',
    order: 'Bestellung',
    amount: 'Betrag',
    pay: 'Jetzt bezahlen',
    fail: 'Fehlgeschlagene Zahlung simulieren',
    cancel: 'Abbrechen und zum Shop zurück',
    used: 'Dieser Zahlungslink wurde bereits verwendet oder ist abgelaufen.',
    note: 'Dies ist eine Demonstration: Es wird keine Karte belastet.',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryHint: 'MM/JJ',
    securityCode: 'Sicherheitscode',
    card_number_invalid: 'Bitte geben Sie eine gültige Kartennummer ein.',
    expiry_invalid: 'Bitte geben Sie ein Ablaufdatum in der Zukunft ein (MM/JJ).',
    security_code_invalid: 'Bitte geben Sie den dreistelligen Sicherheitscode ein.',
    challengeTitle: 'Zahlung bestätigen',
    challengeText: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    confirm: 'Zahlung bestätigen',
    refuse: 'Nicht bestätigen',
    unavailable: 'Die Kartenfelder können auf dieser Seite nicht angezeigt werden.',
  },
} as const;

export type GatewayLanguage = keyof typeof TEXTS;
export type GatewayTexts = (typeof TEXTS)[GatewayLanguage];

/** `de-DE`, `pl`, an Accept-Language header …: the first language the gateway speaks, else English. */
export function gatewayLanguage(value: string | undefined): GatewayLanguage {
  const first = (value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'pl' || first === 'de' ? first : 'en';
}

export function gatewayTexts(language: GatewayLanguage): GatewayTexts {
  return TEXTS[language];
}

const STYLE = `*{box-sizing:border-box}body{font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#18181b;margin:0}
main{max-width:28rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
form{display:grid;gap:.75rem;margin-top:1.5rem}.card{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.card .wide{grid-column:1/-1}
label{display:block;font-weight:500;font-size:.875rem;margin-bottom:.25rem}input{display:block;width:100%;font:inherit;font-size:1rem;color:inherit;
padding:.5rem .75rem;border:1px solid #a1a1aa;border-radius:.5rem;background:#fff;min-height:2.75rem}
input:focus{outline:2px solid var(--accent,#0f5f58);outline-offset:1px}input[aria-invalid=true]{border-color:#b42318}
.error{color:#b42318;font-size:.875rem;margin:.25rem 0 0}button{min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;border-radius:.5rem;
border:1px solid var(--accent,#0f5f58);background:var(--accent,#0f5f58);color:#fff;cursor:pointer}button.secondary{background:#fff;color:#18181b;border-color:#18181b}
.note{color:#52525b;font-size:.875rem}`;

/** A standalone gateway page (hosted payment, challenge). */
export function gatewayPage(language: GatewayLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export interface CardFieldValues {
  number?: string;
  expiry?: string;
}

/** The three card fields, with their problems (hosted page) under them. */
export function cardFields(texts: GatewayTexts, problems: readonly CardProblem[] = [], values: CardFieldValues = {}): string {
  const field = (name: string, label: string, problem: CardProblem, attributes: string, className = '') => {
    const invalid = problems.includes(problem);
    const error = invalid ? `<p class="error" id="${name}-error">${escapeHtml(texts[problem])}</p>` : '';
    return `<div class="${className}"><label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attributes}${
      invalid ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    } required>${error}</div>`;
  };
  return `<div class="card">${field(
    'number',
    texts.cardNumber,
    'card_number_invalid',
    `inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${escapeHtml(values.number ?? '')}"`,
    'wide',
  )}${field('expiry', texts.expiry, 'expiry_invalid', `inputmode="numeric" autocomplete="cc-exp" placeholder="${texts.expiryHint}" maxlength="7" value="${escapeHtml(values.expiry ?? '')}"`)}${field(
    'securityCode',
    texts.securityCode,
    'security_code_invalid',
    'inputmode="numeric" autocomplete="cc-csc" maxlength="3"',
  )}</div>`;
}

/**
 * The card fields in the checkout's frame: no buttons, the shop's "Submit order" asks for the token.
 * The script talks to `parentOrigin` only and names the shop by its access key when it asks for a token.
 */
export function cardFieldsFrame(language: GatewayLanguage, shop: { parentOrigin: string; accessKey: string }, accent: string | undefined): string {
  const texts = gatewayTexts(language);
  const style = `${STYLE}body{margin:0;padding:2px}form{margin:0}${accent ? `:root{--accent:#${accent}}` : ''}`;
  return `<!doctype html><html lang="${language}" data-parent-origin="${escapeHtml(shop.parentOrigin)}" data-shop-key="${escapeHtml(shop.accessKey)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title><style>${style}</style><script src="card-fields.js" defer></script></head>
<body><form id="card" novalidate>${cardFields(texts)}<button type="submit" hidden></button></form></body></html>`;
}
