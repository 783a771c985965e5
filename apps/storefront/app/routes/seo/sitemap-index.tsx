// /sitemap.xml: index of the sitemap files of every locale.
import { languageIds } from '../../features/session/context.server.ts';
import { listSitemaps, sitemapIndexXml } from '../../features/seo/sitemap.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { Route } from './+types/sitemap-index';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api } = context.get(storeApiContext);
  try {
    const entries = await listSitemaps(api, await languageIds(api, readConfig().endpoint));
    return new Response(sitemapIndexXml(url.origin, entries), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  } catch {
    return new Response('Sitemap unavailable', { status: 502, headers: { 'content-type': 'text/plain' } });
  }
}
