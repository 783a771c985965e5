// The shopper's cookie consent (ADR 0031): which optional categories they allowed. Necessary cookies
// (session, cart, locale, flash, this choice itself) need no consent and are always on. The choice
// lives in a first-party cookie the server reads, so the page is rendered with the banner or
// without it (no flash of the banner) and works without JavaScript.

/** Optional categories, in the order the settings list them. */
export const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type Consent = Readonly<Record<ConsentCategory, boolean>>;

/** What the root hands to the chrome: whether anything needs consent, and what was chosen. */
export interface ConsentState {
  /** The shop runs something that needs consent (analytics configured); otherwise no banner at all. */
  required: boolean;
  /** The stored choice, or null while the shopper has not chosen (then the banner shows). */
  choice: Consent | null;
  /** A Google Tag Manager container to load once statistics are allowed (STOREFRONT_GTM_ID). */
  gtmId: string | null;
}

export const CONSENT_COOKIE = 'aisle-consent';
/** A year, as the shop keeps its other first-party choices (docs/product-rules.md §9); then the shopper is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// A version prefix: a later change of categories can ask everyone again by bumping it.
const VERSION = 'v1';

export const NECESSARY_ONLY: Consent = { statistics: false, marketing: false };
export const ALL_ALLOWED: Consent = { statistics: true, marketing: true };

/** `v1:statistics,marketing` (or `v1:` for necessary only). */
export function encodeConsent(consent: Consent): string {
  return `${VERSION}:${CONSENT_CATEGORIES.filter((category) => consent[category]).join('.')}`;
}

/** The cookie's value as a choice; anything else (tampered, older version) counts as not chosen. */
export function decodeConsent(value: string | undefined): Consent | null {
  if (value === undefined) return null;
  const match = /^v1:([a-z.]{0,40})$/.exec(value);
  if (!match) return null;
  const names = (match[1] ?? '').split('.').filter(Boolean);
  if (!names.every((name) => (CONSENT_CATEGORIES as readonly string[]).includes(name))) return null;
  return { statistics: names.includes('statistics'), marketing: names.includes('marketing') };
}

/** The banner shows while consent is needed and nothing was chosen yet. */
export function bannerShown(state: ConsentState | undefined): boolean {
  return state !== undefined && state.required && state.choice === null;
}

/** Statistics (analytics events, a tag manager) may run. */
export function statisticsAllowed(state: ConsentState | undefined): boolean {
  return state !== undefined && state.required && state.choice?.statistics === true;
}

/** Part of the HTML cache key (server/html-cache.ts): pages differ by whether, and what, the visitor chose. */
export function consentCacheKey(cookieValue: string | undefined): string {
  const choice = decodeConsent(cookieValue);
  return choice ? encodeConsent(choice) : '';
}

/** The choice a posted form stands for: a button (`all`, `necessary`) or the category checkboxes (`save`). */
export function consentFromForm(form: FormData | URLSearchParams | null): Consent | null {
  const choice = form?.get('consent');
  if (choice === 'all') return ALL_ALLOWED;
  if (choice === 'necessary') return NECESSARY_ONLY;
  if (choice === 'save') return { statistics: form?.get('statistics') === 'on', marketing: form?.get('marketing') === 'on' };
  return null;
}

/** The cookie as the prompt's script writes it in the browser (the server's answer sets the same one). */
export function consentCookieText(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
