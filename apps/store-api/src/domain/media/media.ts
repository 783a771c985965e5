// Media entities with their generated thumbnails; URLs are absolute, built from the public base URL.
import type { Queryable } from '../../db/database.ts';
import { entityMeta, isoDate } from '../serialize.ts';
import { translate, type LanguageChain, type Translations } from '../translation.ts';

export interface ThumbnailRecord {
  id: string;
  width: number;
  height: number;
  path: string;
}

export interface MediaRow {
  id: string;
  file_name: string;
  file_extension: string;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
  path: string;
  thumbnails: ThumbnailRecord[];
  translations: Translations;
  created_at: Date | string;
}

function mediaUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${path}`;
}

export function serializeMedia(row: MediaRow, chain: LanguageChain, baseUrl: string) {
  const translated = translate(row.translations, chain, ['alt', 'title']);
  return {
    id: row.id,
    mimeType: row.mime_type,
    fileExtension: row.file_extension,
    fileName: row.file_name,
    fileSize: row.file_size,
    uploadedAt: isoDate(row.created_at),
    metaData: { width: row.width, height: row.height, type: 2 },
    ...translated,
    url: mediaUrl(baseUrl, row.path),
    path: row.path,
    hasFile: true,
    private: false,
    thumbnails: row.thumbnails.map((thumbnail) => ({
      id: thumbnail.id,
      mediaId: row.id,
      width: thumbnail.width,
      height: thumbnail.height,
      url: mediaUrl(baseUrl, thumbnail.path),
      path: thumbnail.path,
      customFields: {},
      apiAlias: 'media_thumbnail',
    })),
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'media'),
  };
}

export type SerializedMedia = ReturnType<typeof serializeMedia>;

export async function loadMedia(db: Queryable, ids: Iterable<string>): Promise<Map<string, MediaRow>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.query<MediaRow>(`SELECT * FROM media WHERE id IN (${unique.map((_, index) => `$${index + 1}`).join(', ')})`, unique);
  return new Map(rows.map((row) => [row.id, row]));
}
