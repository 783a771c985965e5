// Single facts about the shop's system data that several areas (accounts, orders, mails, sitemaps) ask for.
import type { Queryable } from '../../db/database.ts';

/** The locale code (e.g. de-DE) of a language; en-GB when the language is unknown. */
export async function localeCodeOf(db: Queryable, languageId: string): Promise<string> {
  const [row] = await db.query<{ code: string }>('SELECT l.code FROM language g JOIN locale l ON l.id = g.locale_id WHERE g.id = $1', [languageId]);
  return row?.code ?? 'en-GB';
}

/** The system default currency (the one every price exists in). */
export async function defaultCurrencyId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM currency WHERE is_system_default LIMIT 1');
  return row?.id ?? '';
}

/** The sales channel's first domain URL for a language (links and sitemaps point there). */
export async function languageDomainUrl(db: Queryable, salesChannelId: string, languageId: string): Promise<string | undefined> {
  const [domain] = await db.query<{ url: string }>(
    'SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1 AND language_id = $2 ORDER BY url LIMIT 1',
    [salesChannelId, languageId],
  );
  return domain?.url;
}
