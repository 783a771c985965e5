// What other folders may use of features/cms (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { CmsPage } from './CmsPage.tsx';
export { sortedByPosition } from './layout.ts';
export { CmsOverridesContext } from './overrides.ts';
export type { CmsBlockProps, CmsOverrides } from './overrides.ts';
export { layoutFields, slimBlock, slimSlot } from './slim-page.ts';
