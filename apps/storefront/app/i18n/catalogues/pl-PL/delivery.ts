import type { Translation } from '../../catalogue.ts';
import type { deliveryEnGB } from '../en-GB/delivery.ts';

export const deliveryPlPL = {
  delivery: {
    promise: 'Dostawa ({{country}}): {{cost}} · dotrze {{window}}',
    free: 'bezpłatnie',
    freeFrom: 'Darmowa dostawa od {{amount}}',
    changeCountry: 'Dostawa do innego kraju',
    country: 'Kraj dostawy',
    update: 'Zmień',
    countryInvalid: 'Wybierz kraj z listy.',
  },
} satisfies Translation<typeof deliveryEnGB, 'pl-PL'>;
