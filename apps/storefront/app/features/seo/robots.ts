// robots.txt content (pure). Account, checkout, cart actions and search results are per visitor or
// endless; they stay out of crawlers' way in every locale.
import { servedLocales } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';

const PRIVATE_PATHS = ['/account', '/checkout', '/wishlist', '/search', '/cart/', '/product/variant', '/product/review', '/cms/form', '/session/'];

export function robotsTxt(origin: string): string {
  const disallowed = servedLocales().flatMap((locale) => PRIVATE_PATHS.map((path) => `Disallow: ${localisePath(path, locale)}`));
  return ['User-agent: *', 'Allow: /', ...[...new Set(disallowed)], '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
