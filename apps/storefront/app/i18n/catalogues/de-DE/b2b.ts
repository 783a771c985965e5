import type { Translation } from '../../catalogue.ts';
import type { b2bEnGB } from '../en-GB/b2b.ts';

export const b2bDeDE = {
  b2b: {
    footerHeading: 'Für Unternehmen',
  },
  netPrices: {
    taxNote: 'Preise zzgl. MwSt. und Versandkosten',
    totalNet: 'Summe ohne MwSt.',
    taxAdded: 'zzgl. {{rate}} % MwSt.',
    totalGross: 'Summe inkl. MwSt.',
    short: 'zzgl. MwSt.',
  },
  quickOrder: {
    heading: 'Schnellbestellung',
    link: 'Schnellbestellung',
    intro:
      'Sie wissen, was Sie brauchen? Geben Sie Artikelnummern und Mengen ein, fügen Sie Zeilen aus einer Tabelle ein oder laden Sie eine CSV-Datei hoch: alles kommt auf einmal in den Warenkorb.',
    rowsLegend: 'Artikelnummer und Menge',
    number: 'Artikelnummer',
    quantity: 'Menge',
    numberOfRow: 'Artikelnummer, Zeile {{row}}',
    quantityOfRow: 'Menge, Zeile {{row}}',
    moreRows: 'Weitere Zeilen',
    textLabel: 'Artikelnummern',
    textHint:
      'Ein Artikel pro Zeile: Nummer und Menge, getrennt durch Semikolon, Komma, Tabulator oder Leerzeichen (AI10033;2). Direkt aus einer Tabelle kopieren.',
    fileLabel: 'CSV-Datei',
    fileHint: 'Artikelnummer in der ersten Spalte, Menge in der zweiten; eine Kopfzeile ist erlaubt.',
    submit: 'In den Warenkorb',
    reportHeading: 'Ihre Schnellbestellung',
    addedLines_one: '{{count}} Zeile wurde in den Warenkorb gelegt.',
    addedLines_other: '{{count}} Zeilen wurden in den Warenkorb gelegt.',
    toCart: 'Zum Warenkorb',
    attention_one: 'Bitte prüfen Sie diese Zeile',
    attention_other: 'Bitte prüfen Sie diese {{count}} Zeilen',
    retype: 'Nicht hinzugefügte Zeilen stehen wieder im Formular: korrigieren und erneut senden.',
    fileReturned: 'Nicht hinzugefügte Zeilen Ihrer Datei stehen jetzt im Feld „Artikelnummern“.',
    showAdded_one: 'Hinzugefügte Zeile anzeigen',
    showAdded_other: '{{count}} hinzugefügte Zeilen anzeigen',
    where: {
      row: 'Zeile {{position}}',
      text: 'Zeile {{position}}',
      file: 'Datei, Zeile {{position}}',
    },
    added: 'Hinzugefügt: {{quantity}}.',
    adjusted: '{{added}} von {{requested}} hinzugefügt.',
    problem: {
      quantity: 'Die Menge muss eine ganze Zahl ab 1 sein.',
      number: 'Das ist keine Artikelnummer.',
      tooMany: 'Es können höchstens 100 Zeilen auf einmal gesendet werden: senden Sie diese Zeile beim nächsten Mal.',
      unknown: 'Es gibt keinen Artikel mit der Nummer {{number}}.',
      variants: '{{name}} gibt es in mehreren Varianten: geben Sie die Nummer der gewünschten ein.',
      notAdded: '{{name}} konnte nicht in den Warenkorb gelegt werden.',
    },
    empty: 'Geben Sie mindestens eine Artikelnummer ein, fügen Sie Zeilen ein oder wählen Sie eine Datei.',
    fileTooLarge: 'Die Datei ist größer als 256 kB. Teilen Sie sie oder fügen Sie die Zeilen ein.',
    failed: 'Die Artikel konnten gerade nicht hinzugefügt werden. Nichts ist verloren: bitte erneut versuchen.',
  },
} satisfies Translation<typeof b2bEnGB, 'de-DE'>;
