// What other folders may use of features/quick-order (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { QuickOrderLink } from './QuickOrderLink.tsx';
export { QuickOrderPage } from './QuickOrderPage.tsx';
