import type { Translation } from '../../catalogue.ts';
import type { paymentEnGB } from '../en-GB/payment.ts';

export const paymentPlPL = {
  payment: {
    declined: 'Płatność została odrzucona. Spróbuj inną kartą lub inną metodą płatności.',
    tokenInvalid: 'Dane karty wygasły. Wprowadź je ponownie.',
    unavailable: 'Operator płatności jest teraz niedostępny. Spróbuj ponownie za chwilę.',
    noScript: 'Dane karty wprowadzisz po złożeniu zamówienia na bezpiecznej stronie operatora płatności.',
    loading: 'Ładowanie bezpiecznych pól płatności …',
    card: {
      frameTitle: 'Dane karty',
      numberInvalid: 'Podaj prawidłowy numer karty.',
      expiryInvalid: 'Podaj przyszłą datę ważności (MM/RR).',
      securityCodeInvalid: 'Podaj trzycyfrowy kod zabezpieczający.',
      tooManyTries: 'Zbyt wiele prób płatności kartą w krótkim czasie. Odczekaj minutę i spróbuj ponownie.',
      testHint: 'Karty testowe: 4242 4242 4242 4242 (akceptowana), 4000 0000 0000 0002 (odrzucona), 4000 0027 6000 3184 (potwierdzenie).',
    },
    express: {
      or: 'lub',
      buyWith: 'Kup przez {{wallet}}',
      payWith: 'Zapłać przez {{wallet}}',
      testWallet: 'Portfel testowy',
      cancelled: 'Anulowano płatność ekspresową. Twój koszyk pozostał bez zmian.',
      failed: 'Nie udało się dokończyć płatności ekspresowej. Twój koszyk pozostał bez zmian; spróbuj ponownie lub przejdź do kasy jak zwykle.',
      review: {
        title: 'Sprawdź zamówienie',
        intro: 'Zatwierdzono płatność przez {{wallet}}. Sprawdź dane, wybierz dostawę i kup.',
        contact: 'Kontakt',
        address: 'Adres dostawy',
        shipping: 'Dostawa',
        updateShipping: 'Zmień dostawę',
        payment: 'Płatność',
        place: 'Kup teraz · {{total}}',
        totalChanged: 'Suma wynosi teraz {{total}}; zatwierdzono {{approved}} przez {{wallet}}. Potwierdź nową sumę przez {{wallet}}.',
        confirmAgain: 'Potwierdź {{total}} przez {{wallet}}',
        tosRequired: 'Zaakceptuj regulamin, aby kupić.',
        expired: 'Twój ekspresowy zakup wygasł. Zacznij ponownie od koszyka.',
      },
    },
  },
} satisfies Translation<typeof paymentEnGB, 'pl-PL'>;
