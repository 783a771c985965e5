// The spec's "root redirect": a first visit to `/` (no locale cookie yet) goes to the visitor's
// language when the storefront has it under a prefix; otherwise the default locale stays.
import { preferredLocale } from './accept-language.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { homePath } from './paths.ts';

export interface RootRedirectInput {
  pathname: string;
  localeCookie: string | undefined;
  acceptLanguage: string | null;
}

export function rootRedirectTarget({ pathname, localeCookie, acceptLanguage }: RootRedirectInput): string | null {
  if (pathname !== '/' || localeCookie) return null;
  const locale = preferredLocale(acceptLanguage);
  if (!locale || locale === DEFAULT_LOCALE) return null;
  return homePath(locale);
}
