// features/session — the request's session: middleware, who is logged in, currency and language, tab sync.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export type { CurrencyOption } from './currency.ts';
export { CurrencySwitcher } from './CurrencySwitcher.tsx';
export { isCustomerSession, isGuestSession, isLoggedIn, registrationLogsIn } from './customer.ts';
export { LanguageSwitcher } from './LanguageSwitcher.tsx';
export type { SessionRootData } from './root-data.ts';
export { TabSync } from './TabSync.tsx';
