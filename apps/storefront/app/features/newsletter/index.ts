// features/newsletter — the newsletter box, subscribe and unsubscribe, the mailed confirmation link.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { NewsletterPage } from './NewsletterPage.tsx';
