// features/content-page — the page behind every SEO path: category, landing page or product, and its alternates.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { contentPageMeta } from './content-page-meta.ts';
export { ContentPageView } from './ContentPageView.tsx';
