// Mail texts per template and locale (plain text plus a minimal HTML part).
import { escapeHtml } from '../markup.ts';

export type MailTemplate =
  | 'customer.register.double_opt_in'
  | 'customer.recovery.request'
  | 'newsletter.double_opt_in'
  | 'contact_form'
  | 'customer.register'
  | 'order_confirmation'
  | 'order.state.cancelled'
  | 'order.guest_link'
  | 'customer_group_change_accept'
  | 'customer_group_change_reject';

type Locale = 'en-GB' | 'pl-PL' | 'de-DE';

interface Texts {
  subject: string;
  lines: string[];
}

/** Prepayment: the bank account, the amount and the order number as payment reference (when `bankIban` is given). */
function transfer(v: Record<string, string>, labels: Record<'intro' | 'holder' | 'iban' | 'bic' | 'bank' | 'amount' | 'reference', string>): string[] {
  if (!v.bankIban) return [];
  return [
    labels.intro,
    `${labels.holder}: ${v.bankHolder}`,
    `${labels.iban}: ${v.bankIban}`,
    `${labels.bic}: ${v.bankBic}`,
    `${labels.bank}: ${v.bankName}`,
    `${labels.amount}: ${v.total}`,
    `${labels.reference}: ${v.orderNumber}`,
  ];
}

/** The order page (deep link), when `link` is given: a guest opens it with the e-mail address and postal code. */
function orderLink(v: Record<string, string>, intro: string): string[] {
  return v.link ? [intro, v.link] : [];
}

const TEXTS: Record<MailTemplate, Record<Locale, (values: Record<string, string>) => Texts>> = {
  'customer.register.double_opt_in': {
    'en-GB': (v) => ({
      subject: `Please confirm your registration at ${v.shop}`,
      lines: [`Hello ${v.name},`, 'please confirm your registration by opening this link:', v.link ?? '', 'If you did not register, ignore this e-mail.'],
    }),
    'pl-PL': (v) => ({
      subject: `Potwierdź rejestrację w ${v.shop}`,
      lines: [`Dzień dobry ${v.name},`, 'potwierdź rejestrację, otwierając ten link:', v.link ?? '', 'Jeśli to nie Ty, zignoruj tę wiadomość.'],
    }),
    'de-DE': (v) => ({
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        'bitte bestätigen Sie Ihre Registrierung über diesen Link:',
        v.link ?? '',
        'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
      ],
    }),
  },
  'customer.register': {
    'en-GB': (v) => ({
      subject: `Welcome to ${v.shop}`,
      lines: [`Hello ${v.name},`, 'thank you for registering. You can now sign in with your e-mail address.'],
    }),
    'pl-PL': (v) => ({
      subject: `Witamy w ${v.shop}`,
      lines: [`Dzień dobry ${v.name},`, 'dziękujemy za rejestrację. Możesz się teraz zalogować adresem e-mail.'],
    }),
    'de-DE': (v) => ({
      subject: `Willkommen bei ${v.shop}`,
      lines: [`Hallo ${v.name},`, 'danke für Ihre Registrierung. Sie können sich jetzt mit Ihrer E-Mail-Adresse anmelden.'],
    }),
  },
  'order.guest_link': {
    'en-GB': (v) => ({
      subject: `A new link to your order ${v.orderNumber} at ${v.shop}`,
      lines: [
        'Hello,',
        `your order ${v.orderNumber} was asked for with wrong answers too often, so its old link no longer opens it. Here is a new one:`,
        v.link ?? '',
        'Open it and answer with your e-mail address and billing postal code. If you did not ask for it, you can ignore this e-mail.',
      ],
    }),
    'pl-PL': (v) => ({
      subject: `Nowy link do zamówienia ${v.orderNumber} w ${v.shop}`,
      lines: [
        'Dzień dobry,',
        `do zamówienia ${v.orderNumber} zbyt często podawano błędne dane, więc jego stary link już go nie otwiera. Oto nowy:`,
        v.link ?? '',
        'Otwórz go i podaj swój adres e-mail oraz kod pocztowy z adresu rozliczeniowego. Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
    }),
    'de-DE': (v) => ({
      subject: `Ein neuer Link zu Ihrer Bestellung ${v.orderNumber} bei ${v.shop}`,
      lines: [
        'Hallo,',
        `Ihre Bestellung ${v.orderNumber} wurde zu oft mit falschen Angaben abgefragt, daher öffnet ihr alter Link sie nicht mehr. Hier ist ein neuer:`,
        v.link ?? '',
        'Öffnen Sie ihn und antworten Sie mit Ihrer E-Mail-Adresse und der Postleitzahl der Rechnungsadresse. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    }),
  },
  'customer.recovery.request': {
    'en-GB': (v) => ({
      subject: `Password recovery at ${v.shop}`,
      lines: [`Hello ${v.name},`, 'open this link within two hours to choose a new password:', v.link ?? '', 'If you did not ask for it, ignore this e-mail.'],
    }),
    'pl-PL': (v) => ({
      subject: `Odzyskiwanie hasła w ${v.shop}`,
      lines: [
        `Dzień dobry ${v.name},`,
        'otwórz ten link w ciągu dwóch godzin, aby ustawić nowe hasło:',
        v.link ?? '',
        'Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
    }),
    'de-DE': (v) => ({
      subject: `Passwort-Wiederherstellung bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        'öffnen Sie diesen Link innerhalb von zwei Stunden, um ein neues Passwort zu wählen:',
        v.link ?? '',
        'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    }),
  },
  'newsletter.double_opt_in': {
    'en-GB': (v) => ({
      subject: `Confirm your newsletter subscription at ${v.shop}`,
      lines: ['Hello,', 'please confirm your newsletter subscription by opening this link:', v.link ?? ''],
    }),
    'pl-PL': (v) => ({
      subject: `Potwierdź subskrypcję newslettera w ${v.shop}`,
      lines: ['Dzień dobry,', 'potwierdź subskrypcję newslettera, otwierając ten link:', v.link ?? ''],
    }),
    'de-DE': (v) => ({
      subject: `Bestätigen Sie Ihr Newsletter-Abonnement bei ${v.shop}`,
      lines: ['Hallo,', 'bitte bestätigen Sie Ihr Newsletter-Abonnement über diesen Link:', v.link ?? ''],
    }),
  },
  order_confirmation: {
    'en-GB': (v) => ({
      subject: `Your order ${v.orderNumber} at ${v.shop}`,
      lines: [
        `Hello ${v.name},`,
        `thank you for your order ${v.orderNumber}.`,
        v.items ?? '',
        `Total: ${v.total}`,
        `Payment: ${v.payment}`,
        ...orderLink(v, 'Your order, its status and the items in it:'),
        ...transfer(v, {
          intro: 'Please transfer the amount to our account:',
          holder: 'Account holder',
          iban: 'IBAN',
          bic: 'BIC',
          bank: 'Bank',
          amount: 'Amount',
          reference: 'Payment reference',
        }),
      ],
    }),
    'pl-PL': (v) => ({
      subject: `Twoje zamówienie ${v.orderNumber} w ${v.shop}`,
      lines: [
        `Dzień dobry ${v.name},`,
        `dziękujemy za zamówienie ${v.orderNumber}.`,
        v.items ?? '',
        `Razem: ${v.total}`,
        `Płatność: ${v.payment}`,
        ...orderLink(v, 'Twoje zamówienie, jego status i pozycje:'),
        ...transfer(v, {
          intro: 'Prosimy o przelew kwoty na nasze konto:',
          holder: 'Odbiorca',
          iban: 'IBAN',
          bic: 'BIC',
          bank: 'Bank',
          amount: 'Kwota',
          reference: 'Tytuł przelewu',
        }),
      ],
    }),
    'de-DE': (v) => ({
      subject: `Ihre Bestellung ${v.orderNumber} bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        `vielen Dank für Ihre Bestellung ${v.orderNumber}.`,
        v.items ?? '',
        `Gesamt: ${v.total}`,
        `Zahlung: ${v.payment}`,
        ...orderLink(v, 'Ihre Bestellung, ihr Status und die Artikel darin:'),
        ...transfer(v, {
          intro: 'Bitte überweisen Sie den Betrag auf unser Konto:',
          holder: 'Kontoinhaber',
          iban: 'IBAN',
          bic: 'BIC',
          bank: 'Bank',
          amount: 'Betrag',
          reference: 'Verwendungszweck',
        }),
      ],
    }),
  },
  'order.state.cancelled': {
    'en-GB': (v) => ({
      subject: `Your order ${v.orderNumber} at ${v.shop} has been cancelled`,
      lines: [
        `Hello ${v.name},`,
        `your order ${v.orderNumber} (${v.total}) has been cancelled as you asked.`,
        'If you have already paid, we will refund the amount.',
        v.link ?? '',
      ],
    }),
    'pl-PL': (v) => ({
      subject: `Twoje zamówienie ${v.orderNumber} w ${v.shop} zostało anulowane`,
      lines: [
        `Dzień dobry ${v.name},`,
        `zgodnie z Twoją prośbą anulowaliśmy zamówienie ${v.orderNumber} (${v.total}).`,
        'Jeśli już zapłacono, zwrócimy kwotę.',
        v.link ?? '',
      ],
    }),
    'de-DE': (v) => ({
      subject: `Ihre Bestellung ${v.orderNumber} bei ${v.shop} wurde storniert`,
      lines: [
        `Hallo ${v.name},`,
        `Ihre Bestellung ${v.orderNumber} (${v.total}) wurde wie gewünscht storniert.`,
        'Falls Sie bereits bezahlt haben, erstatten wir Ihnen den Betrag.',
        v.link ?? '',
      ],
    }),
  },
  customer_group_change_accept: {
    'en-GB': (v) => ({
      subject: `Your account at ${v.shop} is now a ${v.group} account`,
      lines: [
        `Hello ${v.name},`,
        `we have accepted your request: your account now belongs to the customer group "${v.group}".`,
        'Sign in again to see its prices.',
      ],
    }),
    'pl-PL': (v) => ({
      subject: `Twoje konto w ${v.shop}: grupa „${v.group}”`,
      lines: [
        `Dzień dobry ${v.name},`,
        `przyjęliśmy Twój wniosek: Twoje konto należy teraz do grupy klientów „${v.group}”.`,
        'Zaloguj się ponownie, aby zobaczyć jej ceny.',
      ],
    }),
    'de-DE': (v) => ({
      subject: `Ihr Konto bei ${v.shop} gehört jetzt zu „${v.group}“`,
      lines: [
        `Hallo ${v.name},`,
        `wir haben Ihre Anfrage angenommen: Ihr Konto gehört jetzt zur Kundengruppe „${v.group}“.`,
        'Melden Sie sich erneut an, um deren Preise zu sehen.',
      ],
    }),
  },
  customer_group_change_reject: {
    'en-GB': (v) => ({
      subject: `Your request at ${v.shop}`,
      lines: [`Hello ${v.name},`, `we could not accept your request to join the customer group "${v.group}". Your account stays as it was.`],
    }),
    'pl-PL': (v) => ({
      subject: `Twój wniosek w ${v.shop}`,
      lines: [`Dzień dobry ${v.name},`, `nie mogliśmy przyjąć Twojego wniosku o dołączenie do grupy klientów „${v.group}”. Twoje konto pozostaje bez zmian.`],
    }),
    'de-DE': (v) => ({
      subject: `Ihre Anfrage bei ${v.shop}`,
      lines: [`Hallo ${v.name},`, `wir konnten Ihre Anfrage zur Kundengruppe „${v.group}“ nicht annehmen. Ihr Konto bleibt, wie es war.`],
    }),
  },
  contact_form: {
    'en-GB': (v) => ({ subject: `Contact form: ${v.subject}`, lines: [`From: ${v.name} <${v.email}>${v.phone ? `, ${v.phone}` : ''}`, '', v.comment ?? ''] }),
    'pl-PL': (v) => ({
      subject: `Formularz kontaktowy: ${v.subject}`,
      lines: [`Od: ${v.name} <${v.email}>${v.phone ? `, ${v.phone}` : ''}`, '', v.comment ?? ''],
    }),
    'de-DE': (v) => ({ subject: `Kontaktformular: ${v.subject}`, lines: [`Von: ${v.name} <${v.email}>${v.phone ? `, ${v.phone}` : ''}`, '', v.comment ?? ''] }),
  },
};

export function renderMail(template: MailTemplate, localeCode: string, values: Record<string, string>): { subject: string; text: string; html: string } {
  const locale = (['en-GB', 'pl-PL', 'de-DE'] as const).find((code) => code === localeCode) ?? 'en-GB';
  const texts = TEXTS[template][locale](values);
  const html = texts.lines
    .map((line) => (/^https?:\/\//.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('');
  return { subject: texts.subject, text: texts.lines.join('\n'), html };
}
