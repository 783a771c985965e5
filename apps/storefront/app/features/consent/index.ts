// What other folders may use of features/consent (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { statisticsAllowed } from './consent.ts';
export { ConsentBanner } from './ConsentBanner.tsx';
export { COOKIE_SETTINGS_PATH } from './ConsentForm.tsx';
export { ConsentSettingsPage } from './ConsentSettingsPage.tsx';
export type { ConsentRootData } from './root-data.ts';
