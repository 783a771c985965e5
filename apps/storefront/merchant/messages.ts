// The merchant's messages, per locale: their own components' words under `merchant.` (the Notice's
// label), and catalogue messages they word otherwise (`'footer.tagline': '…'`, dotted or nested). Read
// when the storefront starts and checked like the configuration's `messages`, which win over these.
// A locale without its own takes its market's chain (de-AT: de-DE's, then en-GB's).
import type { MessagesByLocale } from '../app/lib/merchant/messages.ts';

export default {
  'en-GB': {
    merchant: {
      notice: { label: 'Note' },
      stores: {
        title: 'Our stores',
        intro: 'Pick up and return your orders in one of our stores.',
        cities: 'Stores by city',
        all: 'All cities',
        none: 'No store in this city yet.',
        hours: 'Open Monday to Saturday, {{hours}}',
      },
    },
  },
  'de-DE': {
    merchant: {
      notice: { label: 'Hinweis' },
      stores: {
        title: 'Unsere Filialen',
        intro: 'Holen Sie Ihre Bestellungen in einer unserer Filialen ab und geben Sie sie dort zurück.',
        cities: 'Filialen nach Stadt',
        all: 'Alle Städte',
        none: 'In dieser Stadt gibt es noch keine Filiale.',
        hours: 'Montag bis Samstag geöffnet, {{hours}} Uhr',
      },
    },
  },
  'pl-PL': {
    merchant: {
      notice: { label: 'Uwaga' },
      stores: {
        title: 'Nasze sklepy',
        intro: 'Odbieraj i zwracaj zamówienia w jednym z naszych sklepów.',
        cities: 'Sklepy według miasta',
        all: 'Wszystkie miasta',
        none: 'W tym mieście nie ma jeszcze sklepu.',
        hours: 'Otwarte od poniedziałku do soboty, {{hours}}',
      },
    },
  },
} satisfies MessagesByLocale;
