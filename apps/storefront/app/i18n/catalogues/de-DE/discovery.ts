import type { Translation } from '../../catalogue.ts';
import type { discoveryEnGB } from '../en-GB/discovery.ts';

export const discoveryDeDE = {
  discovery: {
    swatches: {
      label: 'Farben von {{name}}',
      more_one: '{{count}} weitere Farbe',
      more_other: '{{count}} weitere Farben',
    },
    quickAdd: {
      loading: 'Optionen werden geladen …',
      failed: 'Die Optionen konnten nicht geladen werden. Bitte öffnen Sie die Produktseite.',
      details: 'Zu den Produktdetails',
      noVariant: 'Diese Kombination ist nicht verfügbar.',
    },
    recent: {
      heading: 'Zuletzt angesehen',
      clear: 'Leeren',
      clearLabel: 'Zuletzt angesehene Produkte leeren',
    },
    zoom: {
      open: 'Bild {{index}} vergrößern',
      title: 'Bilder von {{name}}',
      previous: 'Vorheriges Bild',
      next: 'Nächstes Bild',
      position: 'Bild {{index}} von {{count}}',
    },
  },
} satisfies Translation<typeof discoveryEnGB, 'de-DE'>;
