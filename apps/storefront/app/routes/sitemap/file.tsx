// /{locale}/sitemap/{file}: one sitemap file of the locale's language, with this site's origin.
import { loadSitemapFile } from '../../features/seo/index.server.ts';
import type { Route } from './+types/file';

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadSitemapFile(context, params.file, url);
}
