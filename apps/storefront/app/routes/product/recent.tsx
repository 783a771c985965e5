// Resource route of "Recently viewed": the cards of the ids the browser keeps (`?ids=a,b,c`).
import { loadRecentlyViewed } from '../../features/product/index.server.ts';
import type { Route } from './+types/recent';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadRecentlyViewed(context, url);
}
