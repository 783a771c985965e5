import type { Translation } from '../../catalogue.ts';
import type { deliveryEnGB } from '../en-GB/delivery.ts';

export const deliveryDeDE = {
  delivery: {
    promise: 'Lieferung nach {{country}}: {{cost}} · Ankunft {{window}}',
    free: 'kostenlos',
    freeFrom: 'Kostenlose Lieferung ab {{amount}}',
    changeCountry: 'In ein anderes Land liefern',
    country: 'Lieferland',
    update: 'Übernehmen',
    countryInvalid: 'Bitte wählen Sie ein Land aus der Liste.',
  },
} satisfies Translation<typeof deliveryEnGB, 'de-DE'>;
