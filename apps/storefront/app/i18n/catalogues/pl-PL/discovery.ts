import type { Translation } from '../../catalogue.ts';
import type { discoveryEnGB } from '../en-GB/discovery.ts';

export const discoveryPlPL = {
  discovery: {
    swatches: {
      label: 'Kolory: {{name}}',
      more_one: 'jeszcze {{count}} kolor',
      more_few: 'jeszcze {{count}} kolory',
      more_many: 'jeszcze {{count}} kolorów',
      more_other: 'jeszcze {{count}} koloru',
    },
    quickAdd: {
      loading: 'Ładowanie opcji…',
      failed: 'Nie udało się wczytać opcji. Otwórz stronę produktu.',
      details: 'Zobacz szczegóły produktu',
      noVariant: 'Ta kombinacja jest niedostępna.',
    },
    recent: {
      heading: 'Ostatnio oglądane',
      clear: 'Wyczyść',
      clearLabel: 'Wyczyść ostatnio oglądane produkty',
    },
    zoom: {
      open: 'Powiększ zdjęcie {{index}}',
      title: 'Zdjęcia: {{name}}',
      previous: 'Poprzednie zdjęcie',
      next: 'Następne zdjęcie',
      position: 'Zdjęcie {{index}} z {{count}}',
    },
  },
} satisfies Translation<typeof discoveryEnGB, 'pl-PL'>;
