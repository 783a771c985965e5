// features/navigation on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadNavigation, loadSearchableNavigation } from './navigation.server.ts';
