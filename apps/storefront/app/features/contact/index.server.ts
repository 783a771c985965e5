// features/contact on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { contactAction, loadContactPage } from './contact.server.ts';
