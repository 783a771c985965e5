// What other folders may use of features/navigation on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadNavigation, loadSearchableNavigation } from './navigation.server.ts';
