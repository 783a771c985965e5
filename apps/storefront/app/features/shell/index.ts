// What other folders may use of features/shell (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { formTargetErrorBoundary, layoutErrorBoundary } from './LayoutErrorBoundary.tsx';
export { MerchantHead } from './MerchantHead.tsx';
export { useRootData } from './root-data.ts';
export type { RootData } from './root-data.ts';
export { ShopChrome } from './ShopChrome.tsx';
