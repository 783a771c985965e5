// Where account pages send anonymous visitors, and where the login sends them back (same origin only).
import type { Locale } from '../../i18n/locales.ts';
import { localisePath, splitLocalePath } from '../../i18n/paths.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';

export const REDIRECT_PARAM = 'redirectTo';

/** The login page of the locale, remembering the page the visitor wanted. */
export function loginPathFor(url: Pick<URL, 'pathname' | 'search'>, locale: Locale): string {
  const login = localisePath('/login', locale);
  const target = `${url.pathname}${url.search}`;
  return `${login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * The page to open after logging in: a same-origin path from the form or query, never the
 * login page itself or an absolute URL; the account overview otherwise.
 */
export function afterLoginTarget(value: unknown, locale: Locale): string {
  const fallback = localisePath('/account', locale);
  const target = safeRedirectPath(value, fallback);
  const bare = splitLocalePath(target.split(/[?#]/)[0] ?? '/').barePath.replace(/\/+$/, '');
  if (bare === '/login' || bare === '/register') return fallback;
  return target;
}
