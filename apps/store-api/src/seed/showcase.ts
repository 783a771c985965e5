// The CMS showcase: a landing page of its own (linked from the footer) that shows every CMS element
// type the storefront renders, so the CMS renderer stays exercised end to end. The static part is
// here; the catalogue blocks are added in catalogue-blocks.ts once products exist.
import type { StoredSection } from '../domain/cms/structure.ts';
import { idFor } from '../domain/ids.ts';
import { block, fixed, imageConfig, section, slot, textConfig } from './cms-builders.ts';
import { categoryHref } from './storefront-paths.ts';
import { names, perLocale } from './translations.ts';

export const SHOWCASE = {
  id: idFor('landing-page:cms-showcase'),
  cmsPageId: idFor('cms:landing:cms-showcase'),
  /** the footer entry linking it */
  categoryId: idFor('category:page:cms-showcase'),
  name: names('CMS showcase', 'Prezentacja CMS', 'CMS-Schaufenster'),
  url: names('cms-showcase', 'prezentacja-cms', 'cms-schaufenster'),
};

const media = (key: string) => idFor(`media:${key}`);

export function showcaseSections(): StoredSection[] {
  const teaser = (key: 'clothing' | 'home' | 'sports' | 'electronics', where: string) => {
    const href = categoryHref(key);
    return slot(
      `showcase:teaser:${key}`,
      'image',
      where,
      perLocale((code) => imageConfig(media(`category:${key}`), { displayMode: 'cover', url: href[code], minHeight: '260px' })),
    );
  };
  return [
    section(
      'showcase:intro',
      [
        block(
          'showcase:intro',
          'image-text-cover',
          [
            slot('showcase:intro:image', 'image', 'left', imageConfig(media('slide-1'), { displayMode: 'cover', minHeight: '420px' })),
            slot(
              'showcase:intro:text',
              'text',
              'right',
              textConfig(
                names(
                  '<h2>Every CMS element on one page</h2><p>Every CMS element the storefront renders, on one page: images, sliders, product boxes, buy box, reviews, videos, forms and a listing.</p>',
                  '<h2>Wszystkie elementy CMS na jednej stronie</h2><p>Wszystkie elementy CMS, które wyświetla sklep, na jednej stronie: obrazy, slidery, produkty, moduł zakupu, opinie, filmy, formularze i lista produktów.</p>',
                  '<h2>Alle CMS-Elemente auf einer Seite</h2><p>Alle CMS-Elemente, die der Shop darstellt, auf einer Seite: Bilder, Slider, Produktboxen, Kaufbox, Bewertungen, Videos, Formulare und eine Produktliste.</p>',
                ),
              ),
            ),
          ],
          { marginLeft: '0', marginRight: '0', marginTop: '0' },
        ),
      ],
      { sizingMode: 'full_width' },
    ),
    section('showcase:departments', [
      block('showcase:departments:title', 'text', [
        slot(
          'showcase:departments:title',
          'text',
          'content',
          textConfig(names('<h2>Shop by department</h2>', '<h2>Działy sklepu</h2>', '<h2>Nach Abteilung einkaufen</h2>')),
        ),
      ]),
      block('showcase:departments', 'image-four-column', [
        teaser('clothing', 'left'),
        teaser('home', 'center-left'),
        teaser('sports', 'center-right'),
        teaser('electronics', 'right'),
      ]),
    ]),
    section('showcase:slider', [
      block('showcase:slider', 'image-slider', [
        slot('showcase:slider', 'image-slider', 'imageSlider', {
          sliderItems: fixed([
            { mediaId: media('slide-1'), url: null, newTab: false },
            { mediaId: media('slide-2'), url: null, newTab: false },
            { mediaId: media('slide-3'), url: null, newTab: false },
          ]),
          navigationArrows: fixed('outside'),
          navigationDots: fixed('inside'),
          displayMode: fixed('cover'),
          minHeight: fixed('300px'),
          verticalAlign: fixed(null),
        }),
      ]),
      block('showcase:promise', 'text-three-column', [
        slot(
          'showcase:promise:left',
          'text',
          'left',
          textConfig(
            names(
              '<h3>Free shipping</h3><p>On every order above €50.</p>',
              '<h3>Darmowa wysyłka</h3><p>Dla każdego zamówienia powyżej 50 €.</p>',
              '<h3>Kostenloser Versand</h3><p>Für jede Bestellung ab 50 €.</p>',
            ),
          ),
        ),
        slot(
          'showcase:promise:center',
          'text',
          'center',
          textConfig(
            names(
              '<h3>30-day returns</h3><p>Changed your mind? Send it back.</p>',
              '<h3>30 dni na zwrot</h3><p>Zmiana zdania? Odeślij produkt.</p>',
              '<h3>30 Tage Rückgabe</h3><p>Doch nicht das Richtige? Schicken Sie es zurück.</p>',
            ),
          ),
        ),
        slot(
          'showcase:promise:right',
          'text',
          'right',
          textConfig(
            names(
              '<h3>Secure payment</h3><p>Invoice, prepayment, cash on delivery or card.</p>',
              '<h3>Bezpieczna płatność</h3><p>Faktura, przedpłata, płatność przy odbiorze lub karta.</p>',
              '<h3>Sichere Zahlung</h3><p>Rechnung, Vorkasse, Nachnahme oder Karte.</p>',
            ),
          ),
        ),
      ]),
    ]),
  ];
}
