// What other folders may use of features/pages (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { titledPageMeta } from './meta.ts';
export { PageHeading } from './PageHeading.tsx';
