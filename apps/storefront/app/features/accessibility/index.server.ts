// What other folders may use of features/accessibility on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadStatement } from './statement.server.ts';
