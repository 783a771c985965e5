// features/shell on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadRootData } from './root-data.server.ts';
