// Polish mail texts.
import type { MailTexts } from '../mail-texts.ts';

export const PL_PL: MailTexts = {
  closing: 'Z poważaniem',
  mails: {
    'customer.register.double_opt_in': {
      subject: 'Potwierdź rejestrację w {{shop.name}}',
      body: `Dzień dobry {{name}},
potwierdź rejestrację, otwierając ten link:
{{link}}
Jeśli to nie Ty, zignoruj tę wiadomość.`,
    },
    'customer.register': {
      subject: 'Witamy w {{shop.name}}',
      body: `Dzień dobry {{name}},
dziękujemy za rejestrację. Możesz się teraz zalogować adresem e-mail.`,
    },
    'order.guest_link': {
      subject: 'Nowy link do zamówienia {{orderNumber}} w {{shop.name}}',
      body: `Dzień dobry,
do zamówienia {{orderNumber}} zbyt często podawano błędne dane, więc jego stary link już go nie otwiera. Oto nowy:
{{link}}
Otwórz go i podaj swój adres e-mail oraz kod pocztowy z adresu rozliczeniowego. Jeśli to nie Ty, zignoruj tę wiadomość.`,
    },
    'customer.recovery.request': {
      subject: 'Odzyskiwanie hasła w {{shop.name}}',
      body: `Dzień dobry {{name}},
otwórz ten link w ciągu dwóch godzin, aby ustawić nowe hasło:
{{link}}
Jeśli to nie Ty, zignoruj tę wiadomość.`,
    },
    'newsletter.double_opt_in': {
      subject: 'Potwierdź subskrypcję newslettera w {{shop.name}}',
      body: `Dzień dobry,
potwierdź subskrypcję newslettera, otwierając ten link:
{{link}}`,
    },
    order_confirmation: {
      subject: 'Twoje zamówienie {{orderNumber}} w {{shop.name}}',
      body: `Dzień dobry {{name}},
dziękujemy za zamówienie {{orderNumber}}.
{{items}}
Razem: {{total}}
Płatność: {{payment}}
{{#if link}}
Twoje zamówienie, jego status i pozycje:
{{link}}
{{/if}}
{{#if bankIban}}
Prosimy o przelew kwoty na nasze konto:
Odbiorca: {{bankHolder}}
IBAN: {{bankIban}}
BIC: {{bankBic}}
Bank: {{bankName}}
Kwota: {{total}}
Tytuł przelewu: {{orderNumber}}
{{/if}}`,
    },
    'order.state.cancelled': {
      subject: 'Twoje zamówienie {{orderNumber}} w {{shop.name}} zostało anulowane',
      body: `Dzień dobry {{name}},
zgodnie z Twoją prośbą anulowaliśmy zamówienie {{orderNumber}} ({{total}}).
Jeśli już zapłacono, zwrócimy kwotę.
{{link}}`,
    },
    customer_group_change_accept: {
      subject: 'Twoje konto w {{shop.name}}: grupa „{{group}}”',
      body: `Dzień dobry {{name}},
przyjęliśmy Twój wniosek: Twoje konto należy teraz do grupy klientów „{{group}}”.
Zaloguj się ponownie, aby zobaczyć jej ceny.`,
    },
    customer_group_change_reject: {
      subject: 'Twój wniosek w {{shop.name}}',
      body: `Dzień dobry {{name}},
nie mogliśmy przyjąć Twojego wniosku o dołączenie do grupy klientów „{{group}}”. Twoje konto pozostaje bez zmian.`,
    },
    contact_form: {
      subject: 'Formularz kontaktowy: {{subject}}',
      body: `Od: {{name}} <{{email}}>{{#if phone}}, {{phone}}{{/if}}

{{comment}}`,
    },
  },
};
