// What other folders may use of features/seo on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadSitemapFile, loadSitemapIndex } from './sitemap.server.ts';
