// Meldungen der Cookie-Einwilligung und der Erklärung zur Barrierefreiheit.
import type { Translation } from '../../catalogue.ts';
import type { consentEnGB } from '../en-GB/consent.ts';

export const consentDeDE = {
  consent: {
    region: 'Cookie-Einwilligung',
    title: 'Cookies und Ihre Privatsphäre',
    text: 'Notwendige Cookies halten den Shop am Laufen; mit Ihrer Zustimmung messen wir Besuche.',
    later:
      'Notwendige Cookies speichern Warenkorb, Anmeldung und Ihre Sprache. Ihre Wahl können Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    customise: 'Kategorien wählen',
    save: 'Auswahl speichern',
    settingsTitle: 'Cookie-Einstellungen',
    settingsIntro: 'Wählen Sie, welche Cookies der Shop setzen darf. Ihre Wahl wird ein Jahr lang in einem Cookie gespeichert.',
    categories: 'Cookie-Kategorien',
    alwaysOn: 'immer aktiv',
    necessary: 'Notwendig',
    necessaryHint: 'Warenkorb, Anmeldung, Sprache, Währung und diese Auswahl. Ohne sie funktioniert der Shop nicht.',
    statistics: 'Statistik',
    statisticsHint: 'Anonyme Messung von Besuchen und Verkäufen (Google-Analytics-4-Ereignisse), damit wir den Shop verbessern können.',
    marketing: 'Marketing',
    marketingHint: 'Messung des Erfolgs von Werbekampagnen.',
    notRequired: 'Dieser Shop setzt nur notwendige Cookies, es gibt also nichts zu wählen.',
    saved: 'Ihre Cookie-Einstellungen wurden gespeichert.',
    current: 'Aktuelle Auswahl: {{choice}}.',
    currentNone: 'Sie haben noch keine Auswahl getroffen.',
    choiceAll: 'alle Kategorien',
    choiceNecessary: 'nur notwendige',
    choiceCustom: 'notwendige und {{categories}}',
  },
  accessibility: {
    link: 'Erklärung zur Barrierefreiheit',
    title: 'Erklärung zur Barrierefreiheit',
  },
} satisfies Translation<typeof consentEnGB, 'de-DE'>;
