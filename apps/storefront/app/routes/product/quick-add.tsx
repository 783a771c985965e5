// Resource route of the quick-add dialog (fetched when a shopper opens it, never with the listing).
import { loadQuickAdd } from '../../features/product/index.server.ts';
import type { Route } from './+types/quick-add';

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadQuickAdd(context, params.productId, url);
}
