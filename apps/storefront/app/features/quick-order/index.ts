// features/quick-order — quick order by product number.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { QuickOrderLink } from './QuickOrderLink.tsx';
export { QuickOrderPage } from './QuickOrderPage.tsx';
