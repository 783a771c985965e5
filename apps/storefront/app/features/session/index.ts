// What other folders may use of features/session (ADR 0047): every import from outside this folder names this file or index.server.ts.
export type { CurrencyOption } from './currency.ts';
export { CurrencySwitcher } from './CurrencySwitcher.tsx';
export { isCustomerSession, isGuestSession, isLoggedIn, registrationLogsIn } from './customer.ts';
export { LanguageSwitcher } from './LanguageSwitcher.tsx';
export type { SessionRootData } from './root-data.ts';
export { TabSync } from './TabSync.tsx';
