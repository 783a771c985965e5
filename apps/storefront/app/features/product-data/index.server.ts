// What other folders may use of features/product-data on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadColourSwatches } from './colour-swatches.server.ts';
export { requestViewContext } from './view-context.server.ts';
