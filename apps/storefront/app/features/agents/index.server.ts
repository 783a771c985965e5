// features/agents on the server only: what routes use of it (ADR 0047).
export { loadLlmsTxt } from './llms-txt.server.ts';
export { pageMarkdown } from './page-markdown.server.ts';
export { loadProductFeed } from './feed.server.ts';
export { openAgentCart } from './cart-open.server.ts';
export { handleMcp } from './mcp.server.ts';
