// The Test wallet's approval page (the provider's pop-up or redirect page; outside /store-api, on the
// gateway's paths): the amount, the test account's name, e-mail and address the wallet will hand to
// the shop, and Approve / Cancel. In the shopper's language; styled by the gateway's page shell.
import { escapeHtml } from '../domain/markup.ts';
import type { WalletSession } from '../domain/order/test-wallet.ts';
import { gatewayPage, type GatewayLanguage } from './gateway-pages.ts';

const TEXTS = {
  en: {
    title: 'Test wallet',
    amount: 'Amount',
    account: 'Your test wallet account',
    shipTo: 'Ship to',
    intro: 'The shop receives your name, e-mail address and this shipping address. You confirm the order in the shop.',
    approve: 'Approve and continue',
    cancel: 'Cancel and return to the shop',
    used: 'This wallet payment has already been approved, cancelled or has expired. Return to the shop and start again.',
    note: 'This is a demonstration: no money is moved.',
  },
  de: {
    title: 'Test-Wallet',
    amount: 'Betrag',
    account: 'Ihr Test-Wallet-Konto',
    shipTo: 'Lieferung an',
    intro: 'Der Shop erhält Ihren Namen, Ihre E-Mail-Adresse und diese Lieferadresse. Die Bestellung bestätigen Sie im Shop.',
    approve: 'Freigeben und weiter',
    cancel: 'Abbrechen und zum Shop zurück',
    used: 'Diese Wallet-Zahlung wurde bereits freigegeben, abgebrochen oder ist abgelaufen. Kehren Sie zum Shop zurück und beginnen Sie erneut.',
    note: 'Dies ist eine Demonstration: Es wird kein Geld bewegt.',
  },
  pl: {
    title: 'Portfel testowy',
    amount: 'Kwota',
    account: 'Twoje konto portfela testowego',
    shipTo: 'Wysyłka do',
    intro: 'Sklep otrzyma Twoje imię i nazwisko, adres e-mail i ten adres dostawy. Zamówienie potwierdzasz w sklepie.',
    approve: 'Zatwierdź i kontynuuj',
    cancel: 'Anuluj i wróć do sklepu',
    used: 'Ta płatność portfelem została już zatwierdzona, anulowana lub wygasła. Wróć do sklepu i zacznij od nowa.',
    note: 'To demonstracja: żadne pieniądze nie są przesyłane.',
  },
} as const satisfies Record<GatewayLanguage, Record<string, string>>;

/** The approval page of a wallet order (or a short note when it cannot be used any more). */
export function walletPage(language: GatewayLanguage, session: WalletSession): string {
  const t = TEXTS[language];
  if (!session.usable || !session.payer) return gatewayPage(language, t.title, `<p role="alert">${t.used}</p>`);
  const { payer } = session;
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: session.currency }).format(session.amount);
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(payer.countryIso) ?? payer.countryIso;
  const body = `<dl><dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd><dt>${t.account}</dt><dd>${escapeHtml(`${payer.firstName} ${payer.lastName}`)}<br>${escapeHtml(payer.email)}</dd>
<dt>${t.shipTo}</dt><dd>${escapeHtml(payer.street)}<br>${escapeHtml(`${payer.zipcode} ${payer.city}`)}<br>${escapeHtml(country)}</dd></dl>
<p>${t.intro}</p><form method="post"><button name="action" value="approve" type="submit">${t.approve}</button>
<button name="action" value="cancel" type="submit" class="secondary">${t.cancel}</button></form><p class="note">${t.note}</p>`;
  // The wallet's own colour (the storefront's button for it is the same violet).
  return gatewayPage(language, t.title, `<style>:root{--accent:#4c1d95}dd{overflow-wrap:anywhere}</style>${body}`);
}
