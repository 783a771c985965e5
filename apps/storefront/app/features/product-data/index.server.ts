// features/product-data on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadColourSwatches } from './colour-swatches.server.ts';
export { requestViewContext } from './view-context.server.ts';
