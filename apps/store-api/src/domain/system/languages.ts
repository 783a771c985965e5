// A language added to every sales channel, as Shopware's Administration adds one (Settings → Languages,
// then the sales channel's languages): a locale, a language on it, the sales channels' link. Entities
// without a translation in it read the system default language's (translation.ts), and pages without
// an SEO URL in it keep their technical paths, as in Shopware before the SEO URLs are indexed.
import type { Queryable } from '../../db/database.ts';
import { idFor } from '../ids.ts';

export const LOCALE_CODE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/;

export interface AddedLanguage {
  id: string;
  code: string;
  created: boolean;
}

/** Idempotent: a code that is there already is linked to every sales channel and left as it is. */
export async function addLanguage(db: Queryable, code: string, name: string): Promise<AddedLanguage> {
  const localeId = (await db.query<{ id: string }>('SELECT id FROM locale WHERE code = $1', [code]))[0]?.id ?? idFor(`locale:${code}`);
  await db.query(`INSERT INTO locale (id, code, translations) VALUES ($1, $2, '{}'::jsonb) ON CONFLICT (code) DO NOTHING`, [localeId, code]);
  const existing = (await db.query<{ id: string }>('SELECT id FROM language WHERE locale_id = $1', [localeId]))[0]?.id;
  const id = existing ?? idFor(`language:${code}`);
  if (!existing) {
    await db.query('INSERT INTO language (id, name, locale_id, position) VALUES ($1, $2, $3, (SELECT COALESCE(MAX(position), -1) + 1 FROM language))', [
      id,
      name,
      localeId,
    ]);
  }
  await db.query(
    'INSERT INTO sales_channel_language (sales_channel_id, language_id) SELECT id, $1 FROM sales_channel WHERE id NOT IN (SELECT sales_channel_id FROM sales_channel_language WHERE language_id = $1)',
    [id],
  );
  return { id, code, created: !existing };
}
