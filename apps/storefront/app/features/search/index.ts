// What other folders may use of features/search (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { searchPageMeta } from './search-meta.ts';
export { SearchPage } from './SearchPage.tsx';
export { SuggestSearch } from './SuggestSearch.tsx';
