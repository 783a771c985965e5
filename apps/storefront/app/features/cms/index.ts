// features/cms — CMS pages: their data prepared on the server, the section, block and element renderers, the CMS form.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { CmsPage } from './CmsPage.tsx';
export { preparedData } from './commerce-data.ts';
export { htmlContent } from './elements/data.ts';
export { orderedSlots, sortedByPosition } from './layout.ts';
export { CmsOverridesContext } from './overrides.ts';
export type { CmsBlockProps, CmsOverrides } from './overrides.ts';
export { layoutFields, slimBlock, slimSlot } from './slim-page.ts';
