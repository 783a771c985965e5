// A small catalogue of its own for engine tests, in a category no demo product uses, so the
// assertions do not depend on the demo data.
import type { Queryable } from '../../src/db/database.ts';
import { idFor } from '../../src/domain/ids.ts';
import { forget } from '../../src/cache-store.ts';
import { refreshVariantOptions } from '../../src/domain/catalog/products/variant-options.ts';
import { CATEGORY_PAGE_ID } from '../../src/seed/content-data.ts';
import { CURRENCY_IDS, LANGUAGE_IDS, ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from '../../src/seed/demo-constants.ts';

export const T = {
  category: idFor('test:category'),
  child: idFor('test:category:child'),
  makerA: idFor('test:maker:a'),
  makerB: idFor('test:maker:b'),
  colour: idFor('test:group:colour'),
  size: idFor('test:group:size'),
  red: idFor('test:option:red'),
  blue: idFor('test:option:blue'),
  small: idFor('test:option:s'),
  medium: idFor('test:option:m'),
  cotton: idFor('test:option:cotton'),
  simple: idFor('test:product:simple'),
  parent: idFor('test:product:parent'),
  redSmall: idFor('test:product:red-s'),
  blueMedium: idFor('test:product:blue-m'),
  tiered: idFor('test:product:tiered'),
  searchOnly: idFor('test:product:search-only'),
  inactive: idFor('test:product:inactive'),
  approvedReview: idFor('test:review:approved'),
  pendingReview: idFor('test:review:pending'),
};

const tr = (en: string, pl = en, de = en) =>
  JSON.stringify({ [LANGUAGE_IDS['en-GB']]: { name: en }, [LANGUAGE_IDS['pl-PL']]: { name: pl }, [LANGUAGE_IDS['de-DE']]: { name: de } });
const eur = (gross: string, net: string, list?: [string, string]) => ({
  [CURRENCY_IDS.EUR]: { gross, net, linked: true, ...(list ? { listPrice: { gross: list[0], net: list[1] } } : {}) },
});

interface ProductFixture {
  id: string;
  number: string;
  name: [string, string, string];
  price: ReturnType<typeof eur>;
  cheapest: string;
  parent?: string;
  category?: string;
  manufacturer?: string;
  options?: string[];
  properties?: string[];
  stock?: number;
  closeout?: boolean;
  shippingFree?: boolean;
  visibility?: number;
  active?: boolean;
  tiers?: unknown[];
  rating?: number;
}

export async function insertCatalogueFixture(db: Queryable): Promise<void> {
  const [tax] = await db.query<{ id: string }>('SELECT id FROM tax WHERE tax_rate = 19');
  await db.query(
    `INSERT INTO category (id, parent_id, level, path, translations, cms_page_id) VALUES ($1, $2, 2, $3, $4::jsonb, $8), ($5, $1, 3, $6, $7::jsonb, $8)`,
    [
      T.category,
      ROOT_CATEGORY_ID,
      `|${ROOT_CATEGORY_ID}|`,
      tr('Test category'),
      T.child,
      `|${ROOT_CATEGORY_ID}|${T.category}|`,
      tr('Test child'),
      CATEGORY_PAGE_ID,
    ],
  );
  await db.query(`INSERT INTO product_manufacturer (id, translations) VALUES ($1, $2::jsonb), ($3, $4::jsonb)`, [
    T.makerA,
    tr('Acme'),
    T.makerB,
    tr('Borealis'),
  ]);
  await db.query(`INSERT INTO property_group (id, display_type, position, translations) VALUES ($1, 'color', 1, $2::jsonb), ($3, 'text', 2, $4::jsonb)`, [
    T.colour,
    tr('Colour', 'Kolor', 'Farbe'),
    T.size,
    tr('Size', 'Rozmiar', 'Größe'),
  ]);
  const options: Array<[string, string, string, number]> = [
    [T.red, T.colour, 'Red', 1],
    [T.blue, T.colour, 'Blue', 2],
    [T.small, T.size, 'S', 1],
    [T.medium, T.size, 'M', 2],
    [T.cotton, T.size, 'Cotton', 3],
  ];
  for (const [id, group, name, position] of options)
    await db.query('INSERT INTO property_group_option (id, group_id, position, translations) VALUES ($1, $2, $3, $4::jsonb)', [id, group, position, tr(name)]);

  const products: ProductFixture[] = [
    {
      id: T.simple,
      number: 'T-1',
      name: ['Zephyrwing cotton shirt', 'Koszula Zephyrwing', 'Zephyrwing Hemd'],
      price: eur('10.00', '8.40', ['12.50', '10.50']),
      cheapest: '10.00',
      category: T.child,
      manufacturer: T.makerA,
      properties: [T.cotton],
      shippingFree: true,
      stock: 20,
    },
    {
      id: T.parent,
      number: 'T-2',
      name: ['Zephyrwing hoodie', 'Bluza Zephyrwing', 'Zephyrwing Kapuzenpullover'],
      price: eur('20.00', '16.81'),
      cheapest: '20.00',
      category: T.category,
      manufacturer: T.makerB,
      stock: 0,
    },
    {
      id: T.redSmall,
      number: 'T-2.1',
      name: ['Zephyrwing hoodie', 'Bluza Zephyrwing', 'Zephyrwing Kapuzenpullover'],
      price: eur('20.00', '16.81'),
      cheapest: '20.00',
      parent: T.parent,
      options: [T.red, T.small],
      stock: 5,
    },
    {
      id: T.blueMedium,
      number: 'T-2.2',
      name: ['Zephyrwing hoodie', 'Bluza Zephyrwing', 'Zephyrwing Kapuzenpullover'],
      price: eur('25.00', '21.01'),
      cheapest: '25.00',
      parent: T.parent,
      options: [T.blue, T.medium],
      stock: 0,
      closeout: true,
    },
    {
      id: T.tiered,
      number: 'T-3',
      name: ['Quillfeather notebook', 'Notes Quillfeather', 'Quillfeather Notizbuch'],
      price: eur('50.00', '42.02'),
      cheapest: '40.00',
      category: T.category,
      manufacturer: T.makerA,
      stock: 100,
      rating: 4,
      tiers: [
        { quantityStart: 1, quantityEnd: 9, price: eur('50.00', '42.02') },
        { quantityStart: 10, quantityEnd: null, price: eur('40.00', '33.61') },
      ],
    },
    {
      id: T.searchOnly,
      number: 'T-4',
      name: ['Zephyrwing hidden gem', 'Ukryty Zephyrwing', 'Verstecktes Zephyrwing'],
      price: eur('5.00', '4.20'),
      cheapest: '5.00',
      category: T.category,
      visibility: 20,
      stock: 3,
    },
    {
      id: T.inactive,
      number: 'T-5',
      name: ['Zephyrwing retired', 'Wycofany Zephyrwing', 'Ausgemusterter Zephyrwing'],
      price: eur('7.00', '5.88'),
      cheapest: '7.00',
      category: T.category,
      active: false,
      stock: 3,
    },
  ];
  for (const p of products) {
    const category = p.category ?? (p.parent ? undefined : T.category);
    const tree = category === T.child ? [ROOT_CATEGORY_ID, T.category, T.child] : category ? [ROOT_CATEGORY_ID, T.category] : [];
    const searchText = `${p.name.join(' ')} ${p.number}`;
    await db.query(
      `INSERT INTO product (id, parent_id, product_number, active, visibility, manufacturer_id, tax_id, price, cheapest_price, tier_prices, stock, available_stock,
         is_closeout, shipping_free, option_ids, property_ids, category_ids, category_tree, rating_average, translations, search_document)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb, $11, $11, $12, $13, $14::text[], $15::text[], $16::text[], $17::text[], $18, $19::jsonb, to_tsvector('simple', $20))`,
      [
        p.id,
        p.parent ?? null,
        p.number,
        p.active ?? true,
        p.visibility ?? 30,
        p.manufacturer ?? null,
        tax?.id ?? null,
        JSON.stringify(p.price),
        p.cheapest,
        JSON.stringify(p.tiers ?? []),
        p.stock ?? 0,
        p.closeout ?? false,
        p.shippingFree ?? false,
        `{${(p.options ?? []).join(',')}}`,
        `{${(p.properties ?? []).join(',')}}`,
        `{${category ?? ''}}`,
        `{${tree.join(',')}}`,
        p.rating ?? null,
        tr(...p.name),
        searchText,
      ],
    );
  }
  for (const [index, option] of [T.red, T.blue, T.small, T.medium].entries()) {
    await db.query('INSERT INTO product_configurator_setting (id, product_id, option_id, position) VALUES ($1, $2, $3, $4)', [
      idFor(`test:setting:${option}`),
      T.parent,
      option,
      index,
    ]);
  }
  const review = (id: string, status: boolean, points: number) =>
    db.query(
      `INSERT INTO product_review (id, product_id, language_id, sales_channel_id, external_user, title, content, points, status) VALUES ($1, $2, $3, $4, 'Ada', 'Great notebook', 'The paper is thick and the binding survives a year in a bag.', $5, $6)`,
      [id, T.tiered, LANGUAGE_IDS['en-GB'], SALES_CHANNEL_ID, points, status],
    );
  await review(T.approvedReview, true, 4);
  await review(T.pendingReview, false, 2);
  await db.query(`INSERT INTO product_cross_selling (id, product_id, position, product_ids, translations) VALUES ($1, $2, 1, $3::text[], $4::jsonb)`, [
    idFor('test:cross-selling'),
    T.tiered,
    `{${T.simple},${T.inactive},${T.parent}}`,
    tr('Goes well with', 'Pasuje do', 'Passt zu'),
  ]);
  await db.query(
    `INSERT INTO seo_url (id, sales_channel_id, language_id, foreign_key, route_name, path_info, seo_path_info) VALUES ($1, $2, $3, $4, 'frontend.detail.page', $5, 'Zephyrwing-cotton-shirt/T-1')`,
    [idFor('test:seo:simple'), SALES_CHANNEL_ID, LANGUAGE_IDS['en-GB'], T.simple, `/detail/${T.simple}`],
  );
  await refreshVariantOptions(db);
  // Reference data changed under the engine's memo.
  await forget(db);
}
