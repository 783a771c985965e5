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
  },
} satisfies Translation<typeof paymentEnGB, 'de-DE'>;
