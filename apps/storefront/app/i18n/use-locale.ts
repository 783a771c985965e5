import { useLocation } from 'react-router';
import type { Locale } from './locales.ts';
import { localeFromPathname } from './paths.ts';

/** The locale of the current URL; works in error boundaries too, where loader data may be missing. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
