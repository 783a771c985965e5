// /{market}/llms.txt: the market as a Markdown list of links for AI agents.
import { loadLlmsTxt } from '../features/agents/index.server.ts';
import type { Route } from './+types/llms.txt';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadLlmsTxt(context, url);
}
