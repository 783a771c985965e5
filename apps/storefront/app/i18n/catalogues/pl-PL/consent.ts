// Komunikaty zgody na pliki cookie i deklaracji dostępności.
import type { Translation } from '../../catalogue.ts';
import type { consentEnGB } from '../en-GB/consent.ts';

export const consentPlPL = {
  consent: {
    region: 'Zgoda na pliki cookie',
    title: 'Pliki cookie i Twoja prywatność',
    text: 'Używamy niezbędnych cookie, a za Twoją zgodą mierzymy też odwiedziny w sklepie.',
    later:
      'Niezbędne pliki cookie przechowują koszyk, logowanie i Twój język. Swój wybór możesz zmienić w każdej chwili w „Ustawieniach cookie” na dole każdej strony.',
    acceptAll: 'Akceptuj wszystkie',
    necessaryOnly: 'Tylko niezbędne',
    customise: 'Wybierz kategorie',
    save: 'Zapisz mój wybór',
    settingsTitle: 'Ustawienia cookie',
    settingsIntro: 'Wybierz, które pliki cookie sklep może zapisywać. Twój wybór jest przechowywany w pliku cookie przez rok.',
    categories: 'Kategorie plików cookie',
    alwaysOn: 'zawsze włączone',
    necessary: 'Niezbędne',
    necessaryHint: 'Koszyk, logowanie, język, waluta i ten wybór. Bez nich sklep nie działa.',
    statistics: 'Statystyka',
    statisticsHint: 'Anonimowy pomiar odwiedzin i sprzedaży (zdarzenia Google Analytics 4), abyśmy mogli ulepszać sklep.',
    marketing: 'Marketing',
    marketingHint: 'Pomiar skuteczności kampanii reklamowych.',
    notRequired: 'Ten sklep używa wyłącznie niezbędnych plików cookie, więc nie ma nic do wyboru.',
    saved: 'Twoje ustawienia plików cookie zostały zapisane.',
    current: 'Obecny wybór: {{choice}}.',
    currentNone: 'Nie dokonano jeszcze wyboru.',
    choiceAll: 'wszystkie kategorie',
    choiceNecessary: 'tylko niezbędne',
    choiceCustom: 'niezbędne i {{categories}}',
  },
  accessibility: {
    link: 'Deklaracja dostępności',
    title: 'Deklaracja dostępności',
  },
} satisfies Translation<typeof consentEnGB, 'pl-PL'>;
