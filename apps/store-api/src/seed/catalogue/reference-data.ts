// Catalogue lookups: manufacturers, property groups with their options, units.
import { idFor } from '../../domain/ids.ts';
import { names, type PerLocale } from '../translations.ts';
import { same } from './text.ts';
import { COLOURS, CONNECTIVITY, DIAMETERS, FITS, MATERIALS, SHOE_SIZES, SIZES, SLEEPING_PLACES } from './vocabulary.ts';

export interface ManufacturerSeed {
  key: string;
  name: string;
  link: string;
  description: PerLocale<string>;
}

const maker = (key: string, name: string, description: PerLocale<string>): ManufacturerSeed => ({
  key,
  name,
  link: `https://www.${key}.example`,
  description,
});

export const MANUFACTURERS = [
  maker(
    'northwind',
    'Northwind Apparel',
    names(
      'Everyday clothing from organic and recycled fibres, designed in Copenhagen.',
      'Odzież na co dzień z włókien ekologicznych i z recyklingu, projektowana w Kopenhadze.',
      'Alltagskleidung aus Bio- und Recyclingfasern, entworfen in Kopenhagen.',
    ),
  ),
  maker(
    'linnea',
    'Linnea Studio',
    names(
      'Women’s fashion made from natural materials in small European workshops.',
      'Moda damska z naturalnych materiałów, szyta w małych europejskich pracowniach.',
      'Damenmode aus natürlichen Materialien, gefertigt in kleinen europäischen Werkstätten.',
    ),
  ),
  maker(
    'stride',
    'Stride Lab',
    names(
      'Running shoes and apparel developed with coaches and club runners.',
      'Buty i odzież do biegania tworzone z trenerami i biegaczami amatorami.',
      'Laufschuhe und Laufbekleidung, entwickelt mit Trainern und Vereinsläufern.',
    ),
  ),
  maker(
    'velocita',
    'Velocita',
    names(
      'Cycling kit for commuters, tourers and racers since 1987.',
      'Wyposażenie rowerowe dla dojeżdżających, turystów i ścigających się od 1987 roku.',
      'Radausrüstung für Pendler, Tourenfahrer und Rennradler seit 1987.',
    ),
  ),
  maker(
    'fjordline',
    'Fjordline Outdoor',
    names(
      'Tents and outdoor equipment tested in Scandinavian weather.',
      'Namioty i sprzęt turystyczny testowany w skandynawskiej pogodzie.',
      'Zelte und Outdoor-Ausrüstung, getestet im skandinavischen Wetter.',
    ),
  ),
  maker(
    'ferro',
    'Ferro & Fiamma',
    names(
      'Italian cookware and pantry classics for cooks who like to take their time.',
      'Włoskie naczynia kuchenne i spiżarniane klasyki dla tych, którzy gotują bez pośpiechu.',
      'Italienisches Kochgeschirr und Vorratsklassiker für alle, die sich Zeit zum Kochen nehmen.',
    ),
  ),
  maker(
    'argile',
    'Maison Argile',
    names(
      'Tableware and decoration, thrown, glazed and fired in Portugal.',
      'Zastawa i dekoracje toczone, szkliwione i wypalane w Portugalii.',
      'Geschirr und Dekoration, in Portugal gedreht, glasiert und gebrannt.',
    ),
  ),
  maker(
    'oakhaven',
    'Oakhaven',
    names(
      'Solid-wood furniture with clean lines, built to be passed on.',
      'Meble z litego drewna o prostych liniach, zrobione tak, by przetrwały pokolenia.',
      'Massivholzmöbel mit klaren Linien, gebaut, um weitergegeben zu werden.',
    ),
  ),
  maker(
    'sonora',
    'Sonora Audio',
    names(
      'Headphones and speakers tuned by sound engineers in Berlin.',
      'Słuchawki i głośniki strojone przez inżynierów dźwięku w Berlinie.',
      'Kopfhörer und Lautsprecher, abgestimmt von Toningenieuren in Berlin.',
    ),
  ),
  maker(
    'quanta',
    'Quanta Devices',
    names(
      'Computer accessories, smart-home devices and software that simply work.',
      'Akcesoria komputerowe, urządzenia inteligentnego domu i oprogramowanie, które po prostu działa.',
      'Computerzubehör, Smart-Home-Geräte und Software, die einfach funktionieren.',
    ),
  ),
  maker(
    'pagewise',
    'Pagewise Press',
    names(
      'Practical e-books on cooking, sport and everyday skills.',
      'Praktyczne e-booki o gotowaniu, sporcie i codziennych umiejętnościach.',
      'Praktische E-Books über Kochen, Sport und Alltagswissen.',
    ),
  ),
] as const;
export type ManufacturerKey = (typeof MANUFACTURERS)[number]['key'];

export const manufacturerId = (key: ManufacturerKey) => idFor(`manufacturer:${key}`);

export interface OptionSeed {
  key: string;
  name: PerLocale<string>;
  hex?: string;
}

export interface PropertyGroupSeed {
  key: GroupKey;
  name: PerLocale<string>;
  description: PerLocale<string>;
  displayType: 'color' | 'text';
  sortingType: 'alphanumeric' | 'position';
  options: OptionSeed[];
}

export type GroupKey = 'colour' | 'size' | 'shoe-size' | 'material' | 'fit' | 'diameter' | 'places' | 'connectivity';

const entries = <T>(record: Record<string, T>) => Object.entries(record);

export const PROPERTY_GROUPS: PropertyGroupSeed[] = [
  {
    key: 'colour',
    name: names('Colour', 'Kolor', 'Farbe'),
    description: names('The main colour.', 'Kolor główny.', 'Die Hauptfarbe.'),
    displayType: 'color',
    sortingType: 'position',
    options: entries(COLOURS).map(([key, colour]) => ({ key, name: colour.name, hex: colour.hex })),
  },
  {
    key: 'size',
    name: names('Size', 'Rozmiar', 'Größe'),
    description: names('Clothing size.', 'Rozmiar odzieży.', 'Konfektionsgröße.'),
    displayType: 'text',
    sortingType: 'position',
    options: SIZES.map((size) => ({ key: size, name: same(size) })),
  },
  {
    key: 'shoe-size',
    name: names('Shoe size', 'Rozmiar buta', 'Schuhgröße'),
    description: names('EU shoe size.', 'Rozmiar buta (EU).', 'Schuhgröße (EU).'),
    displayType: 'text',
    sortingType: 'position',
    options: SHOE_SIZES.map((size) => ({ key: size, name: same(size) })),
  },
  {
    key: 'material',
    name: names('Material', 'Materiał', 'Material'),
    description: names('What it is made of.', 'Z czego jest wykonany.', 'Woraus es gemacht ist.'),
    displayType: 'text',
    sortingType: 'alphanumeric',
    options: entries(MATERIALS).map(([key, material]) => ({ key, name: material.name })),
  },
  {
    key: 'fit',
    name: names('Fit', 'Krój', 'Passform'),
    description: names('How it fits.', 'Jak leży.', 'Wie es sitzt.'),
    displayType: 'text',
    sortingType: 'position',
    options: entries(FITS).map(([key, name]) => ({ key, name })),
  },
  {
    key: 'diameter',
    name: names('Diameter', 'Średnica', 'Durchmesser'),
    description: names('Diameter at the rim.', 'Średnica górnej krawędzi.', 'Durchmesser am Rand.'),
    displayType: 'text',
    sortingType: 'position',
    options: DIAMETERS.map((size) => ({ key: size.replace(' ', ''), name: names(size, size, size) })),
  },
  {
    key: 'places',
    name: names('Sleeping places', 'Liczba miejsc', 'Schlafplätze'),
    description: names('How many people sleep in it.', 'Ile osób może w nim spać.', 'Wie viele Personen darin schlafen.'),
    displayType: 'text',
    sortingType: 'position',
    options: entries(SLEEPING_PLACES).map(([key, name]) => ({ key, name })),
  },
  {
    key: 'connectivity',
    name: names('Connectivity', 'Łączność', 'Konnektivität'),
    description: names('How it connects.', 'Sposób połączenia.', 'Wie es sich verbindet.'),
    displayType: 'text',
    sortingType: 'alphanumeric',
    options: entries(CONNECTIVITY).map(([key, name]) => ({ key, name })),
  },
];

export const groupId = (group: GroupKey) => idFor(`property-group:${group}`);
export const optionId = (group: GroupKey, option: string) => idFor(`property-option:${group}:${option}`);

export function optionSeed(group: GroupKey, option: string): OptionSeed {
  const found = PROPERTY_GROUPS.find((item) => item.key === group)?.options.find((item) => item.key === option);
  if (!found) throw new Error(`Unknown option ${group}:${option}`);
  return found;
}

export const UNITS = {
  piece: { name: names('Piece', 'Sztuka', 'Stück'), shortCode: names('pc', 'szt.', 'Stk.') },
  litre: { name: names('Litre', 'Litr', 'Liter'), shortCode: names('l', 'l', 'l') },
  millilitre: { name: names('Millilitre', 'Mililitr', 'Milliliter'), shortCode: names('ml', 'ml', 'ml') },
  kilogram: { name: names('Kilogram', 'Kilogram', 'Kilogramm'), shortCode: names('kg', 'kg', 'kg') },
  gram: { name: names('Gram', 'Gram', 'Gramm'), shortCode: names('g', 'g', 'g') },
  metre: { name: names('Metre', 'Metr', 'Meter'), shortCode: names('m', 'm', 'm') },
} as const;
export type UnitKey = keyof typeof UNITS;
export const unitId = (key: UnitKey) => idFor(`unit:${key}`);
