// The in-memory search index (ADR 0038): product_listing's searchable rows held in this process, so that a
// search's hits, ranking, total and filter options cost per hit what a typed array costs, not what a heap row
// read by WASM PostgreSQL costs (~1 µs per hit before anything is computed; 20–60 ms for a common word on 100k
// products). It answers exactly what the SQL listing answers (product-listing.ts) — the same documents, the
// same initials (migration 0014), the same rank (ts-rank.ts) and order — and a test holds the two equal.
// Pure: rows in, answers out; search-index-store.ts loads it and keeps it fresh. Products are columns of typed
// arrays and ids are interned to numbers: 100k products are a few hundred bytes each, not objects of objects.
import { anyQueryOperands, type InterpretedTerm } from './search-terms.ts';
import { eachCommon, intersectionOf, NO_PRODUCTS, unionOf, type ProductSet } from './product-sets.ts';
import { byteOrder, entryScores, lowerBound, parseTsvector, rankOperands, SERIES_LIMIT, type Operand } from './ts-rank.ts';

/** A product_listing row as the index reads it (search-index-store.ts). */
export interface IndexRow {
  id: string;
  visibility: number;
  manufacturer_id: string | null;
  /** Decimal text in the default currency. */
  cheapest_price: string | null;
  rating_average: string | null;
  shipping_free: boolean;
  sales: number;
  filter_option_ids: string[];
  /** The name document's text form (ranking). */
  name_document: string;
  /** The search document's lexemes (matching). */
  lexemes: string[];
}

/** Marks an initial in the index, as search_initials does (migration 0014). */
const INITIAL_MARK = '^';
const initialOf = (lexeme: string) => `${INITIAL_MARK}${String.fromCodePoint(lexeme.codePointAt(0) ?? 0)}`;

/** Strings as small numbers (manufacturer and option ids), and back. */
class Interned {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  of(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.numbers.set(value, number);
    }
    return number;
  }
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}

/** Growable columns of the builder. */
interface Columns {
  ids: string[];
  visibility: number[];
  manufacturer: number[];
  price: Array<string | null>;
  rating: Array<string | null>;
  shippingFree: boolean[];
  sales: number[];
  options: number[][];
}

export class SearchIndexBuilder {
  private readonly columns: Columns = { ids: [], visibility: [], manufacturer: [], price: [], rating: [], shippingFree: [], sales: [], options: [] };
  private readonly documentPostings = new Map<string, number[]>();
  private readonly nameProducts = new Map<string, number[]>();
  private readonly nameScores = new Map<string, number[]>();
  private readonly manufacturers = new Interned();
  private readonly options = new Interned();

  /** Listed rows only (product_listing's `active`): the SQL listing requires it of every hit. */
  add(rows: readonly IndexRow[]): void {
    const { columns } = this;
    for (const row of rows) {
      const index = columns.ids.length;
      columns.ids.push(row.id);
      columns.visibility.push(row.visibility);
      columns.manufacturer.push(row.manufacturer_id === null ? -1 : this.manufacturers.of(row.manufacturer_id));
      columns.price.push(row.cheapest_price);
      columns.rating.push(row.rating_average);
      columns.shippingFree.push(row.shipping_free);
      columns.sales.push(row.sales);
      columns.options.push(row.filter_option_ids.map((id) => this.options.of(id)));
      const name = parseTsvector(row.name_document);
      const scores = entryScores(name);
      name.forEach((entry, at) => {
        // A name's lexemes are distinct: each product enters a lexeme's list once.
        post(this.nameProducts, entry.lexeme, index);
        const lexemeScores = this.nameScores.get(entry.lexeme);
        if (lexemeScores) lexemeScores.push(scores[at] ?? 0);
        else this.nameScores.set(entry.lexeme, [scores[at] ?? 0]);
      });
      const lexemes = new Set(row.lexemes);
      for (const lexeme of row.lexemes) if (lexeme !== '') lexemes.add(initialOf(lexeme));
      for (const lexeme of lexemes) post(this.documentPostings, lexeme, index);
    }
  }

  finish(): SearchIndex {
    const { columns } = this;
    const offsets = new Int32Array(columns.options.length + 1);
    columns.options.forEach((ids, index) => (offsets[index + 1] = (offsets[index] ?? 0) + ids.length));
    return new SearchIndex({
      ids: columns.ids,
      visibility: Int32Array.from(columns.visibility),
      manufacturer: Int32Array.from(columns.manufacturer),
      manufacturerIds: this.manufacturers.values,
      price: columns.price,
      priceValue: Float64Array.from(columns.price, (price) => (price === null ? Number.NaN : Number(price))),
      rating: columns.rating,
      ratingValue: Float64Array.from(columns.rating, (rating) => (rating === null ? Number.NaN : Number(rating))),
      shippingFree: Uint8Array.from(columns.shippingFree, Number),
      sales: Int32Array.from(columns.sales),
      optionOffsets: offsets,
      optionValues: Int32Array.from(columns.options.flat()),
      options: this.options,
      documents: lexiconOf(this.documentPostings),
      names: lexiconOf(this.nameProducts, this.nameScores),
    });
  }
}

function post(postings: Map<string, number[]>, lexeme: string, index: number): void {
  const list = postings.get(lexeme);
  if (!list) postings.set(lexeme, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/**
 * Lexemes in byte order, each with its products (ascending) as a slice of one shared array: a catalogue's
 * product numbers alone are a lexeme per product, and an array object per lexeme cost ~100 bytes each.
 */
interface Lexicon {
  lexemes: readonly string[];
  /** Lexeme i's products are products[offsets[i] … offsets[i + 1]). */
  offsets: Int32Array;
  products: Int32Array;
  /** Names only: what the lexeme adds to each of its products' rank (ts-rank.ts entryScores), beside products. */
  scores: Float32Array;
}

function lexiconOf(postings: ReadonlyMap<string, readonly number[]>, scores?: ReadonlyMap<string, readonly number[]>): Lexicon {
  const lexemes = [...postings.keys()].sort(byteOrder);
  const offsets = new Int32Array(lexemes.length + 1);
  lexemes.forEach((lexeme, at) => (offsets[at + 1] = (offsets[at] ?? 0) + (postings.get(lexeme)?.length ?? 0)));
  const total = offsets[lexemes.length] ?? 0;
  const lexicon = { lexemes, offsets, products: new Int32Array(total), scores: new Float32Array(scores ? total : 0) };
  lexemes.forEach((lexeme, at) => {
    lexicon.products.set(postings.get(lexeme) ?? [], offsets[at]);
    if (scores) lexicon.scores.set(scores.get(lexeme) ?? [], offsets[at]);
  });
  return lexicon;
}

export interface IndexData {
  ids: readonly string[];
  visibility: Int32Array;
  /** Index into manufacturerIds, -1 for none. */
  manufacturer: Int32Array;
  manufacturerIds: readonly string[];
  price: ReadonlyArray<string | null>;
  priceValue: Float64Array;
  rating: ReadonlyArray<string | null>;
  ratingValue: Float64Array;
  shippingFree: Uint8Array;
  /** Updated in place when orders change them (search-index-store.ts). */
  sales: Int32Array;
  /** A product's option numbers are optionValues[optionOffsets[i] … optionOffsets[i + 1]). */
  optionOffsets: Int32Array;
  optionValues: Int32Array;
  options: Interned;
  documents: Lexicon;
  names: Lexicon;
}

export class SearchIndex {
  readonly data: IndexData;
  private positions: Map<string, number> | undefined;

  constructor(data: IndexData) {
    this.data = data;
  }

  get size(): number {
    return this.data.ids.length;
  }

  /** The option number of an option id (undefined: no product offers it). */
  optionNumber(id: string): number | undefined {
    return this.data.options.find(id);
  }

  optionId(number: number): string {
    return this.data.options.values[number] ?? '';
  }

  /** A product's sales as they are now (only the tie order of equally ranked hits depends on them). */
  setSales(id: string, sales: number): void {
    this.positions ??= new Map(this.data.ids.map((productId, index) => [productId, index]));
    const index = this.positions.get(id);
    if (index !== undefined) this.data.sales[index] = sales;
  }

  /** The products whose search document matches the term (`documentQuery`) and are visible from `minVisibility`, ascending. */
  hits(term: InterpretedTerm, minVisibility: number): ProductSet {
    // A one-letter word is its initial (documentOperand in search-terms.ts).
    const found = this.matchTerm(this.data.documents, term, (lexeme) =>
      [...lexeme].length === 1 ? { lexeme: `${INITIAL_MARK}${lexeme}`, prefix: false } : { lexeme, prefix: true },
    );
    const { visibility } = this.data;
    const hits = new Int32Array(found.length);
    let count = 0;
    for (const product of found) if ((visibility[product] ?? 0) >= minVisibility) hits[count++] = product;
    return hits.subarray(0, count);
  }

  /**
   * The rank of each of `hits` (ascending), `2 * (name_document @@ query)::int + ts_rank(name_document, anyQuery)`,
   * from the name postings: ts_rank's sum runs over the operands in order and, per operand, over the lexemes it
   * matches in order (calc_rank_or), so adding each posting's scores into a float array sums what it sums,
   * float for float. Only the hits' entries of each posting are read.
   */
  ranks(term: InterpretedTerm, hits: ProductSet): Float64Array {
    const operands = rankOperands(anyQueryOperands(term.groups, term.number));
    const sums = new Float32Array(hits.length);
    const { names } = this.data;
    for (const operand of operands) {
      for (const lexeme of lexemesOf(names, operand)) {
        const from = names.offsets[lexeme] ?? 0;
        eachCommon(hits, productsOf(names, lexeme), (at, entry) => (sums[at] = (sums[at] ?? 0) + (names.scores[from + entry] ?? 0) / SERIES_LIMIT));
      }
    }
    const ranks = new Float64Array(hits.length);
    const count = operands.length;
    if (count > 0) sums.forEach((sum, at) => (ranks[at] = Math.fround(sum / count)));
    eachCommon(
      hits,
      this.matchTerm(this.data.names, term, (lexeme) => ({ lexeme, prefix: true })),
      (at) => (ranks[at] = 2 + (ranks[at] ?? 0)),
    );
    return ranks;
  }

  /** The products a term's groups (and number) match in some postings, each lexeme read as `operandOf` says. */
  private matchTerm(postings: Lexicon, term: InterpretedTerm, operandOf: (lexeme: string) => Operand): ProductSet {
    let matched: ProductSet | undefined;
    for (const alternatives of term.groups) {
      const found: ProductSet[] = [];
      for (const lexemes of alternatives) {
        let alternative: ProductSet | undefined;
        for (const lexeme of lexemes) {
          const set = this.matching(postings, operandOf(lexeme));
          alternative = alternative ? intersectionOf(alternative, set) : set;
        }
        if (alternative) found.push(alternative);
      }
      const group = unionOf(found, this.size);
      matched = matched ? intersectionOf(matched, group) : group;
    }
    const result = matched ?? NO_PRODUCTS;
    return term.number === undefined ? result : unionOf([result, this.matching(postings, { lexeme: term.number, prefix: false })], this.size);
  }

  private matching(lexicon: Lexicon, operand: Operand): ProductSet {
    return unionOf(
      [...lexemesOf(lexicon, operand)].map((lexeme) => productsOf(lexicon, lexeme)),
      this.size,
    );
  }
}

/** The lexemes (their positions in the lexicon) an operand matches: itself, or every lexeme it starts (find_wordentry). */
function* lexemesOf(lexicon: Lexicon, operand: Operand): Generator<number> {
  const { lexemes } = lexicon;
  for (let at = lowerBound(lexemes, operand.lexeme); at < lexemes.length; at += 1) {
    const lexeme = lexemes[at] ?? '';
    if (!(operand.prefix ? lexeme.startsWith(operand.lexeme) : lexeme === operand.lexeme)) return;
    yield at;
    if (!operand.prefix) return;
  }
}

const productsOf = (lexicon: Lexicon, lexeme: number): ProductSet => lexicon.products.subarray(lexicon.offsets[lexeme] ?? 0, lexicon.offsets[lexeme + 1] ?? 0);
