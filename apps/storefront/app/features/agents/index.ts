// features/agents — what search engines and AI agents read: llms.txt, pages as Markdown, the product feed, MCP.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { representationKey } from './accept.ts';
