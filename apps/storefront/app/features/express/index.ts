// features/express — the express checkout: the wallet's way back and the one review step before the order.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { ExpressReviewPage } from './ExpressReviewPage.tsx';
