// What the demo catalogue sells per leaf category: nouns (with Polish and German gender), which
// adjectives and materials fit them, price and weight ranges, which nouns come as variant
// products, and the sentences descriptions are built from. Plus a few hand-written products
// (food with reference units, e-books and software licences).
import { names, type PerLocale } from '../translations.ts';
import type { GroupKey, ManufacturerKey, UnitKey } from './reference-data.ts';
import type { AdjectiveKey, ColourKey, GermanGender, MaterialKey, PolishGender } from './vocabulary.ts';
import type { CONNECTIVITY } from './vocabulary.ts';

export interface VariantAxis {
  group: Extract<GroupKey, 'colour' | 'size' | 'shoe-size' | 'diameter' | 'places'>;
  options: readonly string[];
  /** how many options a parent offers: [min, max] */
  pick: readonly [number, number];
  /** take a consecutive run (sizes) rather than a random selection (colours) */
  consecutive?: boolean;
  /** extra gross cents per step along this axis (bigger pans and tents cost more) */
  surcharge?: number;
}

export interface VariantPlan {
  /** how many of this noun's products are variant parents */
  parents: number;
  axes: readonly VariantAxis[];
  /** the first parent gets a picture per colour */
  colourImages?: boolean;
}

export interface NounSpec {
  key: string;
  en: string;
  pl: string;
  de: string;
  plGender: PolishGender;
  deGender: GermanGender;
  materials?: readonly MaterialKey[];
  /** false: the material is a property but not part of the name (jeans are denim anyway) */
  materialInName?: boolean;
  /** replaces the category's adjectives */
  adjectives?: readonly AdjectiveKey[];
  /** gross EUR range in whole euros */
  price: readonly [number, number];
  /** kg */
  weight: readonly [number, number];
  variants?: VariantPlan;
  fit?: boolean;
  connectivity?: ReadonlyArray<keyof typeof CONNECTIVITY>;
}

export interface CategorySpec {
  category: string;
  manufacturers: readonly ManufacturerKey[];
  adjectives: readonly AdjectiveKey[];
  nouns: readonly NounSpec[];
  /** generated products (specials come on top) */
  count: number;
  /** follows "<strong>Name</strong> — " in the first paragraph */
  intro: PerLocale<string>;
  features: ReadonlyArray<PerLocale<string>>;
  /** where "goes well with" cross-sellings look */
  related: string;
}

const noun = (
  key: string,
  en: string,
  pl: string,
  plGender: PolishGender,
  de: string,
  deGender: GermanGender,
  price: readonly [number, number],
  weight: readonly [number, number],
  extra: Partial<NounSpec> = {},
): NounSpec => ({ key, en, pl, plGender, de, deGender, price, weight, ...extra });

const CLOTHING_COLOURS: readonly ColourKey[] = ['black', 'white', 'navy', 'red', 'green', 'beige', 'grey'];
const colourAxis = (options: readonly ColourKey[] = CLOTHING_COLOURS, pick: readonly [number, number] = [2, 3]): VariantAxis => ({
  group: 'colour',
  options,
  pick,
});
const sizeAxis = (pick: readonly [number, number] = [3, 4]): VariantAxis => ({
  group: 'size',
  options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  pick,
  consecutive: true,
});

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    category: 'clothing/women/dresses',
    manufacturers: ['linnea', 'northwind'],
    count: 8,
    related: 'clothing/accessories',
    adjectives: ['classic', 'elegant', 'airy', 'casual', 'festive', 'minimalist', 'lightweight'],
    nouns: [
      noun('summer-dress', 'summer dress', 'sukienka letnia', 'f', 'Sommerkleid', 'n', [39, 89], [0.25, 0.45], {
        materials: ['linen', 'cotton', 'viscose'],
        variants: { parents: 1, axes: [colourAxis(), sizeAxis()], colourImages: true },
      }),
      noun('wrap-dress', 'wrap dress', 'sukienka kopertowa', 'f', 'Wickelkleid', 'n', [49, 99], [0.3, 0.5], {
        materials: ['viscose', 'cotton'],
        variants: { parents: 1, axes: [colourAxis(), sizeAxis()] },
      }),
      noun('maxi-dress', 'maxi dress', 'sukienka maxi', 'f', 'Maxikleid', 'n', [59, 119], [0.35, 0.6], { materials: ['viscose', 'linen', 'cotton'] }),
      noun('shirt-dress', 'shirt dress', 'sukienka koszulowa', 'f', 'Blusenkleid', 'n', [49, 89], [0.3, 0.5], { materials: ['cotton', 'linen'] }),
      noun('knit-dress', 'knitted dress', 'sukienka dzianinowa', 'f', 'Strickkleid', 'n', [69, 139], [0.45, 0.7], { materials: ['wool', 'merino', 'cotton'] }),
    ],
    intro: names(
      'a dress for warm days and long evenings, cut to move with you.',
      'sukienka na ciepłe dni i długie wieczory, skrojona z myślą o swobodzie ruchu.',
      'ein Kleid für warme Tage und lange Abende, geschnitten für viel Bewegungsfreiheit.',
    ),
    features: [
      names('Pairs easily with sandals or trainers.', 'Pasuje zarówno do sandałów, jak i do sneakersów.', 'Passt zu Sandalen ebenso wie zu Sneakern.'),
      names('Machine washable on a gentle cycle.', 'Można prać w pralce w programie delikatnym.', 'Maschinenwaschbar im Schonwaschgang.'),
      names('The model is 1.75 m tall and wears size S.', 'Modelka ma 175 cm wzrostu i nosi rozmiar S.', 'Das Model ist 1,75 m groß und trägt Größe S.'),
    ],
  },
  {
    category: 'clothing/women/tops',
    manufacturers: ['linnea', 'northwind'],
    count: 8,
    related: 'clothing/accessories',
    adjectives: ['classic', 'casual', 'soft', 'elegant', 'minimalist', 'lightweight', 'modern'],
    nouns: [
      noun('t-shirt', 'T-shirt', 'T-shirt', 'm', 'T-Shirt', 'n', [19, 39], [0.15, 0.25], {
        materials: ['cotton', 'linen'],
        variants: { parents: 2, axes: [colourAxis(['white', 'black', 'navy', 'red', 'pink', 'yellow']), sizeAxis()], colourImages: true },
      }),
      noun('blouse', 'blouse', 'bluzka', 'f', 'Bluse', 'f', [35, 69], [0.15, 0.3], {
        materials: ['viscose', 'cotton', 'linen'],
        variants: { parents: 1, axes: [colourAxis(), sizeAxis()] },
      }),
      noun('tank-top', 'tank top', 'top na ramiączkach', 'm', 'Trägertop', 'n', [15, 29], [0.1, 0.2], { materials: ['cotton', 'viscose'] }),
      noun('cardigan', 'cardigan', 'kardigan', 'm', 'Cardigan', 'm', [49, 99], [0.35, 0.55], { materials: ['wool', 'merino', 'cotton'] }),
      noun('jumper', 'jumper', 'sweter', 'm', 'Pullover', 'm', [45, 109], [0.35, 0.6], { materials: ['wool', 'merino', 'cotton'] }),
    ],
    intro: names(
      'an easy piece for every day that goes with jeans, skirts and trousers alike.',
      'wygodna rzecz na co dzień, która pasuje do dżinsów, spódnic i spodni.',
      'ein unkompliziertes Teil für jeden Tag, das zu Jeans, Röcken und Hosen passt.',
    ),
    features: [
      names('Keeps its shape after many washes.', 'Zachowuje fason nawet po wielu praniach.', 'Bleibt auch nach vielen Wäschen in Form.'),
      names('Easy to layer under a jacket or cardigan.', 'Łatwo łączyć z marynarką lub kardiganem.', 'Lässt sich gut unter Jacke oder Cardigan kombinieren.'),
      names('Cut slightly longer at the back.', 'Z tyłu nieco dłuższy krój.', 'Hinten etwas länger geschnitten.'),
    ],
  },
  {
    category: 'clothing/men/shirts',
    manufacturers: ['northwind'],
    count: 8,
    related: 'clothing/men/trousers',
    adjectives: ['classic', 'slim', 'casual', 'elegant', 'modern', 'lightweight', 'comfortable'],
    nouns: [
      noun('oxford-shirt', 'Oxford shirt', 'koszula oxford', 'f', 'Oxfordhemd', 'n', [39, 79], [0.25, 0.35], {
        materials: ['cotton'],
        fit: true,
        variants: { parents: 1, axes: [colourAxis(['white', 'blue', 'navy', 'grey']), sizeAxis([4, 5])] },
      }),
      noun('summer-shirt', 'summer shirt', 'koszula letnia', 'f', 'Sommerhemd', 'n', [35, 69], [0.2, 0.3], {
        materials: ['linen', 'cotton'],
        fit: true,
        variants: { parents: 1, axes: [colourAxis(['white', 'beige', 'blue', 'olive']), sizeAxis()] },
      }),
      noun('flannel-shirt', 'flannel shirt', 'koszula flanelowa', 'f', 'Flanellhemd', 'n', [39, 69], [0.3, 0.45], { materials: ['cotton', 'wool'], fit: true }),
      noun('polo', 'polo shirt', 'koszulka polo', 'f', 'Poloshirt', 'n', [29, 59], [0.2, 0.3], {
        materials: ['cotton', 'polyester'],
        fit: true,
        variants: { parents: 1, axes: [colourAxis(['white', 'navy', 'green', 'black', 'red']), sizeAxis()] },
      }),
      noun('overshirt', 'overshirt', 'kurtka koszulowa', 'f', 'Hemdjacke', 'f', [59, 119], [0.45, 0.7], { materials: ['cotton', 'wool'], fit: true }),
    ],
    intro: names(
      'a shirt with a clean collar and a comfortable fit for the office and the weekend.',
      'koszula z porządnym kołnierzykiem i wygodnym krojem — do biura i na weekend.',
      'ein Hemd mit sauberem Kragen und bequemer Passform für Büro und Wochenende.',
    ),
    features: [
      names(
        'Mother-of-pearl-look buttons and reinforced seams.',
        'Guziki imitujące masę perłową i wzmocnione szwy.',
        'Knöpfe in Perlmuttoptik und verstärkte Nähte.',
      ),
      names('Easy to iron, even after a long day.', 'Łatwo się prasuje, nawet po długim dniu.', 'Leicht zu bügeln, auch nach einem langen Tag.'),
      names(
        'Regular length for wearing tucked in or out.',
        'Standardowa długość — do noszenia w spodniach lub na wierzch.',
        'Normale Länge, zum Tragen in der Hose oder darüber.',
      ),
    ],
  },
  {
    category: 'clothing/men/trousers',
    manufacturers: ['northwind'],
    count: 7,
    related: 'clothing/men/shirts',
    adjectives: ['classic', 'slim', 'casual', 'modern', 'durable', 'comfortable'],
    nouns: [
      noun('chinos', 'chinos', 'chinosy', 'pl', 'Chinohose', 'f', [49, 89], [0.45, 0.6], {
        materials: ['cotton'],
        fit: true,
        variants: { parents: 1, axes: [colourAxis(['beige', 'navy', 'olive', 'black']), sizeAxis([4, 5])] },
      }),
      noun('jeans', 'jeans', 'dżinsy', 'pl', 'Jeans', 'pl', [59, 119], [0.6, 0.8], {
        materials: ['denim'],
        materialInName: false,
        fit: true,
        variants: { parents: 1, axes: [colourAxis(['blue', 'black', 'grey'], [2, 3]), sizeAxis([4, 5])] },
      }),
      noun('cargo', 'cargo trousers', 'spodnie bojówki', 'pl', 'Cargohose', 'f', [59, 99], [0.55, 0.75], { materials: ['cotton', 'nylon'], fit: true }),
      noun('joggers', 'joggers', 'spodnie dresowe', 'pl', 'Jogginghose', 'f', [35, 69], [0.4, 0.55], { materials: ['cotton', 'polyester'], fit: true }),
      noun('summer-trousers', 'summer trousers', 'spodnie letnie', 'pl', 'Sommerhose', 'f', [45, 79], [0.3, 0.45], {
        materials: ['linen', 'cotton'],
        fit: true,
      }),
    ],
    intro: names(
      'trousers with a comfortable waistband and deep pockets, made for long days.',
      'spodnie z wygodnym paskiem i głębokimi kieszeniami, stworzone na długie dni.',
      'eine Hose mit bequemem Bund und tiefen Taschen, gemacht für lange Tage.',
    ),
    features: [
      names('Two side pockets and two back pockets.', 'Dwie kieszenie boczne i dwie tylne.', 'Zwei Seiten- und zwei Gesäßtaschen.'),
      names('A touch of stretch for comfort.', 'Domieszka elastycznych włókien zapewnia wygodę.', 'Ein Hauch Stretch für mehr Komfort.'),
      names('Inside leg 81 cm in size M.', 'Długość nogawki wewnętrznej w rozmiarze M: 81 cm.', 'Innenbeinlänge 81 cm in Größe M.'),
    ],
  },
  {
    category: 'clothing/accessories',
    manufacturers: ['northwind', 'linnea'],
    count: 8,
    related: 'clothing/women/tops',
    adjectives: ['classic', 'elegant', 'handmade', 'minimalist', 'casual', 'modern'],
    nouns: [
      noun('belt', 'belt', 'pasek', 'm', 'Gürtel', 'm', [29, 69], [0.15, 0.3], { materials: ['leather'] }),
      noun('scarf', 'scarf', 'szal', 'm', 'Schal', 'm', [25, 79], [0.1, 0.3], { materials: ['wool', 'merino', 'linen', 'cotton'] }),
      noun('beanie', 'beanie', 'czapka', 'f', 'Mütze', 'f', [19, 39], [0.08, 0.15], {
        materials: ['wool', 'merino', 'cotton'],
        variants: { parents: 1, axes: [colourAxis(['black', 'grey', 'navy', 'red', 'yellow', 'orange'], [3, 4])] },
      }),
      noun('tote', 'tote bag', 'torba na zakupy', 'f', 'Einkaufstasche', 'f', [19, 89], [0.2, 0.6], { materials: ['cotton', 'leather', 'linen'] }),
      noun('wallet', 'wallet', 'portfel', 'm', 'Geldbörse', 'f', [29, 79], [0.08, 0.15], { materials: ['leather'] }),
      noun('socks', 'socks', 'skarpetki', 'pl', 'Socken', 'pl', [9, 19], [0.05, 0.1], { materials: ['cotton', 'merino'] }),
    ],
    intro: names(
      'the finishing touch that makes a simple outfit your own.',
      'wykończenie, które nadaje prostej stylizacji osobisty charakter.',
      'der letzte Schliff, der ein schlichtes Outfit persönlich macht.',
    ),
    features: [
      names(
        'Comes in a gift box made of recycled card.',
        'Dostarczamy w pudełku prezentowym z tektury z recyklingu.',
        'Wird in einer Geschenkbox aus Recyclingkarton geliefert.',
      ),
      names(
        'A thoughtful gift for birthdays and holidays.',
        'Przemyślany prezent na urodziny i święta.',
        'Ein durchdachtes Geschenk zu Geburtstagen und Feiertagen.',
      ),
      names('Made in a small family workshop.', 'Powstaje w małej rodzinnej pracowni.', 'Gefertigt in einer kleinen Familienwerkstatt.'),
    ],
  },
  {
    category: 'home/kitchen/cookware',
    manufacturers: ['ferro'],
    count: 8,
    related: 'home/kitchen/tableware',
    adjectives: ['professional', 'classic', 'durable', 'compact', 'modern', 'large'],
    nouns: [
      noun('frying-pan', 'frying pan', 'patelnia', 'f', 'Bratpfanne', 'f', [29, 79], [0.9, 2.4], {
        materials: ['castIron', 'steel', 'aluminium'],
        variants: { parents: 1, axes: [{ group: 'diameter', options: ['20cm', '24cm', '28cm', '32cm'], pick: [3, 4], consecutive: true, surcharge: 800 }] },
      }),
      noun('saucepan', 'saucepan', 'rondel', 'm', 'Stieltopf', 'm', [29, 69], [0.8, 1.5], { materials: ['steel', 'aluminium'] }),
      noun('stockpot', 'stockpot', 'garnek', 'm', 'Suppentopf', 'm', [39, 119], [1.5, 4.5], { materials: ['steel', 'castIron'] }),
      noun('wok', 'wok', 'wok', 'm', 'Wok', 'm', [35, 89], [1.2, 2.8], { materials: ['castIron', 'aluminium'] }),
      noun('casserole', 'casserole dish', 'brytfanna', 'f', 'Bräter', 'm', [59, 189], [2.5, 5.5], { materials: ['castIron', 'ceramic'] }),
      noun('chefs-knife', 'chef’s knife', 'nóż szefa kuchni', 'm', 'Kochmesser', 'n', [39, 149], [0.2, 0.35], { materials: ['steel'] }),
    ],
    intro: names(
      'reliable kitchen equipment for everyday cooking and for weekends with guests.',
      'niezawodne wyposażenie kuchni do codziennego gotowania i na weekendy z gośćmi.',
      'zuverlässige Küchenausstattung für den Kochalltag und für Wochenenden mit Gästen.',
    ),
    features: [
      names(
        'Dishwasher-safe, though we recommend washing by hand.',
        'Można myć w zmywarce, choć zalecamy mycie ręczne.',
        'Spülmaschinengeeignet, wir empfehlen jedoch die Handwäsche.',
      ),
      names('Backed by a ten-year manufacturer’s warranty.', 'Dziesięcioletnia gwarancja producenta.', 'Mit zehn Jahren Herstellergarantie.'),
      names('Designed together with professional chefs.', 'Projekt powstał we współpracy z zawodowymi kucharzami.', 'Gemeinsam mit Profiköchen entwickelt.'),
    ],
  },
  {
    category: 'home/kitchen/tableware',
    manufacturers: ['argile'],
    count: 8,
    related: 'home/kitchen/cookware',
    adjectives: ['handmade', 'rustic', 'elegant', 'minimalist', 'classic', 'nordic', 'modern'],
    nouns: [
      noun('plate-set', 'dinner plate set', 'zestaw talerzy obiadowych', 'm', 'Speiseteller-Set', 'n', [39, 99], [2.5, 4], {
        materials: ['porcelain', 'stoneware', 'ceramic'],
      }),
      noun('bowl', 'bowl', 'miska', 'f', 'Schale', 'f', [9, 29], [0.3, 0.6], { materials: ['stoneware', 'ceramic', 'porcelain', 'bamboo'] }),
      noun('mug', 'mug', 'kubek', 'm', 'Becher', 'm', [9, 22], [0.25, 0.4], {
        materials: ['stoneware', 'porcelain', 'ceramic'],
        variants: { parents: 1, axes: [colourAxis(['white', 'blue', 'green', 'yellow', 'grey'], [3, 4])] },
      }),
      noun('glass-set', 'glass set', 'zestaw szklanek', 'm', 'Gläserset', 'n', [19, 49], [1, 2], { materials: ['glass'], materialInName: false }),
      noun('serving-board', 'serving board', 'deska do serwowania', 'f', 'Servierbrett', 'n', [19, 59], [0.6, 1.5], { materials: ['oak', 'bamboo', 'beech'] }),
      noun('teapot', 'teapot', 'dzbanek do herbaty', 'm', 'Teekanne', 'f', [29, 69], [0.6, 1.1], { materials: ['stoneware', 'porcelain', 'glass'] }),
    ],
    intro: names(
      'tableware that makes an everyday meal feel like an occasion.',
      'zastawa, dzięki której zwykły posiłek staje się małym świętem.',
      'Geschirr, das aus einer alltäglichen Mahlzeit einen kleinen Anlass macht.',
    ),
    features: [
      names('Every piece is slightly unique.', 'Każdy egzemplarz jest nieco inny.', 'Jedes Stück ist ein kleines Unikat.'),
      names(
        'Combines well with the rest of the collection.',
        'Świetnie łączy się z pozostałymi elementami kolekcji.',
        'Lässt sich wunderbar mit der übrigen Kollektion kombinieren.',
      ),
      names(
        'Carefully packed so that it arrives in one piece.',
        'Starannie pakujemy każdą przesyłkę, by dotarła w całości.',
        'Sorgfältig verpackt, damit alles heil ankommt.',
      ),
    ],
  },
  {
    category: 'home/furniture',
    manufacturers: ['oakhaven'],
    count: 7,
    related: 'home/decoration',
    adjectives: ['nordic', 'minimalist', 'classic', 'modern', 'rustic', 'compact'],
    nouns: [
      noun('dining-chair', 'dining chair', 'krzesło do jadalni', 'n', 'Esszimmerstuhl', 'm', [89, 229], [4, 7], {
        materials: ['oak', 'beech'],
        variants: { parents: 1, axes: [colourAxis(['beige', 'grey', 'green', 'black'], [3, 3])] },
      }),
      noun('coffee-table', 'coffee table', 'stolik kawowy', 'm', 'Couchtisch', 'm', [149, 449], [12, 25], { materials: ['oak', 'beech'] }),
      noun('bookshelf', 'bookshelf', 'regał na książki', 'm', 'Bücherregal', 'n', [179, 599], [25, 45], { materials: ['oak', 'beech'] }),
      noun('sideboard', 'sideboard', 'komoda', 'f', 'Sideboard', 'n', [399, 899], [35, 60], { materials: ['oak'] }),
      noun('stool', 'stool', 'stołek', 'm', 'Hocker', 'm', [59, 149], [3, 6], { materials: ['oak', 'beech'] }),
      noun('desk', 'desk', 'biurko', 'n', 'Schreibtisch', 'm', [249, 699], [25, 40], { materials: ['oak', 'beech'] }),
    ],
    intro: names(
      'solid furniture with clean lines that suits small flats and large houses alike.',
      'solidne meble o prostych liniach, które pasują zarówno do małych mieszkań, jak i do dużych domów.',
      'solide Möbel mit klaren Linien, die in kleine Wohnungen ebenso passen wie in große Häuser.',
    ),
    features: [
      names(
        'Delivered flat-packed with all tools included.',
        'Dostarczamy w płaskiej paczce z kompletem narzędzi.',
        'Wird flach verpackt mit allen nötigen Werkzeugen geliefert.',
      ),
      names('Wood from sustainably managed forests.', 'Drewno z lasów zarządzanych w sposób zrównoważony.', 'Holz aus nachhaltig bewirtschafteten Wäldern.'),
      names('Assembly takes about 20 minutes.', 'Montaż zajmuje około 20 minut.', 'Der Aufbau dauert etwa 20 Minuten.'),
    ],
  },
  {
    category: 'home/decoration',
    manufacturers: ['argile', 'oakhaven'],
    count: 8,
    related: 'home/furniture',
    adjectives: ['decorative', 'handmade', 'nordic', 'minimalist', 'modern', 'rustic'],
    nouns: [
      noun('vase', 'vase', 'wazon', 'm', 'Vase', 'f', [19, 79], [0.5, 1.8], { materials: ['ceramic', 'glass', 'stoneware'] }),
      noun('cushion', 'cushion cover', 'poszewka na poduszkę', 'f', 'Kissenbezug', 'm', [15, 39], [0.15, 0.3], {
        materials: ['linen', 'cotton', 'wool'],
        adjectives: ['cosy', 'decorative', 'nordic', 'minimalist', 'handmade'],
        variants: { parents: 1, axes: [colourAxis(['beige', 'green', 'pink', 'grey', 'yellow'], [3, 4])] },
      }),
      noun('candle-holder', 'candle holder', 'świecznik', 'm', 'Kerzenhalter', 'm', [12, 45], [0.3, 1], { materials: ['glass', 'ceramic', 'oak'] }),
      noun('throw', 'throw blanket', 'pled', 'm', 'Wohndecke', 'f', [39, 119], [0.8, 1.5], {
        materials: ['wool', 'cotton', 'merino'],
        adjectives: ['cosy', 'soft', 'warm', 'handmade', 'nordic'],
      }),
      noun('mirror', 'wall mirror', 'lustro ścienne', 'n', 'Wandspiegel', 'm', [49, 189], [2, 6], { materials: ['oak', 'rattan', 'aluminium'] }),
      noun('basket', 'storage basket', 'kosz do przechowywania', 'm', 'Aufbewahrungskorb', 'm', [19, 59], [0.4, 1.2], {
        materials: ['rattan', 'bamboo', 'cotton'],
      }),
    ],
    intro: names(
      'a small detail that makes a room feel warm and lived-in.',
      'drobny detal, dzięki któremu wnętrze staje się ciepłe i przytulne.',
      'ein kleines Detail, das einen Raum warm und wohnlich macht.',
    ),
    features: [
      names('Looks great on its own or grouped with others.', 'Świetnie wygląda samodzielnie i w grupie.', 'Wirkt allein ebenso schön wie in der Gruppe.'),
      names('A lovely housewarming gift.', 'Piękny prezent na parapetówkę.', 'Ein schönes Geschenk zum Einzug.'),
      names('Designed in our studio in Lisbon.', 'Projekt powstał w naszym studiu w Lizbonie.', 'Entworfen in unserem Studio in Lissabon.'),
    ],
  },
  {
    category: 'sports/running',
    manufacturers: ['stride'],
    count: 7,
    related: 'clothing/accessories',
    adjectives: ['lightweight', 'breathable', 'reflective', 'sporty', 'professional', 'ultralight'],
    nouns: [
      noun('running-shoes', 'running shoes', 'buty do biegania', 'pl', 'Laufschuhe', 'pl', [89, 169], [0.5, 0.7], {
        materials: ['polyester', 'nylon'],
        materialInName: false,
        variants: {
          parents: 2,
          axes: [
            colourAxis(['black', 'blue', 'orange', 'white', 'grey'], [2, 3]),
            { group: 'shoe-size', options: ['39', '40', '41', '42', '43', '44', '45', '46'], pick: [4, 5], consecutive: true },
          ],
          colourImages: true,
        },
      }),
      noun('running-shirt', 'running shirt', 'koszulka do biegania', 'f', 'Laufshirt', 'n', [25, 49], [0.1, 0.2], {
        materials: ['polyester', 'merino'],
        variants: { parents: 1, axes: [colourAxis(['orange', 'blue', 'black', 'yellow']), sizeAxis()] },
      }),
      noun('running-jacket', 'running jacket', 'kurtka do biegania', 'f', 'Laufjacke', 'f', [69, 149], [0.2, 0.35], { materials: ['polyester', 'nylon'] }),
      noun('running-tights', 'running tights', 'legginsy do biegania', 'pl', 'Lauftights', 'pl', [39, 79], [0.15, 0.25], {
        materials: ['polyester'],
        materialInName: false,
      }),
      noun('hydration-vest', 'hydration vest', 'kamizelka biegowa', 'f', 'Trinkweste', 'f', [59, 129], [0.2, 0.35], {
        materials: ['nylon', 'polyester'],
        materialInName: false,
      }),
    ],
    intro: names(
      'running gear tested on long runs, intervals and rainy mornings.',
      'sprzęt biegowy sprawdzony na długich wybieganiach, interwałach i w deszczowe poranki.',
      'Laufausrüstung, getestet auf langen Läufen, bei Intervallen und an verregneten Morgen.',
    ),
    features: [
      names(
        'Reflective details for early mornings and late evenings.',
        'Odblaskowe elementy na wczesne poranki i późne wieczory.',
        'Reflektierende Details für frühe Morgen und späte Abende.',
      ),
      names(
        'Dries quickly and wicks moisture away from the skin.',
        'Szybko schnie i odprowadza wilgoć od skóry.',
        'Trocknet schnell und leitet Feuchtigkeit von der Haut weg.',
      ),
      names(
        'Tested by our team over more than 1,000 kilometres.',
        'Nasz zespół testował ten model na dystansie ponad 1000 kilometrów.',
        'Von unserem Team auf über 1.000 Kilometern getestet.',
      ),
    ],
  },
  {
    category: 'sports/cycling',
    manufacturers: ['velocita'],
    count: 7,
    related: 'sports/running',
    adjectives: ['lightweight', 'professional', 'durable', 'aero', 'breathable', 'reflective'],
    nouns: [
      noun('jersey', 'cycling jersey', 'koszulka kolarska', 'f', 'Radtrikot', 'n', [49, 99], [0.12, 0.2], {
        materials: ['polyester', 'merino'],
        variants: { parents: 1, axes: [colourAxis(['red', 'blue', 'black', 'yellow', 'green']), sizeAxis()] },
      }),
      noun('helmet', 'bike helmet', 'kask rowerowy', 'm', 'Fahrradhelm', 'm', [59, 189], [0.25, 0.35], {
        adjectives: ['lightweight', 'professional', 'aero', 'reflective'],
        variants: {
          parents: 1,
          axes: [colourAxis(['white', 'black', 'red', 'blue']), { group: 'size', options: ['S', 'M', 'L'], pick: [3, 3], consecutive: true }],
        },
      }),
      noun('gloves', 'cycling gloves', 'rękawiczki rowerowe', 'pl', 'Radhandschuhe', 'pl', [19, 49], [0.05, 0.1], {
        materials: ['polyester', 'leather'],
        materialInName: false,
      }),
      noun('bottle', 'water bottle', 'bidon', 'm', 'Trinkflasche', 'f', [9, 29], [0.1, 0.3], {
        materials: ['steel', 'recycled'],
        adjectives: ['lightweight', 'professional', 'durable', 'compact'],
      }),
      noun('saddle-bag', 'saddle bag', 'torba podsiodłowa', 'f', 'Satteltasche', 'f', [19, 49], [0.1, 0.25], {
        materials: ['nylon', 'polyester'],
        adjectives: ['lightweight', 'waterproof', 'compact', 'durable'],
      }),
      noun('light-set', 'bike light set', 'zestaw lampek rowerowych', 'm', 'Fahrradbeleuchtungsset', 'n', [25, 79], [0.1, 0.25], {
        adjectives: ['professional', 'compact', 'durable', 'waterproof'],
      }),
    ],
    intro: names(
      'cycling kit for commutes, weekend loops and long summer tours.',
      'wyposażenie rowerowe na dojazdy do pracy, weekendowe pętle i długie letnie trasy.',
      'Radausrüstung für den Arbeitsweg, Wochenendrunden und lange Sommertouren.',
    ),
    features: [
      names(
        'Tested on cobbles, gravel and alpine passes.',
        'Testowaliśmy na bruku, szutrze i alpejskich przełęczach.',
        'Getestet auf Kopfsteinpflaster, Schotter und Alpenpässen.',
      ),
      names('Reflective details for better visibility.', 'Elementy odblaskowe dla lepszej widoczności.', 'Reflektierende Details für bessere Sichtbarkeit.'),
      names('Two-year warranty, spare parts available.', 'Dwa lata gwarancji, dostępne części zamienne.', 'Zwei Jahre Garantie, Ersatzteile erhältlich.'),
    ],
  },
  {
    category: 'sports/camping/tents',
    manufacturers: ['fjordline'],
    count: 6,
    related: 'sports/running',
    adjectives: ['ultralight', 'lightweight', 'durable', 'waterproof', 'compact', 'spacious'],
    nouns: [
      noun('dome-tent', 'dome tent', 'namiot kopułowy', 'm', 'Kuppelzelt', 'n', [129, 349], [2.2, 4.5], {
        materials: ['polyester', 'nylon'],
        materialInName: false,
        variants: { parents: 1, axes: [{ group: 'places', options: ['p2', 'p3', 'p4'], pick: [3, 3], consecutive: true, surcharge: 4000 }] },
      }),
      noun('tunnel-tent', 'tunnel tent', 'namiot tunelowy', 'm', 'Tunnelzelt', 'n', [179, 499], [3, 6], {
        materials: ['polyester'],
        materialInName: false,
        variants: {
          parents: 1,
          axes: [
            colourAxis(['green', 'orange', 'grey'], [2, 2]),
            { group: 'places', options: ['p2', 'p3', 'p4'], pick: [2, 3], consecutive: true, surcharge: 5000 },
          ],
        },
      }),
      noun('tarp', 'tarp', 'tarp', 'm', 'Tarp', 'n', [49, 129], [0.4, 0.9], { materials: ['nylon', 'polyester'], materialInName: false }),
      noun('footprint', 'tent footprint', 'podłoga do namiotu', 'f', 'Zeltunterlage', 'f', [29, 59], [0.3, 0.6], {
        materials: ['polyester'],
        materialInName: false,
      }),
      noun('trekking-tent', 'trekking tent', 'namiot trekkingowy', 'm', 'Trekkingzelt', 'n', [199, 549], [1.1, 2.2], {
        materials: ['nylon'],
        materialInName: false,
      }),
    ],
    intro: names(
      'shelter that pitches in minutes and stays dry when the weather turns.',
      'schronienie, które rozbijesz w kilka minut i które pozostanie suche, gdy pogoda się zmieni.',
      'ein Unterschlupf, der in Minuten steht und trocken bleibt, wenn das Wetter umschlägt.',
    ),
    features: [
      names(
        'Colour-coded poles make pitching easy, even in the dark.',
        'Oznaczone kolorami maszty ułatwiają rozbicie nawet po zmroku.',
        'Farbcodierte Stangen erleichtern den Aufbau, auch im Dunkeln.',
      ),
      names('Taped seams and a 5,000 mm hydrostatic head.', 'Klejone szwy i wodoodporność 5000 mm.', 'Verklebte Nähte und 5.000 mm Wassersäule.'),
      names(
        'Packs into a compact bag with compression straps.',
        'Mieści się w kompaktowym worku z pasami kompresyjnymi.',
        'Passt in einen kompakten Packsack mit Kompressionsriemen.',
      ),
    ],
  },
  {
    category: 'electronics/audio/headphones',
    manufacturers: ['sonora'],
    count: 7,
    related: 'electronics/audio/speakers',
    adjectives: ['wireless', 'compact', 'professional', 'lightweight'],
    nouns: [
      noun('over-ear', 'over-ear headphones', 'słuchawki nauszne', 'pl', 'Over-Ear-Kopfhörer', 'pl', [79, 349], [0.22, 0.32], {
        adjectives: ['wireless', 'foldable', 'professional', 'lightweight'],
        connectivity: ['bluetooth', 'wired'],
        variants: { parents: 1, axes: [colourAxis(['black', 'white', 'navy', 'beige'], [3, 4])] },
      }),
      noun('in-ear', 'in-ear headphones', 'słuchawki douszne', 'pl', 'In-Ear-Kopfhörer', 'pl', [39, 199], [0.04, 0.06], {
        adjectives: ['wireless', 'sporty', 'compact', 'lightweight'],
        connectivity: ['bluetooth', 'usbc'],
        variants: { parents: 1, axes: [colourAxis(['black', 'white', 'green', 'pink'], [3, 4])] },
      }),
      noun('on-ear', 'on-ear headphones', 'słuchawki nakładane', 'pl', 'On-Ear-Kopfhörer', 'pl', [49, 149], [0.15, 0.2], {
        adjectives: ['wireless', 'foldable', 'compact', 'lightweight'],
        connectivity: ['bluetooth', 'wired'],
      }),
      noun('headset', 'headset', 'zestaw słuchawkowy', 'm', 'Headset', 'n', [49, 179], [0.15, 0.3], {
        adjectives: ['wireless', 'professional', 'ergonomic', 'lightweight'],
        connectivity: ['usbc', 'bluetooth'],
      }),
    ],
    intro: names(
      'clear sound and a long battery life for commuting, work and travel.',
      'czysty dźwięk i długi czas pracy na baterii — w drodze, w pracy i w podróży.',
      'klarer Klang und lange Akkulaufzeit für Pendeln, Arbeit und Reisen.',
    ),
    features: [
      names(
        'Up to 40 hours of playback on a single charge.',
        'Do 40 godzin odtwarzania na jednym ładowaniu.',
        'Bis zu 40 Stunden Wiedergabe mit einer Akkuladung.',
      ),
      names(
        'Soft cushions for comfortable all-day wear.',
        'Miękkie poduszki zapewniają komfort przez cały dzień.',
        'Weiche Polster für angenehmen Tragekomfort den ganzen Tag.',
      ),
      names('Built-in microphone for calls.', 'Wbudowany mikrofon do rozmów.', 'Integriertes Mikrofon für Telefonate.'),
    ],
  },
  {
    category: 'electronics/audio/speakers',
    manufacturers: ['sonora'],
    count: 6,
    related: 'electronics/smart-home',
    adjectives: ['portable', 'compact', 'powerful', 'wireless'],
    nouns: [
      noun('speaker', 'speaker', 'głośnik', 'm', 'Lautsprecher', 'm', [49, 249], [0.5, 2], {
        adjectives: ['portable', 'waterproof', 'compact', 'powerful', 'smart'],
        connectivity: ['bluetooth', 'wifi'],
        variants: { parents: 1, axes: [colourAxis(['black', 'blue', 'red', 'green', 'grey'], [3, 4])] },
      }),
      noun('soundbar', 'soundbar', 'soundbar', 'm', 'Soundbar', 'f', [149, 499], [2.5, 5], {
        adjectives: ['compact', 'powerful', 'smart', 'wireless'],
        connectivity: ['bluetooth', 'wifi'],
      }),
      noun('bookshelf-speakers', 'bookshelf speakers', 'kolumny podstawkowe', 'pl', 'Regallautsprecher', 'pl', [199, 599], [6, 12], {
        adjectives: ['compact', 'powerful', 'wireless', 'classic'],
        connectivity: ['wired', 'bluetooth'],
      }),
      noun('radio', 'radio', 'radio', 'n', 'Radio', 'n', [49, 149], [0.8, 1.8], {
        adjectives: ['portable', 'compact', 'classic', 'smart'],
        connectivity: ['bluetooth', 'wifi'],
      }),
    ],
    intro: names(
      'room-filling sound with deep bass and simple controls.',
      'dźwięk wypełniający pomieszczenie, głęboki bas i proste sterowanie.',
      'raumfüllender Klang mit tiefem Bass und einfacher Bedienung.',
    ),
    features: [
      names('Pair two units for stereo sound.', 'Połącz dwa urządzenia, aby uzyskać dźwięk stereo.', 'Zwei Geräte lassen sich zu Stereo koppeln.'),
      names('Easy setup with the free app.', 'Łatwa konfiguracja w bezpłatnej aplikacji.', 'Einfache Einrichtung mit der kostenlosen App.'),
      names(
        'Tuned by our sound engineers in Berlin.',
        'Brzmienie dopracowali nasi inżynierowie dźwięku w Berlinie.',
        'Von unseren Toningenieuren in Berlin abgestimmt.',
      ),
    ],
  },
  {
    category: 'electronics/computers',
    manufacturers: ['quanta'],
    count: 7,
    related: 'electronics/audio/headphones',
    adjectives: ['compact', 'professional', 'ergonomic', 'wireless'],
    nouns: [
      noun('keyboard', 'keyboard', 'klawiatura', 'f', 'Tastatur', 'f', [39, 179], [0.5, 1.1], {
        adjectives: ['wireless', 'mechanical', 'ergonomic', 'compact'],
        connectivity: ['bluetooth', 'usbc'],
      }),
      noun('mouse', 'mouse', 'mysz', 'f', 'Maus', 'f', [19, 99], [0.08, 0.14], {
        adjectives: ['wireless', 'ergonomic', 'compact', 'professional'],
        connectivity: ['bluetooth', 'usbc'],
      }),
      noun('monitor', 'monitor', 'monitor', 'm', 'Monitor', 'm', [179, 649], [4, 8], {
        adjectives: ['professional', 'compact', 'large', 'ergonomic'],
        connectivity: ['usbc'],
      }),
      noun('laptop-stand', 'laptop stand', 'podstawka pod laptopa', 'f', 'Laptopständer', 'm', [29, 79], [0.8, 1.6], {
        materials: ['aluminium', 'bamboo'],
        adjectives: ['ergonomic', 'foldable', 'minimalist', 'compact'],
      }),
      noun('usb-hub', 'USB-C hub', 'hub USB-C', 'm', 'USB-C-Hub', 'm', [29, 89], [0.08, 0.15], {
        adjectives: ['compact', 'professional', 'portable'],
        connectivity: ['usbc'],
      }),
      noun('webcam', 'webcam', 'kamera internetowa', 'f', 'Webcam', 'f', [39, 149], [0.1, 0.2], {
        adjectives: ['compact', 'professional', 'portable'],
        connectivity: ['usbc'],
      }),
    ],
    intro: names(
      'accessories that make long hours at the desk more comfortable and productive.',
      'akcesoria, dzięki którym długie godziny przy biurku są wygodniejsze i bardziej produktywne.',
      'Zubehör, das lange Stunden am Schreibtisch bequemer und produktiver macht.',
    ),
    features: [
      names('Works with Windows, macOS and Linux.', 'Działa z systemami Windows, macOS i Linux.', 'Funktioniert mit Windows, macOS und Linux.'),
      names('Plug and play — no drivers needed.', 'Podłącz i używaj — bez instalowania sterowników.', 'Plug & Play – keine Treiber nötig.'),
      names('Two-year warranty.', 'Dwa lata gwarancji.', 'Zwei Jahre Garantie.'),
    ],
  },
  {
    category: 'electronics/smart-home',
    manufacturers: ['quanta'],
    count: 7,
    related: 'electronics/audio/speakers',
    adjectives: ['smart', 'compact', 'wireless', 'energySaving'],
    nouns: [
      noun('smart-plug', 'smart plug', 'inteligentne gniazdko', 'n', 'WLAN-Steckdose', 'f', [15, 35], [0.08, 0.15], {
        adjectives: ['compact', 'energySaving', 'modern'],
        connectivity: ['wifi', 'zigbee'],
      }),
      noun('led-bulb', 'LED bulb', 'żarówka LED', 'f', 'LED-Lampe', 'f', [12, 39], [0.05, 0.1], {
        adjectives: ['smart', 'dimmable', 'energySaving'],
        connectivity: ['wifi', 'zigbee', 'bluetooth'],
      }),
      noun('thermostat', 'thermostat', 'termostat', 'm', 'Thermostat', 'n', [49, 179], [0.2, 0.4], {
        adjectives: ['smart', 'wireless', 'energySaving'],
        connectivity: ['wifi', 'zigbee'],
      }),
      noun('motion-sensor', 'motion sensor', 'czujnik ruchu', 'm', 'Bewegungsmelder', 'm', [19, 49], [0.05, 0.1], {
        adjectives: ['wireless', 'compact', 'smart'],
        connectivity: ['zigbee', 'wifi'],
      }),
      noun('doorbell', 'video doorbell', 'wideodomofon', 'm', 'Video-Türklingel', 'f', [89, 229], [0.3, 0.5], {
        adjectives: ['smart', 'wireless', 'compact'],
        connectivity: ['wifi'],
      }),
    ],
    intro: names(
      'a smart helper that is set up in minutes and works with the popular voice assistants.',
      'inteligentny pomocnik, którego skonfigurujesz w kilka minut i który współpracuje z popularnymi asystentami głosowymi.',
      'ein smarter Helfer, der in Minuten eingerichtet ist und mit gängigen Sprachassistenten funktioniert.',
    ),
    features: [
      names(
        'Works with Alexa, Google Home and Apple Home.',
        'Współpracuje z Alexą, Google Home i Apple Home.',
        'Funktioniert mit Alexa, Google Home und Apple Home.',
      ),
      names('Schedules and scenes in the free app.', 'Harmonogramy i sceny w bezpłatnej aplikacji.', 'Zeitpläne und Szenen in der kostenlosen App.'),
      names('No hub required.', 'Nie wymaga centralki.', 'Keine Bridge erforderlich.'),
    ],
  },
];

export interface SpecialProduct {
  key: string;
  category: string;
  manufacturer: ManufacturerKey;
  name: PerLocale<string>;
  /** HTML */
  description: PerLocale<string>;
  /** gross EUR cents */
  price: number;
  list?: number;
  tax: 'standard' | 'reduced';
  digital?: boolean;
  unit?: { unit: UnitKey; purchase: number; reference: number };
  packUnit?: { singular: PerLocale<string>; plural: PerLocale<string> };
  purchase?: { min: number; step: number; max: number | null };
  tiers?: boolean;
  weight?: number;
}

const html = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const SPECIAL_PRODUCTS: readonly SpecialProduct[] = [
  {
    key: 'olive-oil',
    category: 'home/kitchen/cookware',
    manufacturer: 'ferro',
    tax: 'reduced',
    price: 1299,
    tiers: true,
    weight: 0.95,
    unit: { unit: 'litre', purchase: 0.5, reference: 1 },
    packUnit: { singular: names('Bottle', 'Butelka', 'Flasche'), plural: names('Bottles', 'Butelki', 'Flaschen') },
    name: names('Extra virgin olive oil, 0.5 l', 'Oliwa z oliwek extra virgin, 0,5 l', 'Natives Olivenöl extra, 0,5 l'),
    description: {
      'en-GB': html(
        '<strong>Cold-pressed olive oil</strong> from a single estate in Apulia, harvested early for a fresh, peppery taste.',
        'Perfect for salads, bread and finishing grilled vegetables.',
      ),
      'pl-PL': html(
        '<strong>Oliwa tłoczona na zimno</strong> z jednego gospodarstwa w Apulii, zbierana wcześnie dla świeżego, pieprznego smaku.',
        'Idealna do sałatek, pieczywa i grillowanych warzyw.',
      ),
      'de-DE': html(
        '<strong>Kaltgepresstes Olivenöl</strong> von einem einzigen Gut in Apulien, früh geerntet für einen frischen, pfeffrigen Geschmack.',
        'Ideal für Salate, Brot und gegrilltes Gemüse.',
      ),
    },
  },
  {
    key: 'cookbook',
    category: 'home/kitchen/cookware',
    manufacturer: 'pagewise',
    tax: 'reduced',
    price: 1499,
    list: 1999,
    digital: true,
    name: names(
      'Weeknight cooking: 60 recipes in 25 minutes (e-book)',
      'Szybka kuchnia: 60 przepisów w 25 minut (e-book)',
      'Feierabendküche: 60 Rezepte in 25 Minuten (E-Book)',
    ),
    description: {
      'en-GB': html(
        '<strong>Sixty recipes</strong> for busy evenings, each ready in under 25 minutes with ingredients from any supermarket.',
        'Delivered as EPUB and PDF; the download link is in your order confirmation.',
      ),
      'pl-PL': html(
        '<strong>Sześćdziesiąt przepisów</strong> na zabiegane wieczory — każdy gotowy w mniej niż 25 minut ze składników z każdego supermarketu.',
        'Format EPUB i PDF; link do pobrania znajdziesz w potwierdzeniu zamówienia.',
      ),
      'de-DE': html(
        '<strong>Sechzig Rezepte</strong> für volle Abende, jedes in unter 25 Minuten fertig, mit Zutaten aus jedem Supermarkt.',
        'Als EPUB und PDF; den Download-Link finden Sie in Ihrer Bestellbestätigung.',
      ),
    },
  },
  {
    key: 'energy-gel',
    category: 'sports/running',
    manufacturer: 'stride',
    tax: 'reduced',
    price: 899,
    tiers: true,
    weight: 0.26,
    unit: { unit: 'piece', purchase: 6, reference: 1 },
    purchase: { min: 2, step: 2, max: 20 },
    name: names('Energy gel, pack of 6', 'Żel energetyczny, 6 sztuk', 'Energiegel, 6er-Pack'),
    description: {
      'en-GB': html(
        '<strong>Fast carbohydrates</strong> for long runs and races: 25 g per gel, with sodium and a mild citrus flavour.',
        'Sold in pairs of packs; from ten packs the price per pack drops.',
      ),
      'pl-PL': html(
        '<strong>Szybkie węglowodany</strong> na długie biegi i zawody: 25 g w każdym żelu, z sodem i łagodnym cytrusowym smakiem.',
        'Sprzedawane po dwa opakowania; od dziesięciu opakowań cena za opakowanie spada.',
      ),
      'de-DE': html(
        '<strong>Schnelle Kohlenhydrate</strong> für lange Läufe und Wettkämpfe: 25 g pro Gel, mit Natrium und mildem Zitrusgeschmack.',
        'Verkauf in Doppelpacks; ab zehn Packungen sinkt der Preis pro Packung.',
      ),
    },
  },
  {
    key: 'drink-powder',
    category: 'sports/cycling',
    manufacturer: 'velocita',
    tax: 'reduced',
    price: 1699,
    list: 1999,
    tiers: true,
    weight: 0.55,
    unit: { unit: 'kilogram', purchase: 0.5, reference: 1 },
    name: names('Isotonic drink powder, lemon, 500 g', 'Napój izotoniczny w proszku, cytryna, 500 g', 'Isotonisches Getränkepulver Zitrone, 500 g'),
    description: {
      'en-GB': html('<strong>Electrolytes and carbohydrates</strong> for rides of two hours or more. One scoop per 500 ml bottle.', 'Contains 25 servings.'),
      'pl-PL': html(
        '<strong>Elektrolity i węglowodany</strong> na jazdy trwające dwie godziny i dłużej. Jedna miarka na bidon 500 ml.',
        'Opakowanie wystarcza na 25 porcji.',
      ),
      'de-DE': html(
        '<strong>Elektrolyte und Kohlenhydrate</strong> für Touren ab zwei Stunden. Ein Messlöffel pro 500-ml-Flasche.',
        'Reicht für 25 Portionen.',
      ),
    },
  },
  {
    key: 'training-plan',
    category: 'sports/cycling',
    manufacturer: 'pagewise',
    tax: 'reduced',
    price: 999,
    digital: true,
    name: names(
      'Cycling training plan: 12 weeks to your first 100 km (e-book)',
      'Plan treningowy dla kolarzy: 12 tygodni do pierwszych 100 km (e-book)',
      'Radtrainingsplan: In 12 Wochen zu den ersten 100 km (E-Book)',
    ),
    description: {
      'en-GB': html(
        '<strong>A week-by-week plan</strong> with endurance rides, intervals and rest days, written by a licensed coach.',
        'Includes nutrition tips and a printable log.',
      ),
      'pl-PL': html(
        '<strong>Plan tydzień po tygodniu</strong> z jazdami wytrzymałościowymi, interwałami i dniami odpoczynku, przygotowany przez licencjonowanego trenera.',
        'Zawiera wskazówki żywieniowe i dziennik do wydruku.',
      ),
      'de-DE': html(
        '<strong>Ein Plan Woche für Woche</strong> mit Grundlagenfahrten, Intervallen und Ruhetagen, geschrieben von einem lizenzierten Trainer.',
        'Mit Ernährungstipps und einem Trainingstagebuch zum Ausdrucken.',
      ),
    },
  },
  {
    key: 'photo-software',
    category: 'electronics/computers',
    manufacturer: 'quanta',
    tax: 'standard',
    price: 4999,
    list: 6999,
    digital: true,
    name: names('Photo editing software, 1-year licence', 'Program do edycji zdjęć, licencja roczna', 'Fotobearbeitungssoftware, Jahreslizenz'),
    description: {
      'en-GB': html(
        '<strong>Raw development, retouching and batch export</strong> for Windows and macOS, on up to two computers.',
        'The licence key arrives by e-mail within minutes of payment.',
      ),
      'pl-PL': html(
        '<strong>Wywoływanie plików RAW, retusz i eksport wsadowy</strong> dla systemów Windows i macOS, na maksymalnie dwóch komputerach.',
        'Klucz licencyjny otrzymasz e-mailem kilka minut po zapłacie.',
      ),
      'de-DE': html(
        '<strong>RAW-Entwicklung, Retusche und Stapelexport</strong> für Windows und macOS, auf bis zu zwei Computern.',
        'Der Lizenzschlüssel kommt wenige Minuten nach der Zahlung per E-Mail.',
      ),
    },
  },
  {
    key: 'backup-software',
    category: 'electronics/computers',
    manufacturer: 'quanta',
    tax: 'standard',
    price: 3999,
    digital: true,
    name: names('Backup software, lifetime licence', 'Program do kopii zapasowych, licencja dożywotnia', 'Backup-Software, unbefristete Lizenz'),
    description: {
      'en-GB': html(
        '<strong>Automatic, encrypted backups</strong> of your files to an external drive or network storage.',
        'One licence for one computer, including all updates of the current major version.',
      ),
      'pl-PL': html(
        '<strong>Automatyczne, szyfrowane kopie zapasowe</strong> plików na dysku zewnętrznym lub w pamięci sieciowej.',
        'Jedna licencja na jeden komputer, ze wszystkimi aktualizacjami bieżącej wersji głównej.',
      ),
      'de-DE': html(
        '<strong>Automatische, verschlüsselte Sicherungen</strong> Ihrer Dateien auf eine externe Festplatte oder einen Netzwerkspeicher.',
        'Eine Lizenz für einen Computer, inklusive aller Updates der aktuellen Hauptversion.',
      ),
    },
  },
];
