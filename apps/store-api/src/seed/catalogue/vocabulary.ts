// Words the demo product names are built from, with Polish and German agreement: adjectives in
// every gender, materials as name phrases ("linen …" / "… z lnu" / "… aus Leinen") and as
// property options, colours with hex codes, sizes and the other option lists.
import { names, type PerLocale } from '../translations.ts';

export type PolishGender = 'm' | 'f' | 'n' | 'pl';
export type GermanGender = 'm' | 'f' | 'n' | 'pl';

export interface Adjective {
  en: string;
  /** masculine, feminine, neuter (the non-virile plural takes the neuter form) */
  pl: readonly [string, string, string];
  /** stem; strong endings without article: -er (m), -e (f), -es (n), -e (plural) */
  de: string;
}

const adj = (en: string, pl: [string, string, string], de: string): Adjective => ({ en, pl, de });

export const ADJECTIVES = {
  classic: adj('classic', ['klasyczny', 'klasyczna', 'klasyczne'], 'klassisch'),
  elegant: adj('elegant', ['elegancki', 'elegancka', 'eleganckie'], 'elegant'),
  airy: adj('airy', ['przewiewny', 'przewiewna', 'przewiewne'], 'luftig'),
  casual: adj('casual', ['codzienny', 'codzienna', 'codzienne'], 'lässig'),
  festive: adj('festive', ['odświętny', 'odświętna', 'odświętne'], 'festlich'),
  minimalist: adj('minimalist', ['minimalistyczny', 'minimalistyczna', 'minimalistyczne'], 'minimalistisch'),
  lightweight: adj('lightweight', ['lekki', 'lekka', 'lekkie'], 'leicht'),
  soft: adj('soft', ['miękki', 'miękka', 'miękkie'], 'weich'),
  modern: adj('modern', ['nowoczesny', 'nowoczesna', 'nowoczesne'], 'modern'),
  slim: adj('slim-fit', ['dopasowany', 'dopasowana', 'dopasowane'], 'schmal geschnitten'),
  comfortable: adj('comfortable', ['wygodny', 'wygodna', 'wygodne'], 'bequem'),
  durable: adj('durable', ['wytrzymały', 'wytrzymała', 'wytrzymałe'], 'robust'),
  handmade: adj('handmade', ['ręcznie robiony', 'ręcznie robiona', 'ręcznie robione'], 'handgefertigt'),
  professional: adj('professional', ['profesjonalny', 'profesjonalna', 'profesjonalne'], 'professionell'),
  compact: adj('compact', ['kompaktowy', 'kompaktowa', 'kompaktowe'], 'kompakt'),
  large: adj('large', ['duży', 'duża', 'duże'], 'groß'),
  rustic: adj('rustic', ['rustykalny', 'rustykalna', 'rustykalne'], 'rustikal'),
  nordic: adj('Scandinavian', ['skandynawski', 'skandynawska', 'skandynawskie'], 'skandinavisch'),
  decorative: adj('decorative', ['dekoracyjny', 'dekoracyjna', 'dekoracyjne'], 'dekorativ'),
  cosy: adj('cosy', ['przytulny', 'przytulna', 'przytulne'], 'gemütlich'),
  breathable: adj('breathable', ['oddychający', 'oddychająca', 'oddychające'], 'atmungsaktiv'),
  reflective: adj('reflective', ['odblaskowy', 'odblaskowa', 'odblaskowe'], 'reflektierend'),
  sporty: adj('sporty', ['sportowy', 'sportowa', 'sportowe'], 'sportlich'),
  ultralight: adj('ultralight', ['ultralekki', 'ultralekka', 'ultralekkie'], 'ultraleicht'),
  waterproof: adj('waterproof', ['wodoodporny', 'wodoodporna', 'wodoodporne'], 'wasserdicht'),
  aero: adj('aerodynamic', ['aerodynamiczny', 'aerodynamiczna', 'aerodynamiczne'], 'aerodynamisch'),
  spacious: adj('spacious', ['przestronny', 'przestronna', 'przestronne'], 'geräumig'),
  wireless: adj('wireless', ['bezprzewodowy', 'bezprzewodowa', 'bezprzewodowe'], 'kabellos'),
  foldable: adj('foldable', ['składany', 'składana', 'składane'], 'faltbar'),
  portable: adj('portable', ['przenośny', 'przenośna', 'przenośne'], 'tragbar'),
  powerful: adj('powerful', ['mocny', 'mocna', 'mocne'], 'leistungsstark'),
  smart: adj('smart', ['inteligentny', 'inteligentna', 'inteligentne'], 'smart'),
  mechanical: adj('mechanical', ['mechaniczny', 'mechaniczna', 'mechaniczne'], 'mechanisch'),
  ergonomic: adj('ergonomic', ['ergonomiczny', 'ergonomiczna', 'ergonomiczne'], 'ergonomisch'),
  energySaving: adj('energy-saving', ['energooszczędny', 'energooszczędna', 'energooszczędne'], 'energiesparend'),
  dimmable: adj('dimmable', ['ściemnialny', 'ściemnialna', 'ściemnialne'], 'dimmbar'),
  warm: adj('warm', ['ciepły', 'ciepła', 'ciepłe'], 'warm'),
} as const satisfies Record<string, Adjective>;
export type AdjectiveKey = keyof typeof ADJECTIVES;

export function polishForm(adjective: Adjective, gender: PolishGender): string {
  return adjective.pl[gender === 'm' ? 0 : gender === 'f' ? 1 : 2];
}

export function germanForm(adjective: Adjective, gender: GermanGender): string {
  return `${adjective.de}${gender === 'm' ? 'er' : gender === 'n' ? 'es' : 'e'}`;
}

export interface Material {
  /** the property option name */
  name: PerLocale<string>;
  /** in English names, before the noun: "linen summer dress" */
  en: string;
  /** in Polish names, after the noun: "sukienka letnia z lnu" */
  pl: string;
  /** in German names, after the noun: "Sommerkleid aus Leinen" */
  de: string;
  /** one sentence for descriptions */
  sentence: PerLocale<string>;
}

const material = (name: PerLocale<string>, en: string, pl: string, de: string, sentence: PerLocale<string>): Material => ({ name, en, pl, de, sentence });

export const MATERIALS = {
  cotton: material(
    names('Cotton', 'Bawełna', 'Baumwolle'),
    'cotton',
    'z bawełny',
    'aus Baumwolle',
    names(
      'Soft, breathable cotton that is kind to the skin.',
      'Miękka, oddychająca bawełna, przyjazna dla skóry.',
      'Weiche, atmungsaktive Baumwolle, die sanft zur Haut ist.',
    ),
  ),
  linen: material(
    names('Linen', 'Len', 'Leinen'),
    'linen',
    'z lnu',
    'aus Leinen',
    names(
      'Linen keeps you cool and gets softer with every wash.',
      'Len daje uczucie chłodu i z każdym praniem staje się bardziej miękki.',
      'Leinen kühlt angenehm und wird mit jeder Wäsche weicher.',
    ),
  ),
  wool: material(
    names('Wool', 'Wełna', 'Wolle'),
    'wool',
    'z wełny',
    'aus Wolle',
    names(
      'Wool keeps you warm and naturally resists odours.',
      'Wełna grzeje i w naturalny sposób ogranicza zapachy.',
      'Wolle wärmt und ist von Natur aus geruchshemmend.',
    ),
  ),
  merino: material(
    names('Merino wool', 'Wełna merino', 'Merinowolle'),
    'merino',
    'z wełny merino',
    'aus Merinowolle',
    names(
      'Fine merino wool regulates temperature and does not itch.',
      'Delikatna wełna merino reguluje temperaturę i nie gryzie.',
      'Feine Merinowolle reguliert die Temperatur und kratzt nicht.',
    ),
  ),
  polyester: material(
    names('Polyester', 'Poliester', 'Polyester'),
    'polyester',
    'z poliestru',
    'aus Polyester',
    names(
      'Quick-drying polyester, partly made from recycled bottles.',
      'Szybkoschnący poliester, częściowo z butelek z recyklingu.',
      'Schnell trocknendes Polyester, teilweise aus recycelten Flaschen.',
    ),
  ),
  viscose: material(
    names('Viscose', 'Wiskoza', 'Viskose'),
    'viscose',
    'z wiskozy',
    'aus Viskose',
    names('Flowing viscose with a soft drape.', 'Lejąca wiskoza, która pięknie się układa.', 'Fließende Viskose mit weichem Fall.'),
  ),
  leather: material(
    names('Leather', 'Skóra', 'Leder'),
    'leather',
    'ze skóry',
    'aus Leder',
    names(
      'Vegetable-tanned leather that develops a beautiful patina.',
      'Skóra garbowana roślinnie, która z czasem nabiera pięknej patyny.',
      'Pflanzlich gegerbtes Leder, das eine schöne Patina entwickelt.',
    ),
  ),
  denim: material(
    names('Denim', 'Denim', 'Denim'),
    'denim',
    'z denimu',
    'aus Denim',
    names(
      'Sturdy denim that fades beautifully over time.',
      'Wytrzymały denim, który z czasem pięknie się przeciera.',
      'Robuster Denim, der mit der Zeit schön ausbleicht.',
    ),
  ),
  steel: material(
    names('Stainless steel', 'Stal nierdzewna', 'Edelstahl'),
    'stainless steel',
    'ze stali nierdzewnej',
    'aus Edelstahl',
    names(
      'Stainless steel that will not rust or take on flavours.',
      'Stal nierdzewna, która nie rdzewieje i nie przejmuje smaków.',
      'Edelstahl, der nicht rostet und keine Aromen annimmt.',
    ),
  ),
  castIron: material(
    names('Cast iron', 'Żeliwo', 'Gusseisen'),
    'cast iron',
    'z żeliwa',
    'aus Gusseisen',
    names(
      'Cast iron stores heat and lasts for generations.',
      'Żeliwo długo trzyma ciepło i służy przez pokolenia.',
      'Gusseisen speichert Wärme und hält Generationen.',
    ),
  ),
  aluminium: material(
    names('Aluminium', 'Aluminium', 'Aluminium'),
    'aluminium',
    'z aluminium',
    'aus Aluminium',
    names('Light, sturdy aluminium.', 'Lekkie i wytrzymałe aluminium.', 'Leichtes, stabiles Aluminium.'),
  ),
  ceramic: material(
    names('Ceramic', 'Ceramika', 'Keramik'),
    'ceramic',
    'z ceramiki',
    'aus Keramik',
    names(
      'Glazed ceramic in soft, natural colours.',
      'Szkliwiona ceramika w miękkich, naturalnych barwach.',
      'Glasierte Keramik in sanften, natürlichen Farben.',
    ),
  ),
  porcelain: material(
    names('Porcelain', 'Porcelana', 'Porzellan'),
    'porcelain',
    'z porcelany',
    'aus Porzellan',
    names('Fine, hard-wearing porcelain.', 'Delikatna, a zarazem odporna porcelana.', 'Feines, strapazierfähiges Porzellan.'),
  ),
  stoneware: material(
    names('Stoneware', 'Kamionka', 'Steingut'),
    'stoneware',
    'z kamionki',
    'aus Steingut',
    names('Robust stoneware with a reactive glaze.', 'Wytrzymała kamionka z efektownym szkliwem.', 'Robustes Steingut mit Reaktivglasur.'),
  ),
  glass: material(
    names('Glass', 'Szkło', 'Glas'),
    'glass',
    'ze szkła',
    'aus Glas',
    names('Clear, mouth-blown glass.', 'Przejrzyste szkło dmuchane ręcznie.', 'Klares, mundgeblasenes Glas.'),
  ),
  oak: material(
    names('Oak', 'Dąb', 'Eiche'),
    'oak',
    'z drewna dębowego',
    'aus Eichenholz',
    names('Solid oak with a natural oil finish.', 'Lite drewno dębowe wykończone naturalnym olejem.', 'Massive Eiche mit natürlicher Ölung.'),
  ),
  beech: material(
    names('Beech', 'Buk', 'Buche'),
    'beech',
    'z drewna bukowego',
    'aus Buchenholz',
    names(
      'Solid beech, sanded smooth and lacquered.',
      'Lite drewno bukowe, gładko wyszlifowane i lakierowane.',
      'Massive Buche, glatt geschliffen und lackiert.',
    ),
  ),
  bamboo: material(
    names('Bamboo', 'Bambus', 'Bambus'),
    'bamboo',
    'z bambusa',
    'aus Bambus',
    names(
      'Fast-growing bamboo, a renewable material.',
      'Szybko rosnący bambus — surowiec odnawialny.',
      'Schnell wachsender Bambus, ein nachwachsender Rohstoff.',
    ),
  ),
  rattan: material(
    names('Rattan', 'Rattan', 'Rattan'),
    'rattan',
    'z rattanu',
    'aus Rattan',
    names('Hand-woven natural rattan.', 'Ręcznie pleciony naturalny rattan.', 'Handgeflochtenes Naturrattan.'),
  ),
  nylon: material(
    names('Nylon', 'Nylon', 'Nylon'),
    'nylon',
    'z nylonu',
    'aus Nylon',
    names('Tear-resistant ripstop nylon.', 'Odporny na rozdarcia nylon ripstop.', 'Reißfestes Ripstop-Nylon.'),
  ),
  recycled: material(
    names('Recycled plastic', 'Tworzywo z recyklingu', 'Recycelter Kunststoff'),
    'recycled plastic',
    'z tworzywa z recyklingu',
    'aus recyceltem Kunststoff',
    names('Made from recycled plastic.', 'Wykonano z tworzywa z recyklingu.', 'Aus recyceltem Kunststoff gefertigt.'),
  ),
} as const satisfies Record<string, Material>;
export type MaterialKey = keyof typeof MATERIALS;

export interface Colour {
  name: PerLocale<string>;
  hex: string;
}

export const COLOURS = {
  black: { name: names('Black', 'Czarny', 'Schwarz'), hex: '#1f1f1f' },
  white: { name: names('White', 'Biały', 'Weiß'), hex: '#f7f7f5' },
  grey: { name: names('Grey', 'Szary', 'Grau'), hex: '#8a8d91' },
  navy: { name: names('Navy', 'Granatowy', 'Marineblau'), hex: '#1d2b4f' },
  blue: { name: names('Blue', 'Niebieski', 'Blau'), hex: '#2f6db5' },
  red: { name: names('Red', 'Czerwony', 'Rot'), hex: '#c0392b' },
  green: { name: names('Green', 'Zielony', 'Grün'), hex: '#3c8d5a' },
  olive: { name: names('Olive', 'Oliwkowy', 'Oliv'), hex: '#6b6b2f' },
  beige: { name: names('Beige', 'Beżowy', 'Beige'), hex: '#d8c7a8' },
  yellow: { name: names('Yellow', 'Żółty', 'Gelb'), hex: '#f2c230' },
  pink: { name: names('Pink', 'Różowy', 'Rosa'), hex: '#e79bb4' },
  orange: { name: names('Orange', 'Pomarańczowy', 'Orange'), hex: '#e67e22' },
} as const satisfies Record<string, Colour>;
export type ColourKey = keyof typeof COLOURS;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
export const DIAMETERS = ['20 cm', '24 cm', '28 cm', '32 cm'] as const;

export const SLEEPING_PLACES = {
  p1: names('1 person', '1 osoba', '1 Person'),
  p2: names('2 people', '2 osoby', '2 Personen'),
  p3: names('3 people', '3 osoby', '3 Personen'),
  p4: names('4 people', '4 osoby', '4 Personen'),
} as const;

export const FITS = {
  slim: names('Slim', 'Dopasowany', 'Schmal'),
  regular: names('Regular', 'Regularny', 'Regulär'),
  relaxed: names('Relaxed', 'Luźny', 'Locker'),
} as const;

export const CONNECTIVITY = {
  bluetooth: names('Bluetooth', 'Bluetooth', 'Bluetooth'),
  wifi: names('Wi-Fi', 'Wi-Fi', 'WLAN'),
  zigbee: names('Zigbee', 'Zigbee', 'Zigbee'),
  usbc: names('USB-C', 'USB-C', 'USB-C'),
  wired: names('Wired (3.5 mm jack)', 'Przewodowe (jack 3,5 mm)', 'Kabelgebunden (3,5-mm-Klinke)'),
} as const;
