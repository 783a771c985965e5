// Large catalogues for benchmarks: `node src/cli.ts generate --products 100000` adds N product rows
// (main products and variants) on top of the demo shop, spread over the leaf categories with
// seeded random names, properties, manufacturers, prices, flags and a few reviews, reusing a
// small pool of pictures. Rows go in with multi-row INSERTs, one transaction per batch.
import { createConnection } from 'node:net';
import type { EngineConfig } from '../../config.ts';
import { openDatabase, type Database, type Queryable } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { idFor } from '../../domain/ids.ts';
import { LANGUAGE_IDS, LOCALE_CODES, type LocaleCode } from '../demo-constants.ts';
import { seedDemoShop } from '../seed.ts';
import { DELIVERY_TIMES, TAXES } from '../system-data.ts';
import { names, perLocale, trFields, type PerLocale } from '../translations.ts';
import { CATALOGUE_ANCHOR, CATALOGUE_EPOCH, productId, type ProductRecord, type ReviewRecord, type SeoUrlRecord } from './builder.ts';
import { CATEGORY_SPECS, type CategorySpec, type NounSpec } from './category-specs.ts';
import { categoryIndex } from './categories.ts';
import { seededSalesChannelType, type SalesChannelType } from '../../domain/seo/route-names.ts';
import { CONFIGURATOR_SETTING_COLUMNS, productColumns, REVIEW_COLUMNS, seoUrlColumns } from './index.ts';
import { ensureImages, insertMediaRows } from './media.ts';
import { composeDescription, composeName } from './naming.ts';
import { buildPrice, buildTierPrices, charmPrice, cheapestPrice, type PriceSpec } from './pricing.ts';
import { createRandom } from './random.ts';
import { MANUFACTURERS, manufacturerId, optionId, optionSeed } from './reference-data.ts';
import { POINT_WEIGHTS, REVIEWERS, REVIEW_TEXTS } from './review-data.ts';
import { insertRows } from './sql-rows.ts';
import { productSeoPath, searchText } from './text.ts';
import { ADJECTIVES, COLOURS, MATERIALS, type AdjectiveKey, type ColourKey } from './vocabulary.ts';
import { nounArt } from '../art/catalogue-art.ts';
import { refreshVariantOptions } from '../../domain/catalog/products/variant-options.ts';

const GENERATED_PREFIX = 'AG';
const NUMBER_DIGITS = 7;
const DAY = 86_400_000;

/** Model names that make generated products tell apart (same in every language). */
const SERIES = [
  'Aurora',
  'Basalt',
  'Cirrus',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Riviera',
  'Summit',
  'Tundra',
  'Umbra',
  'Vista',
  'Willow',
  'Zephyr',
  'Alder',
  'Birch',
  'Cedar',
  'Dune',
];

interface GenerateOptions {
  /** product rows to add (variants count) */
  products: number;
  mediaDir: string;
  seed?: string;
  /** product rows per transaction */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

interface Batch {
  products: ProductRecord[];
  media: Array<{ id: string; productId: string; mediaId: string; position: number }>;
  settings: Array<{ id: string; productId: string; optionId: string; position: number }>;
  seo: SeoUrlRecord[];
  reviews: ReviewRecord[];
}

const emptyBatch = (): Batch => ({ products: [], media: [], settings: [], seo: [], reviews: [] });
const isoDay = (time: number) => new Date(Math.floor(time / DAY) * DAY + 9 * 3_600_000).toISOString();
const generatedNumber = (index: number) => `${GENERATED_PREFIX}${String(index).padStart(NUMBER_DIGITS, '0')}`;

async function nextIndex(db: Queryable): Promise<number> {
  const [row] = await db.query<{ product_number: string }>(
    `SELECT product_number FROM product WHERE parent_id IS NULL AND product_number ~ $1 ORDER BY product_number DESC LIMIT 1`,
    [`^${GENERATED_PREFIX}[0-9]{${NUMBER_DIGITS}}$`],
  );
  return row ? Number(row.product_number.slice(GENERATED_PREFIX.length)) + 1 : 1;
}

interface Context {
  specs: Array<{ spec: CategorySpec; tree: string[]; categoryId: string }>;
  /** one pooled picture per noun (the generated products share them) */
  imageIds: Map<string, string>;
  seed: string;
  taxStandard: (typeof TAXES)[number];
}

/** One main product (and maybe variants) for family number `index`, at most `room` rows. */
function family(context: Context, index: number, room: number, batch: Batch): number {
  const random = createRandom(`generated:${context.seed}:${index}`);
  const { spec, tree, categoryId } = random.pick(context.specs);
  const noun: NounSpec = random.pick(spec.nouns);
  const adjectiveKey: AdjectiveKey = random.pick(noun.adjectives ?? spec.adjectives);
  const materialKey = noun.materials?.length ? random.pick(noun.materials) : undefined;
  const material = materialKey ? MATERIALS[materialKey] : undefined;
  const series = `${random.pick(SERIES)} ${random.int(2, 99)}`;
  const base = composeName(noun, ADJECTIVES[adjectiveKey], material);
  const name = perLocale((code) => `${base[code]} ${series}`);
  const makerKey = random.pick(spec.manufacturers);
  const maker = MANUFACTURERS.find((item) => item.key === makerKey)!;
  const description = composeDescription({ name, category: spec, material, manufacturerName: maker.name, random, paragraphs: 2 });
  const number = generatedNumber(index);
  const id = productId(number);
  const tax = context.taxStandard;
  const gross = charmPrice(Math.round((noun.price[0] + random.next() * (noun.price[1] - noun.price[0])) * 100), random.int(0, 11));
  const priceSpec: PriceSpec = {
    gross,
    list: random.chance(0.2) ? charmPrice(Math.round(gross * 1.25), 1) : undefined,
    explicitCurrencies: random.chance(0.1),
  };
  const price = buildPrice(priceSpec, tax.rate);
  const tierPrices = random.chance(0.03) ? buildTierPrices(priceSpec, tax.rate) : [];
  const makeVariants = Boolean(noun.variants) && room >= 3 && random.chance(0.25);

  const propertyIds: string[] = [];
  if (materialKey) propertyIds.push(optionId('material', materialKey));
  if (noun.fit) propertyIds.push(optionId('fit', random.pick(['slim', 'regular', 'relaxed'])));
  if (noun.connectivity?.length) propertyIds.push(optionId('connectivity', random.pick(noun.connectivity)));
  if (!makeVariants)
    propertyIds.push(optionId('colour', random.pick(['black', 'white', 'grey', 'navy', 'blue', 'green', 'beige', 'red'] satisfies ColourKey[])));

  const release = CATALOGUE_EPOCH + random.int(0, Math.floor((CATALOGUE_ANCHOR - CATALOGUE_EPOCH) / DAY)) * DAY;
  const closeout = random.chance(0.03);
  const stock = closeout && random.chance(0.5) ? 0 : random.chance(0.04) ? random.int(1, 5) : random.int(6, 500);
  const coverId = context.imageIds.get(noun.key)!;
  const translations = trFields(perLocale((code) => ({ name: name[code], description: description[code] })));
  const common = {
    active: true,
    visibility: 30,
    manufacturerId: manufacturerId(makerKey),
    taxId: tax.id,
    unitId: null,
    purchaseUnit: null,
    referenceUnit: null,
    deliveryTimeId: random.chance(0.8) ? DELIVERY_TIMES[0]!.id : DELIVERY_TIMES[1]!.id,
    shippingFree: random.chance(0.08),
    isDownload: false,
    weight: Math.round((noun.weight[0] + random.next() * (noun.weight[1] - noun.weight[0])) * 100) / 100,
    releaseDate: isoDay(release),
    propertyIds,
    categoryIds: [categoryId],
    categoryTree: tree,
    translations,
    createdAt: isoDay(release - random.int(1, 30) * DAY),
    // generated products point at pooled pictures directly: coverKey holds the media id
    name,
    categoryKey: spec.category,
    coverKey: coverId,
  };
  const search = (productNumber: string) => searchText({ name, description, productNumber, manufacturerName: maker.name });

  const children: ProductRecord[] = [];
  if (makeVariants && noun.variants) {
    const axes = noun.variants.axes.map((axis) => {
      const count = Math.min(axis.options.length, random.int(axis.pick[0], axis.pick[1]));
      const start = axis.consecutive ? random.int(0, axis.options.length - count) : 0;
      const keys = axis.consecutive ? axis.options.slice(start, start + count) : random.sample(axis.options, count);
      return keys.map((key) => ({ group: axis.group, key }));
    });
    let combos: Array<Array<{ group: (typeof axes)[number][number]['group']; key: string }>> = [[]];
    for (const options of axes) combos = combos.flatMap((combo) => options.map((option) => [...combo, option]));
    combos = combos.slice(0, Math.min(room - 1, 6));
    const offered = [...new Map(combos.flat().map((option) => [optionId(option.group, option.key), option])).keys()];
    offered.forEach((option, position) => batch.settings.push({ id: idFor(`configurator:${id}:${option}`), productId: id, optionId: option, position }));
    combos.forEach((combo, position) => {
      const childNumber = `${number}.${position + 1}`;
      const childStock = random.int(0, 40);
      const optionNames = perLocale((code) => combo.map((option) => optionSeed(option.group, option.key).name[code]));
      children.push({
        ...common,
        id: productId(childNumber),
        parentId: id,
        productNumber: childNumber,
        price,
        cheapestPrice: cheapestPrice({ price, tierPrices: [] }),
        tierPrices: [],
        stock: childStock,
        availableStock: childStock,
        isCloseout: false,
        minPurchase: 1,
        purchaseSteps: 1,
        maxPurchase: null,
        markAsTopseller: false,
        ratingAverage: null,
        sales: random.int(0, 50),
        optionIds: combo.map((option) => optionId(option.group, option.key)),
        displayGroup: null,
        searchText: search(childNumber),
        optionNames,
      });
    });
  }

  const reviewCount = random.chance(0.04) ? random.int(1, 3) : 0;
  let points = 0;
  for (let review = 0; review < reviewCount; review++) {
    const code: LocaleCode = random.pick(LOCALE_CODES);
    const score = random.weighted(POINT_WEIGHTS);
    const text = random.pick(REVIEW_TEXTS[code][score]);
    points += score;
    batch.reviews.push({
      id: idFor(`review:${number}:${review}`),
      productId: id,
      languageId: LANGUAGE_IDS[code],
      externalUser: random.pick(REVIEWERS[code]),
      title: text.title,
      content: text.content,
      points: score,
      status: true,
      createdAt: isoDay(Math.min(release + random.int(3, 300) * DAY, CATALOGUE_ANCHOR)),
    });
  }

  const mainStock = children.length > 0 ? children.reduce((sum, child) => sum + child.stock, 0) : stock;
  const main: ProductRecord = {
    ...common,
    id,
    parentId: null,
    productNumber: number,
    price,
    cheapestPrice: cheapestPrice({ price, tierPrices }, children),
    tierPrices,
    stock: mainStock,
    availableStock: mainStock,
    isCloseout: closeout && children.length === 0,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    markAsTopseller: random.chance(0.02),
    ratingAverage: reviewCount > 0 ? (points / reviewCount).toFixed(2) : null,
    sales: random.int(0, 2000),
    optionIds: [],
    displayGroup: children.length > 0 ? 'parent' : null,
    searchText: search(number),
    optionNames: { 'en-GB': [], 'pl-PL': [], 'de-DE': [] },
  };
  batch.products.push(main, ...children);
  batch.media.push({ id: idFor(`product-media:${id}:${coverId}`), productId: id, mediaId: coverId, position: 0 });
  for (const record of [main, ...children]) {
    for (const code of LOCALE_CODES) {
      batch.seo.push({
        id: idFor(`seo:${record.id}:${LANGUAGE_IDS[code]}`),
        languageId: LANGUAGE_IDS[code],
        foreignKey: record.id,
        pathInfo: `/detail/${record.id}`,
        seoPathInfo: productSeoPath(name[code], record.productNumber, record.optionNames[code]),
      });
    }
  }
  return 1 + children.length;
}

async function writeBatch(db: Database, batch: Batch, salesChannelType: SalesChannelType): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'product',
      productColumns((key) => key),
      batch.products,
      { rowsPerStatement: 1000 },
    );
    await insertRows(
      tx,
      'product_media',
      [
        { name: 'id', value: (m) => m.id },
        { name: 'product_id', value: (m) => m.productId },
        { name: 'media_id', value: (m) => m.mediaId },
        { name: 'position', value: (m) => m.position },
      ],
      batch.media,
    );
    await insertRows(tx, 'product_configurator_setting', CONFIGURATOR_SETTING_COLUMNS, batch.settings);
    await insertRows(tx, 'seo_url', seoUrlColumns(salesChannelType), batch.seo);
    await insertRows(tx, 'product_review', REVIEW_COLUMNS, batch.reviews);
  });
}

/** Adds `options.products` product rows; returns the first and last generated main product numbers. */
async function generateLargeCatalogue(db: Database, options: GenerateOptions): Promise<{ inserted: number; first: string; last: string }> {
  const total = Math.max(0, Math.floor(options.products));
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const categories = categoryIndex();
  const specs = CATEGORY_SPECS.map((spec) => {
    const category = categories.get(spec.category);
    if (!category) throw new Error(`Unknown category ${spec.category}`);
    return { spec, tree: category.tree, categoryId: category.id };
  });
  const palette = Object.values(COLOURS).map((colour) => colour.hex);
  const needs = CATEGORY_SPECS.flatMap((spec) => spec.nouns).map((noun, index) => ({
    key: `generated:${noun.key}`,
    noun: noun.key,
    art: { kind: 'product' as const, type: nounArt(noun.key), colour: palette[index % palette.length]!, view: 'front' as const },
  }));
  const images = await ensureImages(options.mediaDir, needs);
  const alt: PerLocale<string> = names('Product picture', 'Zdjęcie produktu', 'Produktbild');
  await insertMediaRows(
    db,
    needs.map((need) => ({ image: images.get(need.key)!, alt })),
  );
  const context: Context = {
    specs,
    imageIds: new Map(needs.map((need) => [need.noun, images.get(need.key)!.id])),
    seed: options.seed ?? 'aisle',
    taxStandard: TAXES[0]!,
  };

  // The products' SEO URLs follow the family the shop was seeded with.
  const salesChannelType = await seededSalesChannelType(db);
  let index = await nextIndex(db);
  const first = generatedNumber(index);
  let inserted = 0;
  options.onProgress?.(0, total);
  while (inserted < total) {
    const batch = emptyBatch();
    while (batch.products.length < batchSize && inserted + batch.products.length < total) {
      family(context, index++, total - inserted - batch.products.length, batch);
    }
    await writeBatch(db, batch, salesChannelType);
    inserted += batch.products.length;
    options.onProgress?.(inserted, total);
  }
  if (inserted > 0) {
    await refreshVariantOptions(db);
    // PGlite never analyses on its own; product_listing's statistics choose how search groups its aggregations.
    await db.exec('ANALYZE product; ANALYZE product_listing; ANALYZE seo_url; ANALYZE product_media');
  }
  return { inserted, first, last: generatedNumber(index - 1) };
}

function progressBar(done: number, total: number, seconds: number, width = 30): string {
  const ratio = total === 0 ? 1 : done / total;
  const filled = Math.round(ratio * width);
  return `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ${done}/${total} products, ${seconds.toFixed(1)} s`;
}

/** Is something listening on the engine's port (a running engine holding the PGlite folder)? */
function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const GENERATE_USAGE = 'generate --products <count> [--seed <text>] [--batch <rows per transaction>] [--force]';

/** The `generate` CLI command. */
export async function runGenerate(config: EngineConfig, argv: readonly string[]): Promise<void> {
  const option = (name: string) => {
    const position = argv.indexOf(name);
    return position >= 0 ? argv[position + 1] : undefined;
  };
  const products = Number(option('--products') ?? '100000');
  const batchSize = Number(option('--batch') ?? '1000');
  if (!Number.isInteger(products) || products < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(`Usage: ${GENERATE_USAGE}`);
    process.exit(2);
  }
  if (config.databaseUrl === '' && !argv.includes('--force') && (await portInUse(config.port, config.host))) {
    console.error(`Something listens on port ${config.port}: stop the engine first (PGlite allows one process per data folder), or pass --force.`);
    process.exit(1);
  }
  const started = performance.now();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (await seedDemoShop(db, { mediaDir: config.mediaDir, storefrontUrl: config.storefrontUrl, salesChannelType: config.salesChannelType }))
      console.error('Seeded the demo shop.');
    const elapsed = () => (performance.now() - started) / 1000;
    const result = await generateLargeCatalogue(db, {
      products,
      batchSize,
      mediaDir: config.mediaDir,
      seed: option('--seed'),
      onProgress: (done, total) => process.stderr.write(progressBar(done, total, elapsed())),
    });
    process.stderr.write('\n');
    console.log(`Added ${result.inserted} products (${result.first} … ${result.last}) in ${elapsed().toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}
