// The in-memory search index (ADR 0038) answers every search exactly as SQL does: the same hits, total, order,
// page and filter options for many terms (spelt, misspelt, run together, one letter, product numbers, nothing)
// with every listing parameter, in another currency too, and its rank is PostgreSQL's ts_rank to the bit. It
// stops answering the moment product_listing changes, until it is rebuilt; orders (sales) do not stop it.
import { describe, expect, it } from 'vitest';
import { forget } from '../src/cache-store.ts';
import { interpretSearch } from '../src/domain/catalog/products/keyword-dictionary.ts';
import { configureSearchIndex, currentSearchIndex, searchIndexSettled } from '../src/domain/catalog/products/search-index-store.ts';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine();

interface Listing {
  total: number;
  elements: Array<{ id: string }>;
  aggregations: Record<string, { entities?: Array<{ id: string; options?: Array<{ id: string }> }> }>;
}

/** The same request answered by SQL and by the index (answer caches forgotten in between). */
async function both(body: Record<string, unknown>, token?: string): Promise<{ sql: unknown; index: unknown }> {
  const answer = async (enabled: boolean) => {
    configureSearchIndex(engine.db, { enabled });
    await forget(engine.db);
    const response = await call(engine.app, '/search', { body, token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const sql = await answer(false);
  const index = await answer(true);
  return { sql, index };
}

async function readyIndex() {
  configureSearchIndex(engine.db, { enabled: true });
  await currentSearchIndex(engine.db);
  await searchIndexSettled(engine.db);
  const index = await currentSearchIndex(engine.db);
  expect(index).toBeDefined();
  return index;
}

const TERMS = ['shirt', 'shrit', 'tshirt', 't shirt', 'T-Shirt', 'mernio', 'merino wool', 'c', 'co', 'cotton shirt', 'xyzzyq', '^3', 'ł', 'über'];

describe('the in-memory search index', () => {
  it('ranks every hit exactly as ts_rank does', async () => {
    const index = await readyIndex();
    const words = await engine.db.query<{ keyword: string }>(
      "SELECT DISTINCT keyword FROM product_keyword_dictionary WHERE language_id = '' ORDER BY keyword LIMIT 400",
    );
    const numbers = await engine.db.query<{ product_number: string }>('SELECT product_number FROM product WHERE parent_id IS NULL ORDER BY id LIMIT 5');
    let compared = 0;
    for (const term of [...TERMS, ...words.map((row) => row.keyword), ...numbers.map((row) => row.product_number)]) {
      const interpreted = await interpretSearch(engine.db, term, LANGUAGE_IDS['en-GB']);
      if (!interpreted || !index) continue;
      const rows = await engine.db.query<{ id: string; rank: number }>(
        `SELECT id, 2 * (name_document @@ $1::tsquery)::int + ts_rank(name_document, $2::tsquery) AS rank FROM product_listing
          WHERE active AND (search_document || search_initials(search_document)) @@ $3::tsquery ORDER BY id`,
        [interpreted.query, interpreted.anyQuery, interpreted.documentQuery],
      );
      const hits = [...index.hits(interpreted, 0)];
      const idOf = (hit: number) => index.data.ids[hit] ?? '';
      expect(hits.map(idOf).sort(), term).toEqual(rows.map((row) => row.id));
      const ranks = index.ranks(interpreted, Int32Array.from(hits));
      const ranked = hits.map((hit, at) => [idOf(hit), ranks[at]] as const).sort(([a], [b]) => (a < b ? -1 : 1));
      expect(ranked, term).toEqual(rows.map((row) => [row.id, Number(row.rank)]));
      compared += rows.length;
    }
    // Not a vacuous comparison: thousands of hits were ranked by both.
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers searches with every listing parameter as SQL does', async () => {
    await readyIndex();
    for (const term of TERMS) {
      const { sql, index } = await both({ search: term, limit: 24 });
      expect(index, term).toEqual(sql);
    }
    const shirts = (await call(engine.app, '/search', { body: { search: 'shirt', limit: 24 } })).body as Listing;
    const manufacturers = (shirts.aggregations.manufacturer?.entities ?? []).map((entity) => entity.id);
    const groups = shirts.aggregations.properties?.entities ?? [];
    const options = groups.flatMap((group) => (group.options ?? []).slice(0, 2).map((option) => option.id));
    expect(manufacturers.length).toBeGreaterThan(1);
    expect(options.length).toBeGreaterThan(2);
    const variants: Array<Record<string, unknown>> = [
      { p: 2, limit: 5 },
      { p: 99 },
      { 'min-price': 20 },
      { 'min-price': 19.99, 'max-price': 60.5 },
      { 'max-price': 40, 'reduce-aggregations': 1 },
      { manufacturer: manufacturers.slice(0, 2).join('|') },
      { manufacturer: manufacturers[0], 'reduce-aggregations': 1 },
      { properties: options.slice(0, 3).join('|'), 'reduce-aggregations': 1 },
      { properties: options.join('|') },
      { rating: 3, 'reduce-aggregations': 1 },
      { 'shipping-free': true, 'reduce-aggregations': 1 },
      { 'only-aggregations': 1 },
      { 'no-aggregations': 1, limit: 3 },
      { 'property-whitelist': groups[0]?.id },
      { 'price-filter': false, 'manufacturer-filter': false },
    ];
    for (const term of ['shirt', 'co', 'tshirt', 'merino']) {
      for (const variant of variants) {
        const { sql, index } = await both({ search: term, limit: 24, ...variant });
        expect(index, `${term} ${JSON.stringify(variant)}`).toEqual(sql);
        expect((index as Listing).total).toBe((sql as Listing).total);
      }
    }
    // In another currency: prices filtered and aggregated after conversion, as in SQL.
    const { token } = await call(engine.app, '/context', { method: 'PATCH', body: { currencyId: CURRENCY_IDS.PLN } });
    for (const variant of [{}, { 'min-price': 100, 'reduce-aggregations': 1 }, { 'max-price': 150.5 }]) {
      const { sql, index } = await both({ search: 'shirt', ...variant }, token);
      expect(index, JSON.stringify(variant)).toEqual(sql);
    }
  });

  it('stops answering when the catalogue changes, and not when only sales do', async () => {
    const index = await readyIndex();
    const [product] = await engine.db.query<{ id: string }>(
      "SELECT id FROM product_listing WHERE active AND name_document @@ 'shirt'::tsquery ORDER BY id LIMIT 1",
    );
    if (!product) throw new Error('No shirt in the demo catalogue.');
    await engine.db.query('UPDATE product SET sales = sales + 1 WHERE id = $1', [product.id]);
    expect(await currentSearchIndex(engine.db)).toBe(index);
    await engine.db.query('UPDATE product SET active = false WHERE id = $1', [product.id]);
    // Not current: this search runs in SQL, and the product is gone at once.
    expect(await currentSearchIndex(engine.db)).toBeUndefined();
    await forget(engine.db);
    const sql = (await call(engine.app, '/search', { body: { search: 'shirt', limit: 100 } })).body as Listing;
    expect(sql.elements.map((element) => element.id)).not.toContain(product.id);
    const rebuilt = await readyIndex();
    expect(rebuilt).not.toBe(index);
    expect(rebuilt?.data.ids.includes(product.id)).toBe(false);
    await engine.db.query('UPDATE product SET active = true WHERE id = $1', [product.id]);
    await readyIndex();
  });

  it('leaves the search to SQL when its freshness check fails', async () => {
    await readyIndex();
    await engine.db.query('ALTER SEQUENCE product_listing_revision RENAME TO product_listing_revision_moved');
    try {
      expect(await currentSearchIndex(engine.db)).toBeUndefined();
      await forget(engine.db);
      const response = await call(engine.app, '/search', { body: { search: 'shirt' } });
      expect(response.status).toBe(200);
      expect((response.body as Listing).total).toBeGreaterThan(5);
    } finally {
      await engine.db.query('ALTER SEQUENCE product_listing_revision_moved RENAME TO product_listing_revision');
    }
    expect(await readyIndex()).toBeDefined();
  });
});
