// /{market}/feeds/products.xml: the market's Google Merchant Center product feed, streamed.
import { loadProductFeed } from '../../features/agents/index.server.ts';
import type { Route } from './+types/products.xml';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadProductFeed(context, url);
}
