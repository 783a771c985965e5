// What other folders may use of features/search on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadSearchPage, loadSuggestions } from './search.server.ts';
