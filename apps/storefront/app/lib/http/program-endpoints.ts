// Endpoints for programs rather than browsers (the MCP server, features/agents): they write without naming an
// origin and never keep a session in cookies — each call reads as an anonymous visitor does.
const PROGRAM_ENDPOINTS = new Set(['/mcp']);

export function isProgramEndpoint(path: string): boolean {
  return PROGRAM_ENDPOINTS.has(path);
}
