// features/shell — the frame of every page: header, footer, side cart, the root loader's data.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { formTargetErrorBoundary, layoutErrorBoundary } from './LayoutErrorBoundary.tsx';
export { MerchantHead } from './MerchantHead.tsx';
export { useRootData } from './root-data.ts';
export type { RootData } from './root-data.ts';
export { ShopChrome } from './ShopChrome.tsx';
