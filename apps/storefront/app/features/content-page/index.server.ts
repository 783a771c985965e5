// What other folders may use of features/content-page on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadContentPage } from './content-page.server.ts';
