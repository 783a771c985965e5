// features/consent — cookie consent: the banner, the settings page and the consent cookie.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { statisticsAllowed } from './consent.ts';
export { ConsentBanner } from './ConsentBanner.tsx';
export { COOKIE_SETTINGS_PATH } from './ConsentForm.tsx';
export { ConsentSettingsPage } from './ConsentSettingsPage.tsx';
export type { ConsentRootData } from './root-data.ts';
