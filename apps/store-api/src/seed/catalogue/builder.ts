// Builds the demo catalogue as plain rows (pure and deterministic: a seeded PRNG, fixed dates).
// Images are named by key here; seeding generates them and resolves the keys to media ids.
import { idFor } from '../../domain/ids.ts';
import type { PriceMap, TierPrice } from '../../domain/pricing/price-context.ts';
import type { Translations } from '../../domain/translation.ts';
import { LANGUAGE_IDS, LOCALE_CODES, type LocaleCode } from '../demo-constants.ts';
import { DELIVERY_TIMES, TAXES } from '../system-data.ts';
import { names, perLocale, tr, trFields, type PerLocale } from '../translations.ts';
import {
  CATEGORY_SPECS,
  SPECIAL_PRODUCTS,
  type CategorySpec,
  type NounSpec,
  type SpecialProduct,
  type VariantAxis,
  type VariantPlan,
} from './category-specs.ts';
import { categoryIndex, type CategoryInfo } from './categories.ts';
import { composeDescription, composeName, metaDescription } from './naming.ts';
import { buildPrice, buildTierPrices, charmPrice, cheapestPrice, parseCents, type PriceSpec } from './pricing.ts';
import { createRandom, type Random } from './random.ts';
import {
  MANUFACTURERS,
  PROPERTY_GROUPS,
  UNITS,
  groupId,
  manufacturerId,
  optionId,
  optionSeed,
  unitId,
  type GroupKey,
  type ManufacturerKey,
  type UnitKey,
} from './reference-data.ts';
import { POINT_WEIGHTS, REVIEWERS, REVIEW_TEXTS } from './review-data.ts';
import { productSeoPath, searchText, stripHtml } from './text.ts';
import { itemColour, pictureSet, productViews, type PictureSpec } from './pictures.ts';
import { nounArt, specialArt } from '../art/catalogue-art.ts';
import { ADJECTIVES, COLOURS, MATERIALS, type ColourKey, type MaterialKey } from './vocabulary.ts';

type ImageNeed = PictureSpec;

export interface ProductRecord {
  id: string;
  parentId: string | null;
  productNumber: string;
  active: boolean;
  visibility: number;
  manufacturerId: string | null;
  taxId: string;
  unitId: string | null;
  deliveryTimeId: string | null;
  price: PriceMap;
  cheapestPrice: string;
  tierPrices: TierPrice[];
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  shippingFree: boolean;
  markAsTopseller: boolean;
  isDownload: boolean;
  weight: number | null;
  releaseDate: string;
  ratingAverage: string | null;
  sales: number;
  /** image key of the cover (resolved to a media id when seeding) */
  coverKey: string | null;
  optionIds: string[];
  propertyIds: string[];
  categoryIds: string[];
  categoryTree: string[];
  displayGroup: string | null;
  translations: Translations;
  searchText: string;
  createdAt: string;
  /** not stored: names and option names per locale, for SEO paths and tests */
  name: PerLocale<string>;
  optionNames: PerLocale<string[]>;
  categoryKey: string;
}

interface ProductMediaRecord {
  id: string;
  productId: string;
  mediaKey: string;
  position: number;
}

interface ConfiguratorSettingRecord {
  id: string;
  productId: string;
  optionId: string;
  position: number;
}

interface CrossSellingRecord {
  id: string;
  productId: string;
  position: number;
  productIds: string[];
  translations: Translations;
}

export interface ReviewRecord {
  id: string;
  productId: string;
  languageId: string;
  externalUser: string;
  title: string;
  content: string;
  points: number;
  status: boolean;
  createdAt: string;
}

export interface SeoUrlRecord {
  id: string;
  languageId: string;
  foreignKey: string;
  pathInfo: string;
  seoPathInfo: string;
}

export interface Catalogue {
  units: Array<{ id: string; translations: Translations }>;
  manufacturers: Array<{ id: string; link: string; logoKey: string; translations: Translations }>;
  propertyGroups: Array<{ id: string; displayType: string; sortingType: string; position: number; translations: Translations }>;
  options: Array<{ id: string; groupId: string; position: number; colorHexCode: string | null; translations: Translations }>;
  products: ProductRecord[];
  productMedia: ProductMediaRecord[];
  configuratorSettings: ConfiguratorSettingRecord[];
  crossSellings: CrossSellingRecord[];
  reviews: ReviewRecord[];
  seoUrls: SeoUrlRecord[];
  images: ImageNeed[];
}

const DAY = 86_400_000;
/** Dates are fixed so the rows are the same on every run. */
export const CATALOGUE_EPOCH = Date.UTC(2024, 1, 1);
export const CATALOGUE_ANCHOR = Date.UTC(2026, 10, 1);
const isoDay = (time: number, hour = 9) => new Date(Math.floor(time / DAY) * DAY + hour * 3_600_000).toISOString();

const PRODUCT_NUMBER_PREFIX = 'AI';
const productNumber = (index: number) => `${PRODUCT_NUMBER_PREFIX}${10001 + index}`;
export const productId = (number: string) => idFor(`product:${number}`);

const TAX = { standard: TAXES[0]!, reduced: TAXES[1]! };
const makerName = (key: ManufacturerKey) => MANUFACTURERS.find((maker) => maker.key === key)?.name ?? key;

/** The ~quarter of clothing and home products without a variant get a colour property from these. */
const PROPERTY_COLOURS: readonly ColourKey[] = ['black', 'white', 'grey', 'navy', 'blue', 'green', 'beige', 'red'];
const COLOURED_CATEGORIES = /^(clothing|home\/decoration|home\/furniture|home\/kitchen\/tableware|sports\/running|sports\/cycling)/;

interface Draft {
  index: number;
  number: string;
  id: string;
  categoryKey: string;
  spec: CategorySpec | undefined;
  noun: NounSpec | undefined;
  special: SpecialProduct | undefined;
  name: PerLocale<string>;
  description: PerLocale<string>;
  meta: PerLocale<string> | undefined;
  manufacturer: ManufacturerKey;
  material: MaterialKey | undefined;
  tax: (typeof TAX)[keyof typeof TAX];
  gross: number;
  list: number | undefined;
  explicitCurrencies: boolean;
  weight: number | null;
  variants: VariantPlan | undefined;
  colourImages: boolean;
  /** the colour property of a product without colour variants */
  colour: ColourKey | undefined;
  propertyIds: string[];
  digital: boolean;
  active: boolean;
  visibility: number;
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  tiers: boolean;
  topseller: boolean;
  shippingFree: boolean;
  sales: number;
  releaseDate: number;
  createdAt: number;
  deliveryTimeId: string | null;
  unit: { unit: UnitKey; purchase: number; reference: number } | undefined;
  gallery: number;
}

function weightIn(random: Random, [min, max]: readonly [number, number]): number {
  return Math.round((min + random.next() * (max - min)) * 100) / 100;
}

function priceIn(random: Random, [min, max]: readonly [number, number]): number {
  return charmPrice(Math.round((min + random.next() * (max - min)) * 100), random.int(0, 11));
}

function baseDraft(index: number, categoryKey: string): Pick<Draft, 'index' | 'number' | 'id' | 'categoryKey'> {
  const number = productNumber(index);
  return { index, number, id: productId(number), categoryKey };
}

function regularDraft(index: number, spec: CategorySpec, noun: NounSpec, adjectiveKey: keyof typeof ADJECTIVES, isParent: boolean): Draft {
  const random = createRandom(`catalogue:product:${spec.category}:${noun.key}:${adjectiveKey}`);
  const material = noun.materials?.length ? random.pick(noun.materials) : undefined;
  const manufacturer = random.pick(spec.manufacturers);
  const name = composeName(noun, ADJECTIVES[adjectiveKey], material ? MATERIALS[material] : undefined);
  const description = composeDescription({
    name,
    category: spec,
    material: material ? MATERIALS[material] : undefined,
    manufacturerName: makerName(manufacturer),
    random,
  });
  const gross = priceIn(random, noun.price);
  const list = random.chance(0.25) ? charmPrice(Math.round(gross * (1.15 + random.next() * 0.25)), 1) : undefined;
  const propertyIds: string[] = [];
  if (material) propertyIds.push(optionId('material', material));
  if (noun.fit) propertyIds.push(optionId('fit', random.pick(['slim', 'regular', 'relaxed'])));
  if (noun.connectivity?.length) {
    const preferred = adjectiveKey === 'wireless' && noun.connectivity.includes('bluetooth') ? 'bluetooth' : random.pick(noun.connectivity);
    propertyIds.push(optionId('connectivity', preferred));
  }
  const colourAxis = isParent && noun.variants?.axes.some((axis) => axis.group === 'colour');
  const colour = !colourAxis && COLOURED_CATEGORIES.test(spec.category) ? random.pick(PROPERTY_COLOURS) : undefined;
  if (colour) propertyIds.push(optionId('colour', colour));
  const release = CATALOGUE_EPOCH + random.int(0, Math.floor((CATALOGUE_ANCHOR - CATALOGUE_EPOCH) / DAY) - 14) * DAY;
  return {
    ...baseDraft(index, spec.category),
    spec,
    noun,
    special: undefined,
    name,
    description,
    meta: metaDescription(name, spec),
    manufacturer,
    material,
    tax: TAX.standard,
    gross,
    list,
    explicitCurrencies: random.chance(0.2),
    weight: weightIn(random, noun.weight),
    variants: isParent ? noun.variants : undefined,
    colourImages: false,
    colour,
    propertyIds,
    digital: false,
    active: true,
    visibility: 30,
    stock: random.int(12, 240),
    isCloseout: false,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    tiers: false,
    topseller: false,
    shippingFree: false,
    sales: random.int(0, 600),
    releaseDate: release,
    createdAt: release - random.int(1, 30) * DAY,
    deliveryTimeId: random.chance(0.75) ? DELIVERY_TIMES[0]!.id : DELIVERY_TIMES[1]!.id,
    unit: undefined,
    gallery: 0,
  };
}

function specialDraft(index: number, special: SpecialProduct): Draft {
  const random = createRandom(`catalogue:special:${special.key}`);
  const spec = CATEGORY_SPECS.find((item) => item.category === special.category);
  const release = CATALOGUE_EPOCH + random.int(60, Math.floor((CATALOGUE_ANCHOR - CATALOGUE_EPOCH) / DAY) - 14) * DAY;
  const first = perLocale((code) => stripHtml(special.description[code].split('</p>')[0] ?? ''));
  return {
    ...baseDraft(index, special.category),
    spec,
    noun: undefined,
    special,
    name: special.name,
    description: special.description,
    meta: first,
    manufacturer: special.manufacturer,
    material: undefined,
    tax: TAX[special.tax],
    gross: special.price,
    list: special.list,
    explicitCurrencies: random.chance(0.5),
    weight: special.digital ? null : (special.weight ?? null),
    variants: undefined,
    colourImages: false,
    colour: undefined,
    propertyIds: [],
    digital: special.digital ?? false,
    active: true,
    visibility: 30,
    stock: special.digital ? 1000 : random.int(40, 400),
    isCloseout: false,
    minPurchase: special.purchase?.min ?? 1,
    purchaseSteps: special.purchase?.step ?? 1,
    maxPurchase: special.purchase?.max ?? null,
    tiers: special.tiers ?? false,
    topseller: false,
    shippingFree: special.digital ?? false,
    sales: random.int(50, 900),
    releaseDate: release,
    createdAt: release - random.int(1, 30) * DAY,
    deliveryTimeId: special.digital ? null : DELIVERY_TIMES[0]!.id,
    unit: special.unit,
    gallery: 0,
  };
}

/** The main (non-variant) products in catalogue order: per category, generated ones then specials. */
function mainDrafts(): Draft[] {
  const drafts: Draft[] = [];
  for (const spec of CATEGORY_SPECS) {
    const random = createRandom(`catalogue:category:${spec.category}`);
    const adjectivesByNoun = new Map(spec.nouns.map((noun) => [noun.key, random.shuffle(noun.adjectives ?? spec.adjectives)]));
    const madeByNoun = new Map<string, number>();
    for (let position = 0; position < spec.count; position++) {
      const noun = spec.nouns[position % spec.nouns.length]!;
      const made = madeByNoun.get(noun.key) ?? 0;
      const adjective = adjectivesByNoun.get(noun.key)?.[made];
      if (!adjective) throw new Error(`Not enough adjectives for ${spec.category} ${noun.key}`);
      madeByNoun.set(noun.key, made + 1);
      const draft = regularDraft(drafts.length, spec, noun, adjective, made < (noun.variants?.parents ?? 0));
      draft.colourImages = made === 0 && Boolean(noun.variants?.colourImages);
      drafts.push(draft);
    }
    for (const special of SPECIAL_PRODUCTS.filter((item) => item.category === spec.category)) drafts.push(specialDraft(drafts.length, special));
  }
  return drafts;
}

/** Flags spread over the simple products (no two exclusive flags on one product). */
function assignFlags(drafts: Draft[]): void {
  const random = createRandom('catalogue:flags');
  const simple = random.shuffle(drafts.filter((draft) => !draft.variants && !draft.special));
  let cursor = 0;
  const take = (count: number) => {
    const taken = simple.slice(cursor, cursor + count);
    cursor += count;
    return taken;
  };
  for (const draft of take(1)) draft.active = false;
  for (const draft of take(1)) draft.visibility = 10;
  for (const draft of take(2)) draft.visibility = 20;
  for (const draft of take(3)) Object.assign(draft, { isCloseout: true, stock: 0 });
  for (const draft of take(3)) Object.assign(draft, { isCloseout: true, stock: random.int(6, 18) });
  for (const draft of take(6)) draft.stock = random.int(1, 5);
  const [stepped, limited] = take(2);
  if (stepped) Object.assign(stepped, { minPurchase: 2, purchaseSteps: 2, maxPurchase: 20 });
  if (limited) Object.assign(limited, { maxPurchase: 5 });
  for (const draft of take(7)) draft.tiers = true;

  const listed = (draft: Draft) => draft.active && draft.visibility === 30 && !(draft.isCloseout && draft.stock === 0);
  const candidates = drafts.filter(listed);
  for (const draft of random.sample(candidates, 10)) {
    draft.topseller = true;
    draft.sales = random.int(900, 3200);
  }
  for (const draft of random.sample(
    candidates.filter((item) => !item.digital && !item.shippingFree),
    12,
  ))
    draft.shippingFree = true;
  // Furniture ships free above 400 EUR anyway.
  for (const draft of drafts) if (draft.categoryKey === 'home/furniture' && draft.gross >= 40000) draft.shippingFree = true;
  // Galleries (cover + one or two more pictures): every parent with colour pictures, then others.
  const withGallery = [
    ...drafts.filter((draft) => draft.colourImages),
    ...random.shuffle(candidates.filter((draft) => !draft.colourImages && !draft.digital)),
  ].slice(0, 22);
  for (const draft of withGallery) draft.gallery = draft.colourImages || random.chance(0.5) ? 2 : 1;
}

interface ChildPlan {
  options: Array<{ group: VariantAxis['group']; key: string; step: number }>;
}

function variantCombinations(random: Random, plan: VariantPlan): { offered: ChildPlan['options']; children: ChildPlan[] } {
  const perAxis = plan.axes.map((axis) => {
    const count = random.int(axis.pick[0], Math.min(axis.pick[1], axis.options.length));
    let keys: string[];
    if (axis.consecutive) {
      const start = random.int(0, axis.options.length - count);
      keys = axis.options.slice(start, start + count);
    } else {
      keys = random.sample(axis.options, count);
    }
    return keys.map((key, step) => ({ group: axis.group, key, step }));
  });
  let combos: ChildPlan['options'][] = [[]];
  for (const options of perAxis) combos = combos.flatMap((combo) => options.map((option) => [...combo, option]));
  // Leave one combination out now and then, so the configurator has options that lead nowhere.
  if (combos.length > 4 && random.chance(0.6)) combos.splice(random.int(1, combos.length - 1), 1);
  return { offered: perAxis.flat(), children: combos.map((options) => ({ options })) };
}

const optionName = (group: GroupKey, key: string) => optionSeed(group, key).name;

function axisSurcharge(plan: VariantPlan, option: ChildPlan['options'][number]): number {
  const axis = plan.axes.find((item) => item.group === option.group);
  if (option.group === 'size' && option.key === 'XXL') return 200;
  return (axis?.surcharge ?? 0) * option.step;
}

function productTranslations(draft: Pick<Draft, 'name' | 'description' | 'meta' | 'special'>): Translations {
  return trFields(
    perLocale((code) => ({
      name: draft.name[code],
      description: draft.description[code],
      metaDescription: draft.meta?.[code] ?? null,
      ...(draft.special?.packUnit ? { packUnit: draft.special.packUnit.singular[code], packUnitPlural: draft.special.packUnit.plural[code] } : {}),
    })),
  );
}

const emptyOptionNames = (): PerLocale<string[]> => ({ 'en-GB': [], 'pl-PL': [], 'de-DE': [] });

export function buildCatalogue(): Catalogue {
  const categories = categoryIndex();
  const categoryOf = (key: string): CategoryInfo => {
    const found = categories.get(key);
    if (!found) throw new Error(`Unknown category ${key}`);
    if (!found.leaf) throw new Error(`Products belong on leaf categories, ${key} is not one`);
    return found;
  };
  const drafts = mainDrafts();
  assignFlags(drafts);

  const products: ProductRecord[] = [];
  const children: ProductRecord[] = [];
  const productMedia: ProductMediaRecord[] = [];
  const configuratorSettings: ConfiguratorSettingRecord[] = [];
  const logoColours = ['#1d2b4f', '#3c8d5a', '#c0392b', '#6b6b2f', '#2f6db5', '#8a5a3b', '#e67e22', '#5b4a8a', '#1f1f1f', '#0f766e'];
  const images: ImageNeed[] = MANUFACTURERS.map((maker, index) => ({
    key: `manufacturer:${maker.key}`,
    alt: names(maker.name, maker.name, maker.name),
    art: { kind: 'logo', name: maker.name, colour: logoColours[index % logoColours.length]! },
  }));
  const addMedia = (productIdValue: string, mediaKey: string, position: number) =>
    productMedia.push({ id: idFor(`product-media:${productIdValue}:${mediaKey}`), productId: productIdValue, mediaKey, position });

  for (const draft of drafts) {
    const category = categoryOf(draft.categoryKey);
    // Variant combinations first: colour variants decide the pictures.
    const variantRandom = createRandom(`catalogue:variants:${draft.number}`);
    const combinations = draft.variants ? variantCombinations(variantRandom, draft.variants) : undefined;
    const colourKeys = [...new Set((combinations?.offered ?? []).filter((option) => option.group === 'colour').map((option) => option.key as ColourKey))];
    const type = draft.noun ? nounArt(draft.noun.key) : specialArt(draft.special?.key ?? '');
    const colourRandom = createRandom(`catalogue:picture-colour:${draft.number}`);
    const setFor = (colourKey: ColourKey | undefined) =>
      pictureSet({
        number: draft.number,
        name: draft.name,
        type,
        colourKey,
        colour: colourKey ? COLOURS[colourKey].hex : itemColour({ colour: draft.colour, material: draft.material, random: colourRandom }),
        views: productViews({ gallery: draft.gallery, colourSet: colourKey !== undefined, showcase: draft.colourImages }),
      });
    const sets = new Map(colourKeys.map((colourKey) => [colourKey, setFor(colourKey)]));
    const ownSet = colourKeys.length > 0 ? sets.get(colourKeys[0]!)! : setFor(undefined);
    for (const set of colourKeys.length > 0 ? sets.values() : [ownSet]) images.push(...set);
    for (const [position, picture] of ownSet.entries()) addMedia(draft.id, picture.key, position);
    const coverKey = ownSet[0]!.key;
    const priceSpec = (gross: number, list: number | undefined): PriceSpec => ({ gross, list, explicitCurrencies: draft.explicitCurrencies });
    const makerId = manufacturerId(draft.manufacturer);
    const common = {
      active: draft.active,
      visibility: draft.visibility,
      manufacturerId: makerId,
      taxId: draft.tax.id,
      unitId: draft.unit ? unitId(draft.unit.unit) : null,
      deliveryTimeId: draft.deliveryTimeId,
      purchaseUnit: draft.unit?.purchase ?? null,
      referenceUnit: draft.unit?.reference ?? null,
      shippingFree: draft.shippingFree,
      isDownload: draft.digital,
      weight: draft.weight,
      releaseDate: isoDay(draft.releaseDate),
      propertyIds: draft.propertyIds,
      categoryIds: [category.id],
      categoryTree: category.tree,
      translations: productTranslations(draft),
      createdAt: isoDay(draft.createdAt, 8),
      name: draft.name,
      categoryKey: draft.categoryKey,
    };
    const search = (number: string, extra: string[] = []) =>
      searchText({ name: draft.name, description: draft.description, productNumber: number, manufacturerName: makerName(draft.manufacturer), extra });

    let variantRecords: ProductRecord[] = [];
    let ownPrice = priceSpec(draft.gross, draft.list);
    if (draft.variants && combinations) {
      const plan = draft.variants;
      const random = variantRandom;
      const { offered, children: plans } = combinations;
      for (const [position, option] of offered.entries()) {
        const id = optionId(option.group, option.key);
        configuratorSettings.push({ id: idFor(`configurator:${draft.id}:${id}`), productId: draft.id, optionId: id, position });
      }
      const closeoutChild = random.chance(0.4) ? random.int(0, plans.length - 1) : -1;
      const lowChild = random.chance(0.35) ? random.int(0, plans.length - 1) : -1;
      variantRecords = plans.map((child, position) => {
        const number = `${draft.number}.${position + 1}`;
        const id = productId(number);
        const surcharge = child.options.reduce((sum, option) => sum + axisSurcharge(plan, option), 0);
        const price = buildPrice(priceSpec(draft.gross + surcharge, draft.list === undefined ? undefined : draft.list + surcharge), draft.tax.rate);
        const closeout = position === closeoutChild;
        const stock = closeout ? 0 : position === lowChild ? random.int(1, 4) : random.int(3, 60);
        const optionNames = perLocale((code) => child.options.map((option) => optionName(option.group, option.key)[code]));
        // A colour variant shows its own colour: its own cover and gallery.
        const colour = child.options.find((option) => option.group === 'colour');
        const ownPictures = colour ? sets.get(colour.key as ColourKey) : undefined;
        for (const [index, picture] of (ownPictures ?? []).entries()) addMedia(id, picture.key, index);
        const coverKeyForChild = ownPictures?.[0]?.key ?? coverKey;
        return {
          ...common,
          id,
          parentId: draft.id,
          productNumber: number,
          price,
          cheapestPrice: cheapestPrice({ price, tierPrices: [] }),
          tierPrices: [],
          stock,
          availableStock: stock,
          isCloseout: closeout,
          minPurchase: 1,
          purchaseSteps: 1,
          maxPurchase: null,
          markAsTopseller: false,
          ratingAverage: null,
          sales: random.int(0, 120),
          coverKey: coverKeyForChild,
          optionIds: child.options.map((option) => optionId(option.group, option.key)),
          displayGroup: null,
          searchText: search(
            number,
            LOCALE_CODES.flatMap((code) => optionNames[code]),
          ),
          optionNames,
        };
      });
      const cheapestChild = variantRecords.reduce((best, record) => (Number(record.cheapestPrice) < Number(best.cheapestPrice) ? record : best));
      const base = parseCents(cheapestChild.cheapestPrice);
      ownPrice = priceSpec(base, draft.list === undefined ? undefined : draft.list + (base - draft.gross));
    }
    const price = buildPrice(ownPrice, draft.tax.rate);
    const tierPrices = draft.tiers ? buildTierPrices(ownPrice, draft.tax.rate) : [];
    const stock = draft.variants ? variantRecords.reduce((sum, record) => sum + record.stock, 0) : draft.stock;
    products.push({
      ...common,
      id: draft.id,
      parentId: null,
      productNumber: draft.number,
      price,
      cheapestPrice: cheapestPrice({ price, tierPrices }, variantRecords),
      tierPrices,
      stock,
      availableStock: stock,
      isCloseout: draft.isCloseout,
      minPurchase: draft.minPurchase,
      purchaseSteps: draft.purchaseSteps,
      maxPurchase: draft.maxPurchase,
      markAsTopseller: draft.topseller,
      ratingAverage: null,
      sales: draft.sales,
      coverKey,
      optionIds: [],
      displayGroup: draft.variants ? 'parent' : null,
      searchText: search(draft.number),
      optionNames: emptyOptionNames(),
    });
    children.push(...variantRecords);
  }

  const visibleMain = products.filter((product) => product.active && product.visibility === 30);
  const reviews = buildReviews(products, visibleMain);
  const crossSellings = buildCrossSellings(visibleMain);
  const all = [...products, ...children];
  const seoUrls: SeoUrlRecord[] = all
    .filter((product) => product.active)
    .flatMap((product) =>
      LOCALE_CODES.map((code) => ({
        id: idFor(`seo:${product.id}:${LANGUAGE_IDS[code]}`),
        languageId: LANGUAGE_IDS[code],
        foreignKey: product.id,
        pathInfo: `/detail/${product.id}`,
        seoPathInfo: productSeoPath(product.name[code], product.productNumber, product.optionNames[code]),
      })),
    );

  return {
    units: Object.entries(UNITS).map(([key, unit]) => ({
      id: unitId(key as UnitKey),
      translations: trFields(perLocale((code) => ({ name: unit.name[code], shortCode: unit.shortCode[code] }))),
    })),
    manufacturers: MANUFACTURERS.map((maker) => ({
      id: manufacturerId(maker.key),
      link: maker.link,
      logoKey: `manufacturer:${maker.key}`,
      translations: trFields(perLocale((code) => ({ name: maker.name, description: maker.description[code] }))),
    })),
    propertyGroups: PROPERTY_GROUPS.map((group, index) => ({
      id: groupId(group.key),
      displayType: group.displayType,
      sortingType: group.sortingType,
      position: index + 1,
      translations: trFields(perLocale((code) => ({ name: group.name[code], description: group.description[code] }))),
    })),
    options: PROPERTY_GROUPS.flatMap((group) =>
      group.options.map((option, index) => ({
        id: optionId(group.key, option.key),
        groupId: groupId(group.key),
        position: index + 1,
        colorHexCode: option.hex ?? null,
        translations: tr('name', option.name),
      })),
    ),
    products: all,
    productMedia,
    configuratorSettings,
    crossSellings,
    reviews,
    seoUrls,
    images,
  };
}

/** 60+ reviews over 30+ visible products, a few not yet approved; sets rating_average from the approved ones. */
function buildReviews(products: ProductRecord[], visible: ProductRecord[]): ReviewRecord[] {
  const random = createRandom('catalogue:reviews');
  const showcase = visible.find((product) => product.displayGroup === 'parent');
  const reviewed = [
    ...(showcase ? [showcase] : []),
    ...random.sample(
      visible.filter((product) => product !== showcase && !product.isDownload),
      35,
    ),
  ];
  const reviews: ReviewRecord[] = [];
  for (const product of reviewed) {
    const count = product === showcase ? 5 : random.int(1, 3);
    for (let index = 0; index < count; index++) {
      const code: LocaleCode = random.weighted([
        ['en-GB', 5],
        ['de-DE', 3],
        ['pl-PL', 3],
      ] as const);
      const points = random.weighted(POINT_WEIGHTS);
      const text = random.pick(REVIEW_TEXTS[code][points]);
      const created = Math.min(Date.parse(product.releaseDate) + random.int(3, 400) * DAY, CATALOGUE_ANCHOR - random.int(1, 20) * DAY);
      reviews.push({
        id: idFor(`review:${product.productNumber}:${index}`),
        productId: product.id,
        languageId: LANGUAGE_IDS[code],
        externalUser: random.pick(REVIEWERS[code]),
        title: text.title,
        content: text.content,
        points,
        status: true,
        createdAt: isoDay(created, 10 + index),
      });
    }
  }
  // A handful wait for moderation (never the showcase's, so the home page shows a rating).
  for (const review of random.sample(
    reviews.filter((item) => item.productId !== showcase?.id),
    5,
  ))
    review.status = false;
  for (const product of products) {
    const approved = reviews.filter((review) => review.productId === product.id && review.status);
    if (approved.length > 0) product.ratingAverage = (approved.reduce((sum, review) => sum + review.points, 0) / approved.length).toFixed(2);
  }
  return reviews;
}

const SIMILAR = names('Similar products', 'Podobne produkty', 'Ähnliche Produkte');
const GOES_WITH = names('Goes well with', 'Pasuje do tego', 'Passt gut dazu');

function buildCrossSellings(visible: ProductRecord[]): CrossSellingRecord[] {
  const random = createRandom('catalogue:cross-selling');
  const showcase = visible.find((product) => product.displayGroup === 'parent');
  const owners = [
    ...(showcase ? [showcase] : []),
    ...random.sample(
      visible.filter((product) => product !== showcase),
      17,
    ),
  ];
  const records: CrossSellingRecord[] = [];
  for (const [index, owner] of owners.entries()) {
    const similar = random.sample(
      visible.filter((product) => product.categoryKey === owner.categoryKey && product.id !== owner.id),
      8,
    );
    if (similar.length > 0) {
      records.push({
        id: idFor(`cross-selling:${owner.id}:similar`),
        productId: owner.id,
        position: 1,
        productIds: similar.map((product) => product.id),
        translations: tr('name', SIMILAR),
      });
    }
    const related = CATEGORY_SPECS.find((spec) => spec.category === owner.categoryKey)?.related;
    if (index < 8 && related) {
      const matches = random.sample(
        visible.filter((product) => product.categoryKey === related),
        6,
      );
      if (matches.length > 0) {
        records.push({
          id: idFor(`cross-selling:${owner.id}:goes-with`),
          productId: owner.id,
          position: 2,
          productIds: matches.map((product) => product.id),
          translations: tr('name', GOES_WITH),
        });
      }
    }
  }
  return records;
}
