// What other folders may use of features/errors (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { RouteErrorView, useIsMaintenance } from './RouteErrorView.tsx';
