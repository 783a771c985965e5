// What other folders may use of features/shell on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadRootData } from './root-data.server.ts';
