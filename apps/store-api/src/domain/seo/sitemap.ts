// Sitemaps per sales-channel domain (language): canonical SEO URLs of categories, products and
// landing pages (either route-name family, route-names.ts) as absolute storefront URLs,
// gzip-compressed like Shopware's sitemap files.
import { gzipSync } from 'node:zlib';
import { sqlArray, type Queryable } from '../../db/database.ts';
import { routeNamesOf } from './route-names.ts';
import { languageDomainUrl } from '../system/lookups.ts';
import { escapeXml } from '../markup.ts';

export interface SitemapFile {
  filename: string;
  created: string;
  apiAlias: 'sitemap';
}

export function sitemapFilename(localeCode: string): string {
  return `sitemap-${localeCode}-1.xml.gz`;
}

/** The sitemap XML for a domain: one <url> per canonical SEO URL of visible content. */
export function sitemapXml(domainUrl: string, paths: ReadonlyArray<{ path: string; lastmod: string }>): string {
  const base = domainUrl.replace(/\/$/, '');
  const urls = paths
    .map(
      ({ path, lastmod }) => `<url><loc>${escapeXml(`${base}/${path.split('/').map(encodeURIComponent).join('/')}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${escapeXml(`${base}/`)}</loc></url>${urls}</urlset>\n`;
}

export async function sitemapFile(db: Queryable, salesChannelId: string, languageId: string): Promise<Buffer | undefined> {
  const domainUrl = await languageDomainUrl(db, salesChannelId, languageId);
  if (domainUrl === undefined) return undefined;
  const rows = await db.query<{ seo_path_info: string; created_at: Date | string }>(
    `SELECT s.seo_path_info, s.created_at FROM seo_url s
      WHERE s.language_id = $1 AND (s.sales_channel_id = $2 OR s.sales_channel_id IS NULL) AND s.is_canonical AND NOT s.is_deleted
        -- Pages of the catalogue only, as Shopware's sitemap: no customer-group registration pages.
        AND s.route_name = ANY($3::text[])
        AND (NOT s.route_name = ANY($4::text[])
             OR EXISTS (SELECT 1 FROM product p WHERE p.id = s.foreign_key AND p.active AND p.visibility >= 30))
      ORDER BY s.seo_path_info`,
    [
      languageId,
      salesChannelId,
      sqlArray([...routeNamesOf('navigation'), ...routeNamesOf('detail'), ...routeNamesOf('landing')]),
      sqlArray(routeNamesOf('detail')),
    ],
  );
  const xml = sitemapXml(
    domainUrl,
    rows.map((row) => ({ path: row.seo_path_info, lastmod: new Date(row.created_at).toISOString().slice(0, 10) })),
  );
  return gzipSync(xml);
}
