// German mail texts.
import type { MailTexts } from '../mail-texts.ts';

export const DE_DE: MailTexts = {
  closing: 'Mit freundlichen Grüßen',
  mails: {
    'customer.register.double_opt_in': {
      subject: 'Bitte bestätigen Sie Ihre Registrierung bei {{shop.name}}',
      body: `Hallo {{name}},
bitte bestätigen Sie Ihre Registrierung über diesen Link:
{{link}}
Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
    },
    'customer.register': {
      subject: 'Willkommen bei {{shop.name}}',
      body: `Hallo {{name}},
danke für Ihre Registrierung. Sie können sich jetzt mit Ihrer E-Mail-Adresse anmelden.`,
    },
    'order.guest_link': {
      subject: 'Ein neuer Link zu Ihrer Bestellung {{orderNumber}} bei {{shop.name}}',
      body: `Hallo,
Ihre Bestellung {{orderNumber}} wurde zu oft mit falschen Angaben abgefragt, daher öffnet ihr alter Link sie nicht mehr. Hier ist ein neuer:
{{link}}
Öffnen Sie ihn und antworten Sie mit Ihrer E-Mail-Adresse und der Postleitzahl der Rechnungsadresse. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    'customer.recovery.request': {
      subject: 'Passwort-Wiederherstellung bei {{shop.name}}',
      body: `Hallo {{name}},
öffnen Sie diesen Link innerhalb von zwei Stunden, um ein neues Passwort zu wählen:
{{link}}
Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    'newsletter.double_opt_in': {
      subject: 'Bestätigen Sie Ihr Newsletter-Abonnement bei {{shop.name}}',
      body: `Hallo,
bitte bestätigen Sie Ihr Newsletter-Abonnement über diesen Link:
{{link}}`,
    },
    order_confirmation: {
      subject: 'Ihre Bestellung {{orderNumber}} bei {{shop.name}}',
      body: `Hallo {{name}},
vielen Dank für Ihre Bestellung {{orderNumber}}.
{{items}}
Gesamt: {{total}}
Zahlung: {{payment}}
{{#if link}}
Ihre Bestellung, ihr Status und die Artikel darin:
{{link}}
{{/if}}
{{#if bankIban}}
Bitte überweisen Sie den Betrag auf unser Konto:
Kontoinhaber: {{bankHolder}}
IBAN: {{bankIban}}
BIC: {{bankBic}}
Bank: {{bankName}}
Betrag: {{total}}
Verwendungszweck: {{orderNumber}}
{{/if}}`,
    },
    'order.state.cancelled': {
      subject: 'Ihre Bestellung {{orderNumber}} bei {{shop.name}} wurde storniert',
      body: `Hallo {{name}},
Ihre Bestellung {{orderNumber}} ({{total}}) wurde wie gewünscht storniert.
Falls Sie bereits bezahlt haben, erstatten wir Ihnen den Betrag.
{{link}}`,
    },
    customer_group_change_accept: {
      subject: 'Ihr Konto bei {{shop.name}} gehört jetzt zu „{{group}}“',
      body: `Hallo {{name}},
wir haben Ihre Anfrage angenommen: Ihr Konto gehört jetzt zur Kundengruppe „{{group}}“.
Melden Sie sich erneut an, um deren Preise zu sehen.`,
    },
    customer_group_change_reject: {
      subject: 'Ihre Anfrage bei {{shop.name}}',
      body: `Hallo {{name}},
wir konnten Ihre Anfrage zur Kundengruppe „{{group}}“ nicht annehmen. Ihr Konto bleibt, wie es war.`,
    },
    contact_form: {
      subject: 'Kontaktformular: {{subject}}',
      body: `Von: {{name}} <{{email}}>{{#if phone}}, {{phone}}{{/if}}

{{comment}}`,
    },
  },
};
