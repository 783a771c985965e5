// features/consent on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { consentAction, readConsentState } from './consent.server.ts';
