// features/errors — error and maintenance pages.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { RouteErrorView, useIsMaintenance } from './RouteErrorView.tsx';
