// features/pages — the plain pages' heading and meta tags.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { titledPageMeta } from './meta.ts';
export { PageHeading } from './PageHeading.tsx';
