// Resource route of the quick order's number suggestions (fetched with JavaScript only).
import { loadNumberSuggestions } from '../../features/quick-order/index.server.ts';
import type { Route } from './+types/suggest';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadNumberSuggestions(context, url);
}
