// What other folders may use of features/contact on the server only (loaders, actions, Store API calls; ADR 0047).
export { contactAction, loadContactPage } from './contact.server.ts';
