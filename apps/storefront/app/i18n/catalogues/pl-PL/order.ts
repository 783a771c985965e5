// Messages of the order page (/account/order/{deepLinkCode}), merged into the catalogues.
import type { Translation } from '../../catalogue.ts';
import type { orderEnGB } from '../en-GB/order.ts';

export const orderPlPL = {
  orderPage: {
    title: 'Szczegóły zamówienia',
    heading: 'Zamówienie {{number}}',
    placedOn: 'Złożone {{date}}',
    status: 'Status zamówienia',
    paymentStatus: 'Płatność',
    deliveryStatus: 'Dostawa',
    billingAddress: 'Adres rozliczeniowy',
    shippingAddress: 'Adres dostawy',
    paymentMethod: 'Metoda płatności',
    shippingMethod: 'Metoda dostawy',
    items: 'Pozycje',
    summary: 'Podsumowanie',
    allOrders: 'Wszystkie zamówienia',
    view: 'Szczegóły zamówienia',
    viewLabel: 'Szczegóły zamówienia {{number}}',
    reorder: {
      button: 'Zamów ponownie',
      label: 'Zamów ponownie {{number}}',
      added: 'Pozycje zamówienia są znów w Twoim koszyku.',
      unavailable: 'Tych pozycji nie udało się dodać do koszyka: {{names}}.',
    },
    cancel: {
      button: 'Anuluj zamówienie',
      heading: 'Anulować to zamówienie?',
      text: 'Zamówienie {{number}} zostanie anulowane, a jego pozycje wrócą do magazynu. Zwrócimy wszystko, co już zapłacono.',
      confirm: 'Tak, anuluj zamówienie',
      keep: 'Zachowaj zamówienie',
      done: 'Twoje zamówienie zostało anulowane.',
      refused: 'Tego zamówienia nie można już anulować.',
      disabled: 'W tym sklepie zamówień nie można anulować online. Skontaktuj się z nami.',
    },
    guest: {
      heading: 'Otwórz swoje zamówienie',
      intro: 'Podaj adres e-mail i kod pocztowy adresu rozliczeniowego, których użyto przy zamówieniu.',
      email: 'Adres e-mail',
      zipcode: 'Kod pocztowy',
      submit: 'Pokaż zamówienie',
      wrong: 'Adres e-mail lub kod pocztowy nie pasują do tego zamówienia.',
      missing: 'Podaj adres e-mail i kod pocztowy.',
      throttled:
        'Zbyt wiele błędnych prób. Odczekaj {{seconds}} s, zanim spróbujesz ponownie. Jeśli to Twoje zamówienie, a ktoś inny próbował jego linku, wysłaliśmy nowy link na adres e-mail zamówienia.',
      signIn: 'Zamawiasz z kontem klienta? Zaloguj się',
    },
  },
} satisfies Translation<typeof orderEnGB, 'pl-PL'>;
