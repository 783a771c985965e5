// features/search — the search page and the header's suggestions.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { searchPageMeta } from './search-meta.ts';
export { SearchPage } from './SearchPage.tsx';
export { SuggestSearch } from './SuggestSearch.tsx';
