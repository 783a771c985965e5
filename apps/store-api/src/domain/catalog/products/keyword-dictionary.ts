// The catalogue's keyword dictionary (migration 0010), read once a minute per engine: a few thousand words
// even for a 100k-product catalogue, and a new word only matters to a misspelling of it.
import type { Queryable } from '../../../db/database.ts';
import { memo } from '../../../cache-store.ts';
import { buildDictionary, type KeywordDictionary } from './search-terms.ts';

const DICTIONARY_TTL_MS = 60_000;

export function keywordDictionary(db: Queryable): Promise<KeywordDictionary> {
  return memo(db, 'product-keyword-dictionary', DICTIONARY_TTL_MS, async () =>
    buildDictionary(await db.query<{ language_id: string; keyword: string }>('SELECT language_id, keyword FROM product_keyword_dictionary')),
  );
}
