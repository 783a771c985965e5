// features/accessibility on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadStatement } from './statement.server.ts';
