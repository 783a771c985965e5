// /{market}/cart/open?link=…: a cart an agent filled through MCP, added to the visitor's cart (features/agents).
import { openAgentCart } from '../../features/agents/index.server.ts';
import type { Route } from './+types/open';

export function loader({ context, url }: Route.LoaderArgs) {
  return openAgentCart(context, url);
}
