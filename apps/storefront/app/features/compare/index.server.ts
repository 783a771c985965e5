// features/compare on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { COMPARE_PAGE_HEADERS, compareAction, loadComparePage } from './compare.server.ts';
