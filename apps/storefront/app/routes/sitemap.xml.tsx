// /sitemap.xml: index of the sitemap files of every locale.
import { loadSitemapIndex } from '../features/seo/index.server.ts';
import type { Route } from './+types/sitemap.xml';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadSitemapIndex(context, url);
}
