// /robots.txt: crawl the catalogue, not the visitor-specific pages; point at the sitemap index.
import { robotsTxt } from '../features/seo/index.ts';
import type { Route } from './+types/robots.txt';

export function loader({ url }: Route.LoaderArgs) {
  return new Response(robotsTxt(url.origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
