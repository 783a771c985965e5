// features/quick-order on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { quickOrderAction } from './quick-order.server.ts';
export { loadNumberSuggestions } from './suggest.server.ts';
