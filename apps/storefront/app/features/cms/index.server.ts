// features/cms on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { cmsFormAction } from './form-action.server.ts';
export { cmsPageProducts, prepareCmsContent, prepareCmsPage } from './prepare.server.ts';
export { sanitizeCmsHtml } from './sanitize.server.ts';
