// The demo home page, a shop front: hero with a call to action, category tiles linking SEO URLs,
// featured products (added once products exist, see catalogue-blocks.ts), a promotion banner about
// the real promotions (system-data.ts) and the newsletter box.
import type { SlotConfig, StoredSection } from '../domain/cms/structure.ts';
import { idFor } from '../domain/ids.ts';
import { block, fixed, imageConfig, section, slot, textConfig } from './cms-builders.ts';
import { categoryHref, categoryName } from './storefront-paths.ts';
import { names, perLocale, type PerLocale } from './translations.ts';
import { escapeHtml } from '../domain/markup.ts';

/** Six tiles in two rows: what the shop sells, by category. */
const HOME_TILES = ['clothing/women', 'clothing/men', 'clothing/accessories', 'home', 'sports', 'electronics'] as const;
const HERO_TARGET = 'clothing';
const PROMOTION_TARGET = 'home';

const NEWSLETTER: PerLocale<SlotConfig> = {
  'en-GB': {
    type: fixed('newsletter'),
    title: fixed('Stay in the loop'),
    confirmationText: fixed('Thank you! Please confirm your subscription in the e-mail we sent you.'),
  },
  'pl-PL': {
    type: fixed('newsletter'),
    title: fixed('Bądź na bieżąco'),
    confirmationText: fixed('Dziękujemy! Potwierdź subskrypcję w wysłanej wiadomości e-mail.'),
  },
  'de-DE': {
    type: fixed('newsletter'),
    title: fixed('Bleiben Sie auf dem Laufenden'),
    confirmationText: fixed('Danke! Bitte bestätigen Sie Ihr Abonnement in der E-Mail, die wir Ihnen geschickt haben.'),
  },
};

export const newsletterConfig = (): PerLocale<SlotConfig> => NEWSLETTER;

function tile(key: string, where: 'left' | 'center' | 'right') {
  const href = categoryHref(key);
  const name = categoryName(key);
  return [
    slot(
      `home:tile:${key}:image`,
      'image',
      `${where}-image`,
      perLocale((code) => imageConfig(idFor(`media:category:${key}`), { displayMode: 'cover', url: href[code], minHeight: '240px' })),
    ),
    slot(`home:tile:${key}:text`, 'text', `${where}-text`, textConfig(perLocale((code) => `<h3><a href="${href[code]}">${escapeHtml(name[code])}</a></h3>`))),
  ];
}

function textOnImage(key: string, mediaKey: string, html: PerLocale<string>) {
  return block(key, 'text-on-image', [slot(key, 'text', 'content', textConfig(html))], {
    backgroundMediaId: idFor(`media:${mediaKey}`),
    backgroundMediaMode: 'cover',
    marginLeft: '0',
    marginRight: '0',
  });
}

export const HOME_CATEGORIES_SECTION_ID = idFor('section:home:categories');

export function homeSections(): StoredSection[] {
  const hero = categoryHref(HERO_TARGET);
  const promotion = categoryHref(PROMOTION_TARGET);
  return [
    section(
      'home:hero',
      [
        textOnImage('home:hero', 'hero', {
          'en-GB': `<h1>Good things for every day</h1><p>Clothing, home, sport and electronics — picked with care and delivered in days.</p><p><a class="btn btn-primary" href="${hero['en-GB']}">Shop the new season</a></p>`,
          'pl-PL': `<h1>Dobre rzeczy na co dzień</h1><p>Odzież, dom, sport i elektronika — starannie wybrane i dostarczone w kilka dni.</p><p><a class="btn btn-primary" href="${hero['pl-PL']}">Zobacz nowy sezon</a></p>`,
          'de-DE': `<h1>Gute Dinge für jeden Tag</h1><p>Mode, Wohnen, Sport und Elektronik — mit Sorgfalt ausgewählt und in wenigen Tagen geliefert.</p><p><a class="btn btn-primary" href="${hero['de-DE']}">Die neue Saison entdecken</a></p>`,
        }),
      ],
      { sizingMode: 'full_width' },
    ),
    section('home:categories', [
      block('home:categories:title', 'text', [
        slot(
          'home:categories:title',
          'text',
          'content',
          textConfig(names('<h2>Shop by category</h2>', '<h2>Kategorie</h2>', '<h2>Nach Kategorie einkaufen</h2>')),
        ),
      ]),
      block('home:categories:1', 'image-text-row', [...tile(HOME_TILES[0], 'left'), ...tile(HOME_TILES[1], 'center'), ...tile(HOME_TILES[2], 'right')]),
      block('home:categories:2', 'image-text-row', [...tile(HOME_TILES[3], 'left'), ...tile(HOME_TILES[4], 'center'), ...tile(HOME_TILES[5], 'right')]),
    ]),
    section('home:promotion', [
      textOnImage('home:promotion', 'promotion', {
        'en-GB': `<h2>Bigger basket, smaller bill</h2><p>Orders from €200 get 5 % off automatically — and new customers save 10 % on orders from €30 with the code <strong>WELCOME10</strong>.</p><p><a class="btn btn-primary" href="${promotion['en-GB']}">Shop Home &amp; Living</a></p>`,
        'pl-PL': `<h2>Większy koszyk, mniejszy rachunek</h2><p>Zamówienia od 200 € automatycznie 5 % taniej — a nowi klienci oszczędzają 10 % przy zamówieniach od 30 € z kodem <strong>WELCOME10</strong>.</p><p><a class="btn btn-primary" href="${promotion['pl-PL']}">Zobacz Dom i wnętrze</a></p>`,
        'de-DE': `<h2>Großer Einkauf, kleinere Rechnung</h2><p>Bestellungen ab 200 € erhalten automatisch 5 % Rabatt — und Neukunden sparen mit dem Code <strong>WELCOME10</strong> 10 % ab 30 € Bestellwert.</p><p><a class="btn btn-primary" href="${promotion['de-DE']}">Wohnen entdecken</a></p>`,
      }),
    ]),
    section('home:newsletter', [block('home:newsletter', 'form', [slot('home:newsletter', 'form', 'content', newsletterConfig())])]),
  ];
}

/** The featured-products slider, inserted after the category tiles once products exist. */
export function featuredSection(productIds: string[]): StoredSection {
  const config = (title: string): SlotConfig => ({
    products: fixed(productIds),
    title: fixed(title),
    displayMode: fixed('standard'),
    boxLayout: fixed('standard'),
    navigation: fixed(true),
    rotate: fixed(false),
    border: fixed(false),
    elMinWidth: fixed('260px'),
    verticalAlign: fixed(null),
  });
  return section('home:featured', [
    block('home:featured', 'product-slider', [
      slot('home:featured', 'product-slider', 'productSlider', {
        'en-GB': config('Featured products'),
        'pl-PL': config('Polecane produkty'),
        'de-DE': config('Empfohlene Produkte'),
      }),
    ]),
  ]);
}
