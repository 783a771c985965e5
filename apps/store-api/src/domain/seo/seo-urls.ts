// seo_url rows: serializer and the canonical-URL lookup behind `sw-include-seo-urls`.
import { sqlArray, type Queryable } from '../../db/database.ts';
import { entityMeta } from '../serialize.ts';

export interface SeoUrlRow {
  id: string;
  sales_channel_id: string | null;
  language_id: string;
  foreign_key: string;
  route_name: string;
  path_info: string;
  seo_path_info: string;
  is_canonical: boolean;
  is_modified: boolean;
  is_deleted: boolean;
  created_at: Date | string;
}

export function serializeSeoUrl(row: SeoUrlRow) {
  return {
    id: row.id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    foreignKey: row.foreign_key,
    routeName: row.route_name,
    pathInfo: row.path_info,
    seoPathInfo: row.seo_path_info,
    isCanonical: row.is_canonical,
    isModified: row.is_modified,
    isDeleted: row.is_deleted,
    ...entityMeta(row, 'seo_url'),
  };
}

export type SerializedSeoUrl = ReturnType<typeof serializeSeoUrl>;

/** Canonical URLs of the given entities in one language, current channel first (StoreApiSeoResolver). */
export async function canonicalSeoUrls(
  db: Queryable,
  foreignKeys: readonly string[],
  languageId: string,
  salesChannelId: string,
): Promise<Map<string, SerializedSeoUrl[]>> {
  const result = new Map<string, SerializedSeoUrl[]>();
  if (foreignKeys.length === 0) return result;
  const rows = await db.query<SeoUrlRow>(
    `SELECT * FROM seo_url WHERE foreign_key = ANY($1::text[]) AND language_id = $2 AND is_canonical AND NOT is_deleted
       AND (sales_channel_id = $3 OR sales_channel_id IS NULL)
     ORDER BY (sales_channel_id = $3) DESC, id`,
    [sqlArray(foreignKeys), languageId, salesChannelId],
  );
  for (const row of rows) {
    const list = result.get(row.foreign_key) ?? [];
    list.push(serializeSeoUrl(row));
    result.set(row.foreign_key, list);
  }
  return result;
}
