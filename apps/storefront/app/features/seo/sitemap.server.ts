// sitemap.xml: an index over the Store API's sitemap files of every locale (`/sitemap` answers with
// the file names of the request's language), each served through this storefront under the
// locale's prefix. The files name the shop's configured domain; links are rewritten to this origin.
import { gunzipSync } from 'node:zlib';
import type { RouterContextProvider } from 'react-router';
import { servedLocales, type Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { readConfig } from '../../lib/config.server.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { languageIds as readLanguageIds } from '../session/index.server.ts';

export interface SitemapEntry {
  locale: Locale;
  filename: string;
  created: string | null;
}

const FILENAME = /^[\w.-]{1,200}$/;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function listSitemaps(api: StoreApiClient, languageIds: ReadonlyMap<string, string>): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    // A host's index names its own markets' sitemaps: search engines take sitemaps of the same host.
    servedLocales().map(async (locale) => {
      const languageId = languageIds.get(locale);
      if (!languageId) return [];
      const { data } = await api.invoke('readSitemap get /sitemap', { headers: { 'sw-language-id': languageId } });
      return (Array.isArray(data) ? data : [])
        .filter((entry) => FILENAME.test(entry.filename))
        .map((entry) => ({ locale, filename: entry.filename, created: entry.created ?? null }));
    }),
  );
  return lists.flat();
}

/** Pure: the sitemap index XML. */
export function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[]): string {
  const items = entries
    .map((entry) => {
      const loc = `${origin}${localisePath(`/sitemap/${encodeURIComponent(entry.filename.replace(/\.gz$/, ''))}`, entry.locale)}`;
      return `<sitemap><loc>${escapeXml(loc)}</loc>${entry.created ? `<lastmod>${escapeXml(entry.created)}</lastmod>` : ''}</sitemap>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** Pure: every absolute `<loc>` URL moved to `origin` (path and query kept). */
export function rewriteSitemapOrigin(xml: string, origin: string): string {
  return xml.replace(/<loc>([^<]*)<\/loc>/g, (whole, url: string) => {
    try {
      const parsed = new URL(url.replace(/&amp;/g, '&'));
      return `<loc>${escapeXml(`${origin}${parsed.pathname}${parsed.search}`)}</loc>`;
    } catch {
      return whole;
    }
  });
}

/** The XML of one sitemap file of the request's language (the session language follows the locale). */
async function sitemapFileXml(api: StoreApiClient, filename: string, origin: string): Promise<string | null> {
  if (!FILENAME.test(filename)) return null;
  const files = await api.invoke('readSitemap get /sitemap');
  const known = (Array.isArray(files.data) ? files.data : []).find((entry) => entry.filename === filename || entry.filename === `${filename}.gz`);
  if (!known) return null;
  const { data } = await api.invoke('getSitemapFile get /sitemap/{filePath}', { pathParams: { filePath: known.filename }, accept: 'application/gzip' });
  const bytes = Buffer.from(await new Response(data as BodyInit).arrayBuffer());
  // Gzip magic number: some servers (or proxies) deliver the file already decompressed.
  const xml = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return rewriteSitemapOrigin(xml, origin);
}

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** `/sitemap.xml`: the index of every locale's sitemap files. */
export async function loadSitemapIndex(context: Readonly<RouterContextProvider>, url: URL): Promise<Response> {
  const { api } = context.get(storeApiContext);
  try {
    const entries = await listSitemaps(api, await readLanguageIds(api, readConfig().endpoint));
    return new Response(sitemapIndexXml(url.origin, entries), { headers: XML_HEADERS });
  } catch {
    return new Response('Sitemap unavailable', { status: 502, headers: { 'content-type': 'text/plain' } });
  }
}

/** `/{locale}/sitemap/{file}`: one sitemap file of the locale's language, with this site's origin. */
export async function loadSitemapFile(context: Readonly<RouterContextProvider>, filename: string, url: URL): Promise<Response> {
  try {
    const xml = await sitemapFileXml(context.get(storeApiContext).api, filename, url.origin);
    if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return new Response(xml, { headers: XML_HEADERS });
  } catch (error) {
    const status = storeApiFailureOf(error)?.status === 404 ? 404 : 502;
    return new Response(status === 404 ? 'Not found' : 'Sitemap unavailable', { status, headers: { 'content-type': 'text/plain' } });
  }
}
