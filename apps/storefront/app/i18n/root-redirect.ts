// The "root redirect" (docs/product-rules.md §2): a first visit to `/` (no locale cookie yet) goes to the visitor's
// language when the storefront has it under a prefix; otherwise the default locale stays. A shop
// whose markets all have a prefix has no page at `/`: it always leads to one (the remembered, the
// visitor's, else the first). Only to a market of the request's host: another host is the visitor's choice.
import { preferredLocale } from './accept-language.ts';
import { defaultLocale, hasUnprefixedMarket, servedLocales } from './locales.ts';
import { homePath } from './paths.ts';

export interface RootRedirectInput {
  pathname: string;
  localeCookie: string | undefined;
  acceptLanguage: string | null;
}

export function rootRedirectTarget({ pathname, localeCookie, acceptLanguage }: RootRedirectInput): string | null {
  if (pathname !== '/') return null;
  const here = servedLocales();
  if (!hasUnprefixedMarket())
    return homePath(localeCookie && here.includes(localeCookie) ? localeCookie : (preferredLocale(acceptLanguage, here) ?? defaultLocale()));
  if (localeCookie) return null;
  const locale = preferredLocale(acceptLanguage, here);
  if (!locale || locale === defaultLocale()) return null;
  return homePath(locale);
}
