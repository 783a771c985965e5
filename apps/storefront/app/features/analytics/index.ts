// features/analytics — consent-gated ecommerce events and the tag manager, loaded after hydration.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { Analytics } from './Analytics.tsx';
