import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder, type IndexRow } from './search-index.ts';
import { compareDecimal, indexedSearch, multiplyDecimal, priceComparison } from './search-index-listing.ts';
import { parseListingParams } from './listing-params.ts';
import { buildDictionary, interpretTerm } from './search-terms.ts';
import { entryScores, parseTsvector, rankOperands } from './ts-rank.ts';

const row = (id: string, name: string, extra: Partial<IndexRow> = {}): IndexRow => {
  const lexemes = name.toLowerCase().split(/\s+/);
  // As PostgreSQL prints a tsvector: lexemes in byte order, each with its positions.
  const positions = new Map<string, number[]>();
  lexemes.forEach((lexeme, at) => positions.set(lexeme, [...(positions.get(lexeme) ?? []), at + 1]));
  return {
    id,
    visibility: 30,
    manufacturer_id: null,
    cheapest_price: '10.00',
    rating_average: null,
    shipping_free: false,
    sales: 0,
    filter_option_ids: [],
    name_document: [...positions.keys()]
      .sort()
      .map((lexeme) => `'${lexeme}':${(positions.get(lexeme) ?? []).join(',')}`)
      .join(' '),
    lexemes: [...new Set(lexemes)].sort(),
    ...extra,
  };
};

const dictionary = buildDictionary(['shirt', 't-shirt', 't', 'linen', 'wool', 'sw100'].map((keyword) => ({ language_id: '', keyword })));
const term = (text: string) => {
  const interpreted = interpretTerm(text, dictionary, 'en');
  if (!interpreted) throw new Error(`No term in ${text}`);
  return interpreted;
};

function indexOf(rows: IndexRow[]) {
  const builder = new SearchIndexBuilder();
  builder.add(rows);
  return builder.finish();
}

describe('parseTsvector and the rank of an entry', () => {
  it('reads quoted lexemes, positions and weights as PostgreSQL prints them', () => {
    expect(parseTsvector("'it''s':1,3A 'c\\\\d' 'x':2B")).toEqual([
      { lexeme: "it's", weights: [0, 3] },
      { lexeme: 'c\\d', weights: [0] },
      { lexeme: 'x', weights: [2] },
    ]);
  });

  it('scores an entry by its positions as calc_rank_or does (float4)', () => {
    const [once, twice] = entryScores(parseTsvector("'a':1 'b':1,2"));
    const f = Math.fround;
    expect(once).toBe(f(0.1));
    // resj = 0.1/1 + 0.1/4; then wjm + resj - wjm/1, each step rounded to float4.
    const resj = f(f(0.1) + f(f(0.1) / 4));
    expect(twice).toBe(f(f(f(0.1) + resj) - f(0.1)));
    expect(twice).not.toBe(0.125);
  });

  it('ranks by each operand text once, in byte order', () => {
    expect(
      rankOperands([
        { lexeme: 'shirt', prefix: true },
        { lexeme: 'linen', prefix: true },
        { lexeme: 'shirt', prefix: true },
      ]).map((operand) => operand.lexeme),
    ).toEqual(['linen', 'shirt']);
  });
});

describe('decimals', () => {
  it('multiplies and compares exactly, exponents included', () => {
    expect(multiplyDecimal('19.99', '4.3215')).toBe('86.386785');
    expect(multiplyDecimal('0.10', '3')).toBe('0.30');
    expect(compareDecimal('19.99', '19.990')).toBe(0);
    expect(compareDecimal('0.0000001', '1e-7')).toBe(0);
    expect(compareDecimal('20', '19.999999')).toBe(1);
  });

  it('compares converted prices by floats only where they cannot be wrong', () => {
    const compare = priceComparison('4.3215');
    expect(compare('19.99', 19.99, 86.386785)).toBe(0);
    expect(compare('19.99', 19.99, 86.38678)).toBe(1);
    expect(compare('19.99', 19.99, 86.3867851)).toBe(-1);
    expect(compare('19.99', 19.99, 0.001)).toBe(1);
    // 0.3 × 0.1 is 0.030000000000000002 in floats; exactly 0.03.
    expect(priceComparison('0.1')('0.3', 0.3, 0.03)).toBe(0);
  });
});

describe('SearchIndex', () => {
  const index = indexOf([
    row('a', 'Linen shirt', { sales: 5 }),
    row('b', 'Wool t-shirt t shirt', { sales: 9 }),
    row('c', 'Linen trousers', { visibility: 10 }),
    row('d', 'Plain jumper', { lexemes: ['jumper', 'linen', 'plain'], cheapest_price: '30.00' }),
    row('e', 'Sw100 thing', { lexemes: ['sw100', 'thing'] }),
  ]);
  const ids = (hits: Int32Array) => [...hits].map((hit) => index.data.ids[hit]);

  it('matches prefixes, initials and visibility', () => {
    expect(ids(index.hits(term('lin'), 20))).toEqual(['a', 'd']);
    expect(ids(index.hits(term('lin'), 10))).toEqual(['a', 'c', 'd']);
    // "T-Shirt": the initial t and the prefix shirt.
    expect(ids(index.hits(term('T-Shirt'), 20))).toEqual(['b']);
    expect(ids(index.hits(term('SW100'), 20))).toEqual(['e']);
    expect(ids(index.hits(term('zzz'), 20))).toEqual([]);
  });

  it('ranks name matches first, then sales, then id', () => {
    const params = parseListingParams({ search: 'linen', limit: 10 });
    const listing = indexedSearch(index, { term: term('linen'), minVisibility: 20, params, optionGroups: [], currencyFactor: '1' });
    // d holds linen only in its description.
    expect(listing.page(10, 0)).toEqual({ ids: ['a', 'd'], total: 2 });
    expect(listing.page(10, 1)).toEqual({ ids: ['d'], total: 2 });
    // a and b rank alike for shirt: the better seller first, and sales as orders change them.
    const shirts = () => indexedSearch(index, { term: term('shirt'), minVisibility: 20, params, optionGroups: [], currencyFactor: '1' }).page(10, 0).ids;
    expect(shirts()).toEqual(['b', 'a']);
    index.setSales('a', 100);
    expect(shirts()).toEqual(['a', 'b']);
  });

  it('post-filters by price at about the cost of the search itself (no decimal arithmetic per hit)', () => {
    // 40,000 hits: the same search with and without a min-price, timed alternately on the same run. Exact
    // decimals per hit made the filtered one cost ~10 times as much; a ratio, not a wall-clock limit.
    const many = indexOf(
      Array.from({ length: 40_000 }, (_, at) => row(`p${String(at).padStart(6, '0')}`, 'Linen shirt', { cheapest_price: `${10 + (at % 90)}.99` })),
    );
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1] ?? Number.NaN;
    const timed = (body: Record<string, unknown>, times: number[]) => {
      const params = parseListingParams({ search: 'linen', ...body });
      const started = performance.now();
      const { total } = indexedSearch(many, { term: term('linen'), minVisibility: 20, params, optionGroups: [], currencyFactor: '1.5' }).page(24, 0);
      times.push(performance.now() - started);
      return total;
    };
    const plain: number[] = [];
    const filtered: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      expect(timed({}, plain)).toBe(40_000);
      expect(timed({ 'min-price': 0.01 * round }, filtered)).toBe(40_000);
    }
    expect(median(filtered)).toBeLessThan(2 * median(plain));
  });

  it('filters by converted price and reports the converted range', () => {
    const params = parseListingParams({ search: 'linen', 'min-price': 50, 'reduce-aggregations': 1 });
    const listing = indexedSearch(index, { term: term('linen'), minVisibility: 20, params, optionGroups: [], currencyFactor: '2' });
    expect(listing.page(10, 0)).toEqual({ ids: ['d'], total: 1 });
    // The price aggregation ignores its own filter when reduced; without reduce-aggregations no filter narrows it.
    expect(listing.facts(true)).toMatchObject({ price_min: '20.00', price_max: '60.00' });
    expect(listing.facts(false)).toMatchObject({ price_min: '20.00', price_max: '60.00' });
  });
});
