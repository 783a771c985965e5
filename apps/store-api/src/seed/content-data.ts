// Demo content: the category tree (main + footer navigation), CMS layouts and a landing page, in
// English, Polish and German.
import type { StoredSection } from '../domain/cms/structure.ts';
import { idFor } from '../domain/ids.ts';
import { block, fixed, imageConfig, mapped, section, slot, textConfig } from './cms-builders.ts';
import { names, type PerLocale } from './translations.ts';

export interface CategorySeed {
  key: string;
  name: PerLocale<string>;
  type?: 'page' | 'folder';
  cmsPage?: string;
  children?: CategorySeed[];
}

export const CATEGORY_PAGE_ID = idFor('cms:category');
export const LANDING_CMS_PAGE_ID = idFor('cms:landing:summer');
export const LANDING_PAGE_ID = idFor('landing-page:summer');

const c = (key: string, en: string, pl: string, de: string, children?: CategorySeed[]): CategorySeed => ({ key, name: names(en, pl, de), children });

export const MAIN_CATEGORIES: CategorySeed[] = [
  c('clothing', 'Clothing', 'Odzież', 'Bekleidung', [
    c('clothing/women', 'Women', 'Damskie', 'Damen', [
      c('clothing/women/dresses', 'Dresses', 'Sukienki', 'Kleider'),
      c('clothing/women/tops', 'Tops', 'Topy', 'Oberteile'),
    ]),
    c('clothing/men', 'Men', 'Męskie', 'Herren', [
      c('clothing/men/shirts', 'Shirts', 'Koszule', 'Hemden'),
      c('clothing/men/trousers', 'Trousers', 'Spodnie', 'Hosen'),
    ]),
    c('clothing/accessories', 'Accessories', 'Akcesoria', 'Accessoires'),
  ]),
  c('home', 'Home & Living', 'Dom i wnętrze', 'Wohnen', [
    c('home/kitchen', 'Kitchen', 'Kuchnia', 'Küche', [
      c('home/kitchen/cookware', 'Cookware', 'Naczynia', 'Kochgeschirr'),
      c('home/kitchen/tableware', 'Tableware', 'Zastawa stołowa', 'Geschirr'),
    ]),
    c('home/furniture', 'Furniture', 'Meble', 'Möbel'),
    c('home/decoration', 'Decoration', 'Dekoracje', 'Dekoration'),
  ]),
  c('sports', 'Sports & Outdoor', 'Sport i turystyka', 'Sport & Outdoor', [
    c('sports/running', 'Running', 'Bieganie', 'Laufen'),
    c('sports/cycling', 'Cycling', 'Kolarstwo', 'Radsport'),
    c('sports/camping', 'Camping', 'Kemping', 'Camping', [c('sports/camping/tents', 'Tents', 'Namioty', 'Zelte')]),
  ]),
  c('electronics', 'Electronics', 'Elektronika', 'Elektronik', [
    c('electronics/audio', 'Audio', 'Audio', 'Audio', [
      c('electronics/audio/headphones', 'Headphones', 'Słuchawki', 'Kopfhörer'),
      c('electronics/audio/speakers', 'Speakers', 'Głośniki', 'Lautsprecher'),
    ]),
    c('electronics/computers', 'Computers', 'Komputery', 'Computer'),
    c('electronics/smart-home', 'Smart home', 'Inteligentny dom', 'Smart Home'),
  ]),
];

export const FOOTER_GROUPS: Array<{ key: 'service' | 'legal'; name: PerLocale<string> }> = [
  { key: 'service', name: names('Customer service', 'Obsługa klienta', 'Kundenservice') },
  { key: 'legal', name: names('Legal', 'Informacje prawne', 'Rechtliches') },
];

export const ROOT_NAMES = { main: names('Home', 'Strona główna', 'Startseite'), footer: names('Footer', 'Stopka', 'Fußzeile') };

/**
 * The category layout (Shopware's default listing page): navigation and filters in the sidebar, the
 * category's own description and the product listing in the main column.
 */
export function categorySections(): StoredSection[] {
  return [
    section(
      'category:listing',
      [
        block('category:navigation', 'category-navigation', [slot('category:navigation', 'category-navigation', 'content', {})], {
          sectionPosition: 'sidebar',
        }),
        block('category:filter', 'sidebar-filter', [slot('category:filter', 'sidebar-filter', 'content', {})], { sectionPosition: 'sidebar' }),
        block('category:intro', 'text', [slot('category:intro', 'text', 'content', { content: mapped('category.description'), verticalAlign: fixed(null) })]),
        block('category:products', 'product-listing', [
          slot('category:products', 'product-listing', 'content', {
            boxLayout: fixed('standard'),
            showSorting: fixed(true),
            useCustomSorting: fixed(false),
            defaultSorting: fixed(''),
            filters: fixed('manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter'),
            propertyWhitelist: fixed([]),
          }),
        ]),
      ],
      { type: 'sidebar' },
    ),
  ];
}

export const LANDING = {
  name: names('Summer sale', 'Letnia wyprzedaż', 'Sommerschlussverkauf'),
  url: names('summer-sale', 'letnia-wyprzedaz', 'sommerschlussverkauf'),
};

export function landingSections(): StoredSection[] {
  const media = (key: string) => idFor(`media:${key}`);
  return [
    section(
      'landing:summer',
      [
        block(
          'landing:summer:image',
          'image',
          [slot('landing:summer:image', 'image', 'image', imageConfig(media('slide-2'), { displayMode: 'cover', minHeight: '360px' }))],
          { marginLeft: '0', marginRight: '0' },
        ),
        block('landing:summer:text', 'text', [
          slot(
            'landing:summer:text',
            'text',
            'content',
            textConfig(
              names(
                '<h1>Summer sale</h1><p>Light clothing, camping gear and cool kitchen helpers for long summer days.</p>',
                '<h1>Letnia wyprzedaż</h1><p>Lekka odzież, sprzęt kempingowy i kuchenni pomocnicy na długie letnie dni.</p>',
                '<h1>Sommerschlussverkauf</h1><p>Leichte Kleidung, Campingausrüstung und Küchenhelfer für lange Sommertage.</p>',
              ),
            ),
          ),
        ]),
      ],
      { sizingMode: 'full_width' },
    ),
  ];
}

function categoryNames(nodes: readonly CategorySeed[]): Array<[string, PerLocale<string>]> {
  return nodes.flatMap((node) => [[node.key, node.name] as [string, PerLocale<string>], ...categoryNames(node.children ?? [])]);
}
const CATEGORY_NAMES = new Map(categoryNames(MAIN_CATEGORIES));

/** Alternative text per shop picture (category compositions and banners). */
export function mediaAlt(key: string): PerLocale<string> {
  const category = CATEGORY_NAMES.get(key.replace(/^category:/, ''));
  if (category) return category;
  const texts: Record<string, PerLocale<string>> = {
    hero: names(
      'Clothing, headphones, a chair, running shoes and a mug',
      'Odzież, słuchawki, krzesło, buty do biegania i kubek',
      'Kleid, Kopfhörer, Stuhl, Laufschuhe und Becher',
    ),
    promotion: names('A tote bag, a speaker, a vase and a beanie', 'Torba, głośnik, wazon i czapka', 'Tasche, Lautsprecher, Vase und Mütze'),
    'slide-1': names('New arrivals', 'Nowości', 'Neuheiten'),
    'slide-2': names('Summer sale', 'Letnia wyprzedaż', 'Sommerschlussverkauf'),
    'slide-3': names('Free shipping from €50', 'Darmowa wysyłka od 50 €', 'Kostenloser Versand ab 50 €'),
  };
  return texts[key] ?? names(key, key, key);
}
