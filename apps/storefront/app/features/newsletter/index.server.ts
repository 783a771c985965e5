// What other folders may use of features/newsletter on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadNewsletterPage, newsletterAction } from './newsletter.server.ts';
