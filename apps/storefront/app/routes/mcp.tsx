// /mcp: the shop's MCP server (Streamable HTTP, stateless; features/agents). POST only.
import { handleMcp } from '../features/agents/index.server.ts';
import type { Route } from './+types/mcp';

export function loader() {
  // Stateless: no server-sent event stream to open.
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleMcp(request, context);
}
