// The catalogue's keyword dictionary (migration 0010), read once a minute per engine: a few thousand words
// even for a 100k-product catalogue, and a new word only matters to a misspelling of it.
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../../db/database.ts';
import { memo } from '../../../cache-store.ts';
import { buildDictionary, interpretTerm, termWords, type InterpretedTerm, type KeywordDictionary } from './search-terms.ts';

const DICTIONARY_TTL_MS = 60_000;
/** Older than a minute, the dictionary is still used while it is re-read in the background (a read blocked a search 60–270 ms). */
const DICTIONARY_STALE_MS = 10 * 60_000;

function keywordDictionary(db: Queryable): Promise<KeywordDictionary> {
  return memo(
    db,
    'product-keyword-dictionary',
    DICTIONARY_TTL_MS,
    async () => buildDictionary(await db.query<{ language_id: string; keyword: string }>('SELECT language_id, keyword FROM product_keyword_dictionary')),
    { staleMs: DICTIONARY_STALE_MS },
  );
}

/** Interpretations per dictionary: correcting a word measures it against every word (1–5 ms), the same term again costs nothing. */
const interpretations = new WeakMap<KeywordDictionary, LRUCache<string, { interpreted: InterpretedTerm | undefined }>>();

/** The term interpreted against the catalogue's current dictionary (interpretTerm), remembered while that dictionary is. */
export async function interpretSearch(db: Queryable, term: string, languageId: string): Promise<InterpretedTerm | undefined> {
  const dictionary = await keywordDictionary(db);
  let known = interpretations.get(dictionary);
  if (!known) {
    known = new LRUCache({ max: 1000 });
    interpretations.set(dictionary, known);
  }
  // The words decide the interpretation, and the whole term whether it is a product number.
  const key = JSON.stringify([languageId, termWords(term), term.trim().toLowerCase()]);
  const found = known.get(key) ?? { interpreted: interpretTerm(term, dictionary, languageId) };
  known.set(key, found);
  return found.interpreted;
}
