import type { Translation } from '../../catalogue.ts';
import type { paymentEnGB } from '../en-GB/payment.ts';

export const paymentDeDE = {
  payment: {
    declined: 'Ihre Zahlung wurde abgelehnt. Bitte versuchen Sie es mit einer anderen Karte oder Zahlungsart.',
    tokenInvalid: 'Ihre Kartendaten sind abgelaufen. Bitte geben Sie sie erneut ein.',
    unavailable: 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    noScript: 'Ihre Kartendaten geben Sie nach dem Absenden auf der sicheren Seite des Zahlungsanbieters ein.',
    loading: 'Die sicheren Zahlungsfelder werden geladen …',
    card: {
      frameTitle: 'Kartendaten',
      numberInvalid: 'Bitte geben Sie eine gültige Kartennummer ein.',
      expiryInvalid: 'Bitte geben Sie ein Ablaufdatum in der Zukunft ein (MM/JJ).',
      securityCodeInvalid: 'Bitte geben Sie den dreistelligen Sicherheitscode ein.',
      tooManyTries: 'Zu viele Kartenversuche in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
      testHint: 'Testkarten: 4242 4242 4242 4242 (genehmigt), 4000 0000 0000 0002 (abgelehnt), 4000 0027 6000 3184 (Bestätigung).',
    },
    express: {
      or: 'oder',
      buyWith: 'Mit {{wallet}} kaufen',
      payWith: 'Mit {{wallet}} bezahlen',
      testWallet: 'Test-Wallet',
      cancelled: 'Sie haben die Express-Zahlung abgebrochen. Ihr Warenkorb ist unverändert.',
      failed:
        'Die Express-Zahlung konnte nicht abgeschlossen werden. Ihr Warenkorb ist unverändert; bitte versuchen Sie es erneut oder gehen Sie wie gewohnt zur Kasse.',
      review: {
        title: 'Bestellung prüfen',
        intro: 'Sie haben die Zahlung mit {{wallet}} freigegeben. Prüfen Sie Ihre Angaben, wählen Sie die Lieferung und kaufen Sie.',
        contact: 'Kontakt',
        address: 'Lieferadresse',
        shipping: 'Lieferung',
        updateShipping: 'Lieferung übernehmen',
        payment: 'Zahlung',
        place: 'Jetzt kaufen · {{total}}',
        totalChanged:
          'Die Summe beträgt jetzt {{total}}; freigegeben haben Sie {{approved}} mit {{wallet}}. Bitte bestätigen Sie die neue Summe mit {{wallet}}.',
        confirmAgain: '{{total}} mit {{wallet}} bestätigen',
        tosRequired: 'Bitte akzeptieren Sie die AGB, um zu kaufen.',
        expired: 'Ihr Express-Checkout ist beendet. Bitte beginnen Sie erneut im Warenkorb.',
      },
    },
  },
} satisfies Translation<typeof paymentEnGB, 'de-DE'>;
