// Resource route of the header's suggest search (fetched by SuggestSearch with JavaScript).
import { loadSuggestions } from '../../features/search/index.server.ts';
import type { Route } from './+types/suggest';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadSuggestions(context, url);
}
