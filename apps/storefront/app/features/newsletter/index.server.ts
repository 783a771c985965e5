// features/newsletter on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadNewsletterPage, newsletterAction } from './newsletter.server.ts';
