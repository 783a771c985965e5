// /{locale}/sitemap/{file}: one sitemap file of the locale's language, with this site's origin.
import { sitemapFileXml } from '../../features/seo/sitemap.server.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { Route } from './+types/sitemap-file';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  try {
    const xml = await sitemapFileXml(context.get(storeApiContext).api, params.file, url.origin);
    if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  } catch (error) {
    const status = storeApiFailureOf(error)?.status === 404 ? 404 : 502;
    return new Response(status === 404 ? 'Not found' : 'Sitemap unavailable', { status, headers: { 'content-type': 'text/plain' } });
  }
}
