// Messages of the order page (/account/order/{deepLinkCode}), merged into the catalogues.
import type { Translation } from '../../catalogue.ts';
import type { orderEnGB } from '../en-GB/order.ts';

export const orderDeDE = {
  orderPage: {
    title: 'Bestelldetails',
    heading: 'Bestellung {{number}}',
    placedOn: 'Bestellt am {{date}}',
    status: 'Bestellstatus',
    paymentStatus: 'Zahlung',
    deliveryStatus: 'Lieferung',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    paymentMethod: 'Zahlungsart',
    shippingMethod: 'Versandart',
    items: 'Artikel',
    summary: 'Zusammenfassung',
    allOrders: 'Alle Bestellungen',
    view: 'Bestelldetails',
    viewLabel: 'Bestelldetails {{number}}',
    reorder: {
      button: 'Erneut bestellen',
      label: 'Erneut bestellen {{number}}',
      added: 'Die Artikel der Bestellung liegen wieder in Ihrem Warenkorb.',
      unavailable: 'Diese Artikel konnten nicht in den Warenkorb gelegt werden: {{names}}.',
    },
    cancel: {
      button: 'Bestellung stornieren',
      heading: 'Diese Bestellung stornieren?',
      text: 'Die Bestellung {{number}} wird storniert, ihre Artikel gehen zurück ins Lager. Bereits Bezahltes erstatten wir.',
      confirm: 'Ja, Bestellung stornieren',
      keep: 'Bestellung behalten',
      done: 'Ihre Bestellung wurde storniert.',
      refused: 'Diese Bestellung kann nicht mehr storniert werden.',
      disabled: 'Bestellungen können in diesem Shop nicht online storniert werden. Bitte kontaktieren Sie uns.',
    },
    guest: {
      heading: 'Ihre Bestellung öffnen',
      intro: 'Geben Sie die E-Mail-Adresse und die Postleitzahl der Rechnungsadresse ein, mit denen Sie bestellt haben.',
      email: 'E-Mail-Adresse',
      zipcode: 'Postleitzahl',
      submit: 'Bestellung anzeigen',
      wrong: 'E-Mail-Adresse oder Postleitzahl passen nicht zu dieser Bestellung.',
      missing: 'Bitte geben Sie die E-Mail-Adresse und die Postleitzahl ein.',
      throttled:
        'Zu viele falsche Angaben. Bitte warten Sie {{seconds}} Sekunden, bevor Sie es erneut versuchen. Ist das Ihre Bestellung und haben andere ihren Link probiert, haben wir einen neuen Link an die E-Mail-Adresse der Bestellung geschickt.',
      signIn: 'Mit einem Kundenkonto bestellt? Anmelden',
    },
  },
} satisfies Translation<typeof orderEnGB, 'de-DE'>;
