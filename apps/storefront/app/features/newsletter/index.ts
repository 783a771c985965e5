// What other folders may use of features/newsletter (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { NewsletterPage } from './NewsletterPage.tsx';
