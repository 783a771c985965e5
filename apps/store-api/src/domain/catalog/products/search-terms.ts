// Shopware's search term interpreter, forgiving (pure; ADR 0028): the term's words become a
// full-text query over the search documents. A word that starts some word of the catalogue is searched as a
// prefix, with the catalogue's hyphenated compounds it spells run together ("tshirt" → t-shirt); a word that
// starts none is replaced by the catalogue's words nearest to it in edit distance ("shrit" → shirt), and the
// corrected term is what the response offers as "did you mean".
import levenshtein from 'damerau-levenshtein';

/** The catalogue's words: every word of the search documents, and the product-name words per language. */
export interface KeywordDictionary {
  /** Each word's run-together form (hyphens removed) → the words spelt so, sorted by form for prefix look-ups. */
  readonly forms: readonly string[];
  readonly wordsByForm: ReadonlyMap<string, readonly string[]>;
  /** Language id → the run-together forms of its product-name words. */
  readonly nameForms: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface InterpretedTerm {
  /** Every word must match (AND), each through one of its alternatives (OR); a tsquery literal. */
  query: string;
  /** `query` over product_listing's search index (`search_document || search_initials(search_document)`, migration 0014). */
  documentQuery: string;
  /** The same alternatives, any of them (OR): how much of a product's name matches, for ranking. */
  anyQuery: string;
  /** The term with each misspelt word replaced by its best correction; undefined when nothing was corrected. */
  correctedTerm: string | undefined;
  /**
   * The same queries as data, for the in-memory search index (search-index.ts): every group must match, through
   * any of its alternatives; an alternative needs all its lexemes, each a prefix (one letter: the initial in
   * `documentQuery`). Or else the product number as typed, matched whole.
   */
  groups: ReadonlyArray<ReadonlyArray<readonly string[]>>;
  number: string | undefined;
}

/** Words of a term: letters and digits, lower case, at most eight ("T-Shirt" → t, shirt). */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

const runTogether = (word: string) => word.replaceAll('-', '');

export function buildDictionary(rows: ReadonlyArray<{ language_id: string; keyword: string }>): KeywordDictionary {
  const wordsByForm = new Map<string, string[]>();
  const nameForms = new Map<string, Set<string>>();
  for (const { language_id: languageId, keyword } of rows) {
    const form = runTogether(keyword);
    if (!form) continue;
    if (languageId === '') {
      const words = wordsByForm.get(form) ?? [];
      if (!words.includes(keyword)) words.push(keyword);
      wordsByForm.set(form, words);
    } else {
      const forms = nameForms.get(languageId) ?? new Set<string>();
      forms.add(form);
      nameForms.set(languageId, forms);
    }
  }
  return { forms: [...wordsByForm.keys()].sort(), wordsByForm, nameForms };
}

/** The forms that start with `prefix` (binary search over the sorted forms), at most `limit`. */
function formsStartingWith(dictionary: KeywordDictionary, prefix: string, limit: number): string[] {
  const { forms } = dictionary;
  let low = 0;
  let high = forms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((forms[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let index = low; index < forms.length && found.length < limit; index += 1) {
    const form = forms[index] ?? '';
    if (!form.startsWith(prefix)) break;
    found.push(form);
  }
  return found;
}

/** Edits a word of this length may be away from its correction: none below four letters, two from eight. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

interface Correction {
  form: string;
  edits: number;
  inLanguage: boolean;
}

/** The catalogue's forms nearest to a word no form starts with, best first: fewest edits, the shopper's language, closest length. */
function corrections(dictionary: KeywordDictionary, word: string, languageId: string): Correction[] {
  const limit = allowedEdits(word.length);
  if (limit === 0) return [];
  const names = dictionary.nameForms.get(languageId);
  const found: Correction[] = [];
  for (const form of dictionary.forms) {
    if (Math.abs(form.length - word.length) > limit) continue;
    const edits = levenshtein(word, form).steps;
    if (edits <= limit) found.push({ form, edits, inLanguage: names?.has(form) ?? false });
  }
  const best = Math.min(...found.map((item) => item.edits));
  return found
    .filter((item) => item.edits === best)
    .sort(
      (a, b) =>
        Number(b.inLanguage) - Number(a.inLanguage) ||
        Math.abs(a.form.length - word.length) - Math.abs(b.form.length - word.length) ||
        (a.form < b.form ? -1 : 1),
    );
}

/** A tsquery prefix operand; lexemes are quoted as tsquery input wants them (no parser runs over them). */
const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
const prefixOperand = (lexeme: string) => `${quoted(lexeme)}:*`;
/** Marks an initial in the search index; typed words never contain it (termWords keeps letters and digits). */
const INITIAL_MARK = '^';
/**
 * The same operand over product_listing's search index, which also holds each document's initials ('^t' for
 * a document with some word starting with t; migration 0014): a one-letter prefix is then one posting list
 * instead of a hundred words' (~13 ms per search on 100k products), and matches exactly the same documents.
 */
const documentOperand = (lexeme: string) => ([...lexeme].length === 1 ? quoted(`${INITIAL_MARK}${lexeme}`) : prefixOperand(lexeme));

/** Lexemes that must all match (AND), as prefixes; `parts` when they are a compound's parts (always parenthesised). */
interface Alternative {
  lexemes: string[];
  parts: boolean;
}

const COMPOUNDS_PER_WORD = 8;
const CORRECTIONS_PER_WORD = 4;

export function interpretTerm(term: string, dictionary: KeywordDictionary, languageId: string): InterpretedTerm | undefined {
  const words = termWords(term);
  if (words.length === 0) return undefined;
  let corrected = false;
  const shown: string[] = [];
  const single = (lexeme: string): Alternative => ({ lexemes: [lexeme], parts: false });
  const groups = words.map((word): Alternative[] => {
    // Numbers and sizes are matched as typed (product numbers are no dictionary words).
    if (/\p{N}/u.test(word)) {
      shown.push(word);
      return [single(word)];
    }
    const starting = formsStartingWith(dictionary, word, COMPOUNDS_PER_WORD);
    if (starting.length > 0) {
      shown.push(word);
      // The word as typed, and the hyphenated words it spells run together ("tshirt" → 't-shirt':*); a letter
      // or two is too little to guess a compound from.
      const compounds = (word.length < 3 ? [] : starting).flatMap((form) => (dictionary.wordsByForm.get(form) ?? []).filter((lexeme) => lexeme.includes('-')));
      // A compound also as its parts, so "tshirt" finds what "t shirt" and "T-Shirt" find.
      const parts = new Map(compounds.map((lexeme) => lexeme.split('-').filter(Boolean)).map((lexemes) => [lexemes.join('-'), { lexemes, parts: true }]));
      return [...[...new Set([word, ...compounds])].map(single), ...parts.values()];
    }
    const nearest = corrections(dictionary, word, languageId).slice(0, CORRECTIONS_PER_WORD);
    const best = nearest[0];
    if (!best) {
      shown.push(word);
      return [single(word)];
    }
    corrected = true;
    shown.push(dictionary.wordsByForm.get(best.form)?.[0] ?? best.form);
    return [...new Set(nearest.flatMap((item) => dictionary.wordsByForm.get(item.form) ?? [item.form]))].map(single);
  });
  const render = (operand: (lexeme: string) => string) => (alternative: Alternative) =>
    alternative.parts ? `(${alternative.lexemes.map(operand).join(' & ')})` : alternative.lexemes.map(operand).join(' & ');
  const all = (operand: (lexeme: string) => string) =>
    groups
      .map((alternatives) => alternatives.map(render(operand)))
      .map((alternatives) => (alternatives.length === 1 ? (alternatives[0] ?? '') : `(${alternatives.join(' | ')})`))
      .join(' & ');
  const query = all(prefixOperand);
  const documentQuery = all(documentOperand);
  const anyQuery = groups.flat().map(render(prefixOperand)).join(' | ');
  // A product number as typed ("T-3", "AI10023.1"): the name documents hold each number whole (migration 0010).
  const typed = term.trim().toLowerCase();
  const number = /\p{N}/u.test(typed) && !/[\s^]/u.test(typed) ? typed : undefined;
  const orNumber = (tsquery: string) => (number ? `(${tsquery}) | ${quoted(number)}` : tsquery);
  const lexemeGroups = groups.map((alternatives) => alternatives.map((alternative) => alternative.lexemes));
  const rankNumber = anyQueryOperands(lexemeGroups, number).some((operand) => !operand.prefix);
  return {
    query: orNumber(query),
    documentQuery: orNumber(documentQuery),
    anyQuery: rankNumber && number !== undefined ? `${anyQuery} | ${quoted(number)}` : anyQuery,
    correctedTerm: corrected ? shown.join(' ') : undefined,
    groups: lexemeGroups,
    number,
  };
}

/**
 * The operands of `anyQuery`, by which names are ranked: every lexeme as a prefix, and the product number whole
 * unless it is one of them — ts_rank counts an operand once by its text, so "t3" ranks as the word t3.
 */
export function anyQueryOperands(groups: InterpretedTerm['groups'], number: string | undefined): Array<{ lexeme: string; prefix: boolean }> {
  const lexemes = [...new Set(groups.flat(2))];
  const operands = lexemes.map((lexeme) => ({ lexeme, prefix: true }));
  return number !== undefined && !lexemes.includes(number) ? [...operands, { lexeme: number, prefix: false }] : operands;
}
