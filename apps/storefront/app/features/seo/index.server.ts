// features/seo on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadSitemapFile, loadSitemapIndex } from './sitemap.server.ts';
