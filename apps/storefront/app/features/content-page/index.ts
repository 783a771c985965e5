// What other folders may use of features/content-page (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { contentPageMeta } from './content-page-meta.ts';
export { ContentPageView } from './ContentPageView.tsx';
