// The same page in the other locales. Most paths only differ by their locale prefix, but SEO paths are
// translated (`/Clothing/` is `/pl-PL/Odzież/`), so content pages tell which bare path each locale has.
import { useMatches } from 'react-router';
import type { Locale } from './locales.ts';
import { marketHref, switchLocale } from './paths.ts';

/** Bare (unprefixed, percent-encoded) path of the current page per locale, where it differs. */
export type LocaleBarePaths = Partial<Record<Locale, string>>;

/** The URL of the current page in `target`, keeping the query string: absolute when `target` has another host. */
export function alternateHref(pathname: string, search: string, target: Locale, barePaths?: LocaleBarePaths): string {
  const bare = barePaths?.[target];
  return bare ? `${marketHref(bare, target)}${search}` : switchLocale(pathname, search, target);
}

function barePathsOf(data: unknown): LocaleBarePaths | undefined {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return undefined;
  const { alternates } = data;
  return typeof alternates === 'object' && alternates !== null ? (alternates as LocaleBarePaths) : undefined;
}

/** Alternates announced by the deepest route whose loader data carries an `alternates` field. */
export function findBarePaths(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): LocaleBarePaths | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const found = barePathsOf(matches[index]?.loaderData);
    if (found) return found;
  }
  return undefined;
}

export function usePageAlternates(): LocaleBarePaths | undefined {
  return findBarePaths(useMatches());
}
