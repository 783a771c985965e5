import { describe, expect, it } from 'vitest';
import {
  ALL_ALLOWED,
  bannerShown,
  consentCacheKey,
  consentCookieText,
  consentFromForm,
  decodeConsent,
  encodeConsent,
  NECESSARY_ONLY,
  statisticsAllowed,
} from './consent.ts';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const consent of [ALL_ALLOWED, NECESSARY_ONLY, { statistics: true, marketing: false }, { statistics: false, marketing: true }])
      expect(decodeConsent(encodeConsent(consent))).toEqual(consent);
    expect(encodeConsent(NECESSARY_ONLY)).toBe('v1:');
    expect(encodeConsent(ALL_ALLOWED)).toBe('v1:statistics.marketing');
  });

  it('counts a tampered or unknown value as no choice', () => {
    for (const value of [undefined, '', 'v2:statistics', 'v1:everything', 'v1:statistics.ads', 'statistics', `v1:${'a'.repeat(50)}`])
      expect(decodeConsent(value)).toBeNull();
  });

  it('keys cached pages by the choice only', () => {
    expect(consentCacheKey(undefined)).toBe('');
    expect(consentCacheKey('v1:junk')).toBe('');
    expect(consentCacheKey('v1:marketing.statistics')).toBe('v1:statistics.marketing');
  });

  it('shows the banner only when consent is needed and not given; statistics only when allowed', () => {
    expect(bannerShown({ required: true, choice: null, gtmId: null })).toBe(true);
    expect(bannerShown({ required: false, choice: null, gtmId: null })).toBe(false);
    expect(bannerShown({ required: true, choice: NECESSARY_ONLY, gtmId: null })).toBe(false);
    expect(statisticsAllowed({ required: true, choice: NECESSARY_ONLY, gtmId: null })).toBe(false);
    expect(statisticsAllowed({ required: true, choice: ALL_ALLOWED, gtmId: null })).toBe(true);
    expect(statisticsAllowed(undefined)).toBe(false);
  });
});

describe('consentCookieText', () => {
  it('is the cookie the server sets: the encoded choice for a year on the whole site, Secure on https', () => {
    expect(consentCookieText(ALL_ALLOWED, false)).toBe('aisle-consent=v1:statistics.marketing; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookieText(NECESSARY_ONLY, true)).toBe('aisle-consent=v1:; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});

describe('consentFromForm', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };
  it('reads the buttons and the category boxes', () => {
    expect(consentFromForm(form({ consent: 'all' }))).toEqual(ALL_ALLOWED);
    expect(consentFromForm(form({ consent: 'necessary', statistics: 'on' }))).toEqual(NECESSARY_ONLY);
    expect(consentFromForm(form({ consent: 'save', statistics: 'on' }))).toEqual({ statistics: true, marketing: false });
    expect(consentFromForm(form({ consent: 'save' }))).toEqual(NECESSARY_ONLY);
  });
  it('answers null for anything else', () => {
    expect(consentFromForm(null)).toBeNull();
    expect(consentFromForm(form({ consent: 'everything' }))).toBeNull();
    expect(consentFromForm(form({}))).toBeNull();
  });
});
