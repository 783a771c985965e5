// features/product on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadQuickAdd } from './quick-add.server.ts';
export { loadRecentlyViewed } from './recently-viewed.server.ts';
export { saveReviewAction } from './review-action.server.ts';
export { switchVariantAction } from './variant-action.server.ts';
