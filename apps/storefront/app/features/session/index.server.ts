// features/session on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { currencyOptions, languageIds } from './context.server.ts';
export { switchCurrencyAction } from './currency-action.server.ts';
export { createSessionMiddleware } from './middleware.server.ts';
