// What other folders may use of features/consent on the server only (loaders, actions, Store API calls; ADR 0047).
export { consentAction, readConsentState } from './consent.server.ts';
