// What other folders may use of features/analytics (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { Analytics } from './Analytics.tsx';
