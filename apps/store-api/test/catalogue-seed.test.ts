// The seeded demo catalogue, checked with SQL against what the demo shop's pages and the product API rely on:
// counts per flag, category trees, variants and configurators, prices, media, reviews and
// ratings, cross-sellings, SEO URLs, full-text search, translations; plus a few API smoke calls.
import { describe, expect, it } from 'vitest';
import type { SqlValue } from '../src/db/database.ts';
import { idFor } from '../src/domain/ids.ts';
import type { PriceMap, TierPrice } from '../src/domain/pricing/price-context.ts';
import type { Translations } from '../src/domain/translation.ts';
import { CURRENCY_IDS, LANGUAGE_IDS, ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from '../src/seed/demo-constants.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine();

const rows = <Row extends object>(sql: string, params: SqlValue[] = []) => engine.db.query<Row>(sql, params);
const count = async (sql: string, params: SqlValue[] = []) => Number((await rows<{ n: string | number }>(sql, params))[0]?.n ?? 0);
const LANGUAGES = Object.values(LANGUAGE_IDS);
// Only the demo catalogue (other test files add fixtures of their own to their own databases).
const DEMO = `p.product_number LIKE 'AI%'`;

interface Product {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: boolean;
  visibility: number;
  price: PriceMap;
  tier_prices: TierPrice[];
  cheapest_price: string;
  tax_rate: string;
  stock: number;
  available_stock: number;
  option_ids: string[];
  translations: Translations;
}

const products = () => rows<Product>(`SELECT p.*, t.tax_rate FROM product p JOIN tax t ON t.id = p.tax_id WHERE ${DEMO} ORDER BY p.product_number`);

describe('demo catalogue size', () => {
  it('has 150+ products with 20+ variant parents, 8+ manufacturers, 3+ property groups and units', async () => {
    expect(await count(`SELECT count(*) AS n FROM product p WHERE ${DEMO}`)).toBeGreaterThanOrEqual(150);
    expect(await count(`SELECT count(DISTINCT parent_id) AS n FROM product p WHERE ${DEMO} AND parent_id IS NOT NULL`)).toBeGreaterThanOrEqual(20);
    expect(
      await count('SELECT count(*) AS n FROM product_manufacturer m JOIN media ON media.id = m.media_id WHERE m.link LIKE $1', ['https://%']),
    ).toBeGreaterThanOrEqual(8);
    expect(await count('SELECT count(*) AS n FROM property_group')).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `SELECT count(*) AS n FROM property_group_option o JOIN property_group g ON g.id = o.group_id WHERE g.display_type = 'color' AND o.color_hex_code ~ '^#[0-9a-f]{6}$'`,
      ),
    ).toBeGreaterThanOrEqual(6);
    const units = await rows<{ translations: Translations }>('SELECT translations FROM unit');
    expect(units.length).toBeGreaterThanOrEqual(3);
    for (const unit of units) for (const language of LANGUAGES) expect(unit.translations[language]?.shortCode).toBeTruthy();
  });

  it('translates every product, manufacturer, group and option into all three languages', async () => {
    for (const product of await products()) {
      for (const language of LANGUAGES) {
        expect(String(product.translations[language]?.name ?? ''), product.product_number).not.toBe('');
        expect(String(product.translations[language]?.description ?? '')).toMatch(/^<p>/);
      }
    }
    for (const table of ['product_manufacturer', 'property_group', 'property_group_option']) {
      for (const row of await rows<{ translations: Translations }>(`SELECT translations FROM ${table}`)) {
        for (const language of LANGUAGES) expect(row.translations[language]?.name, table).toBeTruthy();
      }
    }
    const names = await rows<{ name: string }>(`SELECT DISTINCT translations->$1->>'name' AS name FROM product p WHERE ${DEMO} AND parent_id IS NULL`, [
      LANGUAGE_IDS['de-DE'],
    ]);
    expect(names.length).toBeGreaterThanOrEqual(120);
  });
});

describe('categories', () => {
  it('puts every main product on a leaf category with the full ancestor chain in category_tree', async () => {
    const wrong = await rows<{ product_number: string }>(
      `SELECT p.product_number FROM product p JOIN category c ON c.id = p.category_ids[1]
        WHERE ${DEMO} AND (cardinality(p.category_ids) <> 1
          OR EXISTS (SELECT 1 FROM category child WHERE child.parent_id = c.id)
          OR p.category_tree <> (string_to_array(trim(both '|' from c.path), '|') || c.id))`,
    );
    expect(wrong).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM product p WHERE ${DEMO} AND NOT ($1 = ANY(p.category_tree))`, [ROOT_CATEGORY_ID])).toBe(0);
    expect(await count(`SELECT count(DISTINCT p.category_ids[1]) AS n FROM product p WHERE ${DEMO}`)).toBeGreaterThanOrEqual(12);
    const levels = await count(
      `SELECT count(DISTINCT c.level) AS n FROM category c WHERE c.id IN (SELECT unnest(category_tree) FROM product p WHERE ${DEMO}) AND c.id <> $1`,
      [ROOT_CATEGORY_ID],
    );
    expect(levels).toBeGreaterThanOrEqual(3);
  });
});

describe('variants', () => {
  it('stores parents without options and children with options the parent configurator offers', async () => {
    const parents = await rows<{ id: string; option_ids: string[]; display_group: string | null; settings: string[] }>(
      `SELECT p.id, p.option_ids, p.display_group, array(SELECT s.option_id FROM product_configurator_setting s WHERE s.product_id = p.id) AS settings
         FROM product p WHERE ${DEMO} AND EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id)`,
    );
    expect(parents.length).toBeGreaterThanOrEqual(20);
    const children = await rows<{ parent_id: string; product_number: string; parent_number: string; option_ids: string[]; groups: number }>(
      `SELECT v.parent_id, v.product_number, p.product_number AS parent_number, v.option_ids,
              (SELECT count(DISTINCT o.group_id) FROM property_group_option o WHERE o.id = ANY(v.option_ids))::int AS groups
         FROM product v JOIN product p ON p.id = v.parent_id WHERE v.product_number LIKE 'AI%'`,
    );
    for (const parent of parents) {
      expect(parent.option_ids).toEqual([]);
      expect(parent.display_group).toBeTruthy();
      const own = children.filter((child) => child.parent_id === parent.id);
      const offered = new Set(parent.settings);
      expect(new Set(own.flatMap((child) => child.option_ids))).toEqual(offered);
      expect(new Set(own.map((child) => [...child.option_ids].sort().join())).size).toBe(own.length);
    }
    for (const child of children) {
      expect(child.option_ids.length).toBeGreaterThan(0);
      expect(child.groups).toBe(child.option_ids.length);
      expect(child.product_number).toMatch(new RegExp(`^${child.parent_number}\\.\\d+$`));
    }
  });
});

const twoDecimals = /^\d+\.\d{2}$/;

describe('prices', () => {
  it('always has EUR, amounts with two decimals and net = gross / (1 + tax rate)', async () => {
    let explicit = 0;
    for (const product of await products()) {
      expect(product.price[CURRENCY_IDS.EUR]?.linked, product.product_number).toBe(true);
      const rate = Number(product.tax_rate);
      const entries = [product.price, ...product.tier_prices.map((tier) => tier.price)].flatMap((price) => Object.values(price));
      for (const entry of entries) {
        for (const amount of [entry, ...(entry?.listPrice ? [entry.listPrice] : [])]) {
          expect(amount?.gross).toMatch(twoDecimals);
          expect(amount?.net).toMatch(twoDecimals);
          expect(Math.abs(Number(amount?.net) * (1 + rate / 100) - Number(amount?.gross))).toBeLessThanOrEqual(0.005 * (1 + rate / 100) + 1e-9);
        }
      }
      if (product.price[CURRENCY_IDS.PLN]) {
        explicit++;
        expect(product.price[CURRENCY_IDS.PLN]?.linked).toBe(false);
        expect(product.price[CURRENCY_IDS.GBP]?.linked).toBe(false);
      }
    }
    expect(explicit).toBeGreaterThanOrEqual(10);
  });

  it('sets cheapest_price to the lowest EUR gross over own price, tiers and variants', async () => {
    const all = await products();
    const eur = (price: PriceMap) => Number(price[CURRENCY_IDS.EUR]?.gross);
    const lowest = (product: Product) => Math.min(eur(product.price), ...product.tier_prices.map((tier) => eur(tier.price)));
    for (const product of all) {
      const variants = all.filter((candidate) => candidate.parent_id === product.id);
      const expected = Math.min(lowest(product), ...variants.map(lowest));
      expect(Number(product.cheapest_price), product.product_number).toBeCloseTo(expected, 4);
    }
  });

  it('gives ~10 products consecutive tier prices ending in an open tier', async () => {
    const tiered = (await products()).filter((product) => product.tier_prices.length > 0);
    expect(tiered.length).toBeGreaterThanOrEqual(8);
    for (const product of tiered) {
      const tiers = [...product.tier_prices].sort((a, b) => a.quantityStart - b.quantityStart);
      expect(tiers[0]?.quantityStart).toBe(1);
      for (let index = 1; index < tiers.length; index++) expect(tiers[index]?.quantityStart).toBe((tiers[index - 1]?.quantityEnd ?? 0) + 1);
      expect(tiers[tiers.length - 1]?.quantityEnd).toBeNull();
    }
  });
});

describe('flags', () => {
  it('mixes shipping-free, low-stock, closeout, purchase-rule, topseller, digital and visibility cases', async () => {
    const main = `${DEMO} AND p.parent_id IS NULL`;
    const at = (condition: string) => count(`SELECT count(*) AS n FROM product p WHERE ${main} AND ${condition}`);
    expect(await at('p.shipping_free AND NOT p.is_download')).toBeGreaterThanOrEqual(10);
    expect(await at('p.stock BETWEEN 1 AND 5')).toBeGreaterThanOrEqual(5);
    expect(await at('p.is_closeout AND p.stock = 0')).toBeGreaterThanOrEqual(3);
    expect(await at('p.is_closeout AND p.stock > 0')).toBeGreaterThanOrEqual(1);
    expect(await at('p.min_purchase = 2 AND p.purchase_steps = 2 AND p.max_purchase = 20')).toBeGreaterThanOrEqual(1);
    expect(await at('p.max_purchase IS NOT NULL')).toBeGreaterThanOrEqual(2);
    expect(await at('p.mark_as_topseller')).toBeGreaterThanOrEqual(8);
    expect(await at('p.is_download AND p.shipping_free')).toBeGreaterThanOrEqual(3);
    expect(await at('p.is_download AND NOT p.shipping_free')).toBe(0);
    expect(await at('p.purchase_unit IS NOT NULL AND p.reference_unit IS NOT NULL AND p.unit_id IS NOT NULL')).toBeGreaterThanOrEqual(2);
    expect(await at('p.visibility = 20')).toBeGreaterThanOrEqual(2);
    expect(await at('p.visibility = 10')).toBeGreaterThanOrEqual(1);
    expect(await at('NOT p.active')).toBe(1);
    expect(await at('p.release_date IS NOT NULL AND p.weight IS NULL AND NOT p.is_download')).toBe(0);
    expect(await at('p.delivery_time_id IS NULL AND NOT p.is_download')).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM product p JOIN tax t ON t.id = p.tax_id WHERE ${main} AND t.tax_rate = 7`)).toBeGreaterThanOrEqual(3);
    expect(await count(`SELECT count(*) AS n FROM product p WHERE ${DEMO} AND p.available_stock <> p.stock`)).toBe(0);
    expect(await count(`SELECT count(DISTINCT p.created_at::date) AS n FROM product p WHERE ${main}`)).toBeGreaterThan(50);
    expect(await count(`SELECT count(DISTINCT p.sales) AS n FROM product p WHERE ${main}`)).toBeGreaterThan(50);
  });
});

describe('media', () => {
  it('gives every product a cover that is one of its (or its parent’s) product media, and ~20 products a gallery', async () => {
    const orphanCovers = await rows<{ product_number: string }>(
      `SELECT p.product_number FROM product p WHERE ${DEMO} AND (p.cover_media_id IS NULL OR NOT EXISTS (
         SELECT 1 FROM product_media m WHERE m.media_id = p.cover_media_id AND m.product_id IN (p.id, p.parent_id)))`,
    );
    expect(orphanCovers).toEqual([]);
    // Every product with pictures has 2–4 views; a few hundred pictures keep the first seed quick.
    expect(await count(`SELECT count(*) AS n FROM (SELECT product_id FROM product_media GROUP BY product_id HAVING count(*) NOT BETWEEN 2 AND 4) g`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT product_id FROM product_media GROUP BY product_id HAVING count(*) >= 3) g`)).toBeGreaterThanOrEqual(
      18,
    );
    expect(await count('SELECT count(*) AS n FROM media')).toBeLessThanOrEqual(450);
    const sizes = await rows<{ width: number; height: number }>(`SELECT DISTINCT m.width, m.height FROM media m JOIN product_media pm ON pm.media_id = m.id`);
    expect(sizes).toEqual([{ width: 1200, height: 1500 }]);
    const media = await rows<{ thumbnails: unknown[]; translations: Translations }>(
      `SELECT m.thumbnails, m.translations FROM media m JOIN product p ON p.cover_media_id = m.id WHERE ${DEMO}`,
    );
    for (const item of media) {
      expect(item.thumbnails.length).toBeGreaterThan(0);
      expect(item.translations[LANGUAGE_IDS['pl-PL']]?.alt).toBeTruthy();
    }
  });
});

describe('colour variants', () => {
  it('gives every colour variant its own cover and gallery, different from its sibling colours', async () => {
    const variants = await rows<{ parent_id: string; product_number: string; colour: string; cover_media_id: string; media: string[] }>(
      `SELECT v.parent_id, v.product_number, o.id AS colour, v.cover_media_id, array(SELECT pm.media_id FROM product_media pm WHERE pm.product_id = v.id ORDER BY pm.position) AS media
         FROM product v JOIN property_group_option o ON o.id = ANY(v.option_ids) JOIN property_group g ON g.id = o.group_id
        WHERE v.product_number LIKE 'AI%' AND v.parent_id IS NOT NULL AND g.display_type = 'color'`,
    );
    expect(new Set(variants.map((variant) => variant.parent_id)).size).toBeGreaterThanOrEqual(15);
    for (const variant of variants) {
      expect(variant.media.length, variant.product_number).toBeGreaterThanOrEqual(2);
      expect(variant.media[0]).toBe(variant.cover_media_id);
      const otherColour = variants.find((other) => other.parent_id === variant.parent_id && other.colour !== variant.colour);
      if (otherColour) expect(otherColour.cover_media_id, variant.product_number).not.toBe(variant.cover_media_id);
      const sameColour = variants.filter((other) => other.parent_id === variant.parent_id && other.colour === variant.colour);
      for (const other of sameColour) expect(other.cover_media_id).toBe(variant.cover_media_id);
    }
    // Through the API: the product page of each colour shows that colour's pictures.
    const first = variants[0]!;
    const other = variants.find((variant) => variant.parent_id === first.parent_id && variant.colour !== first.colour)!;
    type Detail = {
      product: {
        id: string;
        cover?: { mediaId: string };
        media: Array<{ mediaId: string; media: { url: string; metaData: { width: number; height: number } } }>;
      };
    };
    const pages = await Promise.all(
      [first, other].map(async (variant) => {
        const [row] = await rows<{ id: string }>('SELECT id FROM product WHERE product_number = $1', [variant.product_number]);
        return (await call(engine.app, `/product/${row!.id}`, { body: {} })).body as Detail;
      }),
    );
    const [a, b] = pages.map((page) => page.product);
    expect(a?.cover?.mediaId).toBe(first.cover_media_id);
    expect(b?.cover?.mediaId).toBe(other.cover_media_id);
    expect(a?.media.map((item) => item.mediaId)).toEqual(first.media);
    expect(a?.media.some((item) => b?.media.some((theirs) => theirs.mediaId === item.mediaId))).toBe(false);
    expect(a?.media[0]?.media.metaData).toMatchObject({ width: 1200, height: 1500 });
  });
});

describe('reviews', () => {
  it('has 60+ reviews over 30+ products, a few awaiting approval, and ratings from approved ones', async () => {
    const reviews = await rows<{
      product_id: string;
      status: boolean;
      title: string;
      content: string;
      points: string;
      language_id: string;
      external_user: string;
      sales_channel_id: string;
    }>(`SELECT r.* FROM product_review r JOIN product p ON p.id = r.product_id WHERE ${DEMO}`);
    expect(reviews.length).toBeGreaterThanOrEqual(60);
    expect(new Set(reviews.map((review) => review.product_id)).size).toBeGreaterThanOrEqual(30);
    const pending = reviews.filter((review) => !review.status).length;
    expect(pending).toBeGreaterThanOrEqual(3);
    expect(pending).toBeLessThanOrEqual(8);
    for (const review of reviews) {
      expect(review.title.length).toBeGreaterThanOrEqual(5);
      expect(review.content.length).toBeGreaterThanOrEqual(40);
      expect(Number(review.points)).toBeGreaterThanOrEqual(1);
      expect(Number(review.points)).toBeLessThanOrEqual(5);
      expect(LANGUAGES).toContain(review.language_id);
      expect(review.external_user).toBeTruthy();
      expect(review.sales_channel_id).toBe(SALES_CHANNEL_ID);
    }
    const mismatched = await rows(
      `SELECT p.product_number, p.rating_average, avg(r.points) AS expected FROM product p LEFT JOIN product_review r ON r.product_id = p.id AND r.status
        WHERE ${DEMO} GROUP BY p.id HAVING p.rating_average IS DISTINCT FROM round(avg(r.points), 2)`,
    );
    expect(mismatched).toEqual([]);
  });
});

describe('cross-selling', () => {
  it('links 15+ products to other visible products under translated names', async () => {
    const crossSellings = await rows<{ product_id: string; product_ids: string[]; translations: Translations }>(
      `SELECT c.* FROM product_cross_selling c JOIN product p ON p.id = c.product_id WHERE ${DEMO}`,
    );
    expect(crossSellings.length).toBeGreaterThanOrEqual(15);
    const visible = new Set(
      (await rows<{ id: string }>(`SELECT id FROM product p WHERE ${DEMO} AND p.active AND p.visibility >= 30 AND p.parent_id IS NULL`)).map((row) => row.id),
    );
    for (const crossSelling of crossSellings) {
      expect(crossSelling.product_ids.length).toBeGreaterThan(0);
      expect(crossSelling.product_ids).not.toContain(crossSelling.product_id);
      for (const id of crossSelling.product_ids) expect(visible.has(id)).toBe(true);
      for (const language of LANGUAGES) expect(crossSelling.translations[language]?.name).toBeTruthy();
    }
  });
});

describe('SEO URLs', () => {
  it('has one canonical detail URL per active product and language: <name slug>/<number>', async () => {
    const missing = await count(
      `SELECT count(*) AS n FROM product p CROSS JOIN unnest($1::text[]) AS l(language_id)
        WHERE ${DEMO} AND p.active AND NOT EXISTS (
          SELECT 1 FROM seo_url s WHERE s.foreign_key = p.id AND s.language_id = l.language_id AND s.is_canonical
            AND s.route_name = 'frontend.detail.page' AND s.path_info = '/detail/' || p.id AND s.sales_channel_id = $2
            AND s.seo_path_info LIKE '%/' || p.product_number)`,
      [`{${LANGUAGES.join(',')}}`, SALES_CHANNEL_ID],
    );
    expect(missing).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT language_id, seo_path_info FROM seo_url GROUP BY 1, 2 HAVING count(*) > 1) d`)).toBe(0);
    const [child] = await rows<{ seo_path_info: string }>(
      `SELECT s.seo_path_info FROM seo_url s JOIN product p ON p.id = s.foreign_key WHERE ${DEMO} AND p.parent_id IS NOT NULL AND s.language_id = $1 ORDER BY p.product_number LIMIT 1`,
      [LANGUAGE_IDS['en-GB']],
    );
    expect(child?.seo_path_info).toMatch(/^[A-Za-z0-9-]+\/AI\d+\.\d+$/);
  });
});

describe('search document', () => {
  it('indexes names and descriptions in every language, the product number and the manufacturer', async () => {
    const match = (query: string) => count(`SELECT count(*) AS n FROM product p WHERE ${DEMO} AND p.search_document @@ to_tsquery('simple', $1)`, [query]);
    expect(await match('sukienka & lnu')).toBeGreaterThan(0);
    expect(await match('sommerkleid')).toBeGreaterThan(0);
    expect(await match('dress')).toBeGreaterThan(0);
    expect(await match('ai10001')).toBeGreaterThan(0);
    expect(await match('sonora & audio')).toBeGreaterThan(0);
    expect(await match('strong')).toBe(0);
  });
});

describe('the API on the demo catalogue', () => {
  it('lists a category and shows a variant product with its configurator', async () => {
    const dresses = idFor('category:clothing/women/dresses');
    const listing = await call(engine.app, `/product-listing/${dresses}`, { body: { order: 'price-asc' } });
    expect(listing.status).toBe(200);
    expect(contractErrors('/product-listing/{categoryId}', 'POST', 200, listing.body)).toEqual([]);
    expect((listing.body as { total: number }).total).toBeGreaterThan(3);

    const [parent] = await rows<{ id: string }>(`SELECT p.id FROM product p WHERE ${DEMO} AND p.display_group IS NOT NULL ORDER BY p.product_number LIMIT 1`);
    const detail = await call(engine.app, `/product/${parent?.id}`, { body: {}, headers: { 'sw-language-id': LANGUAGE_IDS['pl-PL'] } });
    expect(detail.status).toBe(200);
    expect(contractErrors('/product/{productId}', 'POST', 200, detail.body)).toEqual([]);
    const body = detail.body as { product: { parentId: string; name: string }; configurator: Array<{ name: string }> };
    expect(body.product.parentId).toBe(parent?.id);
    expect(body.product.name).toMatch(/sukienka/i);
    expect(body.configurator.map((group) => group.name)).toEqual(['Kolor', 'Rozmiar']);
  });
});
