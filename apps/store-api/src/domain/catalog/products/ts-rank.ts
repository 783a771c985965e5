// PostgreSQL's ts_rank(tsvector, tsquery) for the OR queries the search ranks names by (search-terms.ts
// `anyQuery`), in JavaScript, so that the in-memory search index (search-index.ts) orders hits exactly as the
// SQL listing does (`2 * (name_document @@ query)::int + ts_rank(name_document, anyQuery)`). It follows
// calc_rank_or in src/backend/utils/adt/tsrank.c, float for float (Math.fround), with the default weights and
// no normalisation; a test compares it with PostgreSQL's own answer for every hit of many terms.

/** One lexeme of a tsvector: its text and the weight (0 = D … 3 = A) of each position, in position order. */
export interface VectorEntry {
  lexeme: string;
  weights: readonly number[];
}

/** ts_rank's default weights for D, C, B, A, as the float4 values PostgreSQL holds. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** pi²/6, the limit of the series calc_rank_or sums (a double constant in C). */
export const SERIES_LIMIT = 1.64493406685;

/**
 * A tsvector's text form (`'it''s':1,3A 'word'`) as entries in the vector's own (byte) order. A lexeme without
 * positions counts as one position of weight D, as in PostgreSQL.
 */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") {
      at += 1;
      continue;
    }
    let lexeme = '';
    at += 1;
    for (;;) {
      const char = text[at];
      if (char === undefined) break;
      if (char === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (char === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (char === "'") {
        at += 1;
        break;
      } else {
        lexeme += char;
        at += 1;
      }
    }
    const weights: number[] = [];
    if (text[at] === ':') {
      const end = text.indexOf(' ', at);
      for (const position of text.slice(at + 1, end === -1 ? undefined : end).split(',')) {
        const letter = /[A-D]$/.exec(position)?.[0];
        weights.push(letter ? (WEIGHT_OF[letter] ?? 0) : 0);
      }
      at = end === -1 ? text.length : end;
    }
    entries.push({ lexeme, weights: weights.length > 0 ? weights : [0] });
  }
  return entries;
}

/** PostgreSQL's order of lexemes and query operands: byte-wise, which is code-unit order for the text it holds. */
export const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const lexemeOf = (item: string | { lexeme: string }) => (typeof item === 'string' ? item : item.lexeme);

/** The index of the first item (in byte order) not before `lexeme`. */
export function lowerBound(items: ReadonlyArray<string | { lexeme: string }>, lexeme: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = items[middle];
    if (item !== undefined && lexemeOf(item) < lexeme) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A query operand: a lexeme, matched whole or as a prefix. */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

/**
 * The operands ts_rank reads from an OR query (SortAndUniqItems): sorted by text, one per text. The queries
 * ranked here never hold one text both as prefix and whole (interpretTerm keeps it so).
 */
export function rankOperands(operands: readonly Operand[]): Operand[] {
  const sorted = [...operands].sort((a, b) => byteOrder(a.lexeme, b.lexeme));
  return sorted.filter((operand, index) => index === 0 || sorted[index - 1]?.lexeme !== operand.lexeme);
}

/**
 * What each entry adds in calc_rank_or before the division by pi²/6 — it depends on the entry alone (its
 * positions' weights): the sum of weight/j² over its positions, with the greatest weight counted as if first.
 */
export function entryScores(entries: readonly VectorEntry[]): number[] {
  const f = Math.fround;
  return entries.map((entry) => {
    let sum = 0;
    let maxWeight = -1;
    let maxAt = 0;
    entry.weights.forEach((weightIndex, j) => {
      const weight = WEIGHTS[weightIndex] ?? WEIGHTS[0] ?? 0;
      sum = f(sum + f(weight / ((j + 1) * (j + 1))));
      if (weight > maxWeight) {
        maxWeight = weight;
        maxAt = j;
      }
    });
    return f(f(maxWeight + sum) - f(maxWeight / ((maxAt + 1) * (maxAt + 1))));
  });
}
