// features/search on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadSearchPage, loadSuggestions } from './search.server.ts';
