// Where the storefront serves the demo shop's pages per language: the sales-channel domains'
// path prefixes (seed.ts stores them as domain URLs) and the categories' SEO paths, so CMS content
// can link SEO URLs instead of technical /navigation/{id} paths.
import { categorySeoPath } from '../domain/catalog/category-tree.ts';
import { MAIN_CATEGORIES, type CategorySeed } from './content-data.ts';
import type { LocaleCode } from './demo-constants.ts';
import { perLocale, type PerLocale } from './translations.ts';

/** Path prefix of each language's sales-channel domain (en-GB is the default domain). */
export const STOREFRONT_PREFIX: Record<LocaleCode, string> = { 'en-GB': '', 'pl-PL': '/pl-PL', 'de-DE': '/testde' };

function chain(key: string, nodes: readonly CategorySeed[] = MAIN_CATEGORIES, above: CategorySeed[] = []): CategorySeed[] | undefined {
  for (const node of nodes) {
    if (node.key === key) return [...above, node];
    const found = chain(key, node.children ?? [], [...above, node]);
    if (found) return found;
  }
  return undefined;
}

/** The category's name in each language. */
export function categoryName(key: string): PerLocale<string> {
  const found = chain(key);
  if (!found) throw new Error(`Unknown category ${key}`);
  return found[found.length - 1]!.name;
}

/** The category's SEO path as stored in seo_url (below the navigation entry point), per language. */
function categorySeoPaths(key: string): PerLocale<string> {
  const found = chain(key);
  if (!found) throw new Error(`Unknown category ${key}`);
  return perLocale((code) => categorySeoPath(found.map((node) => node.name[code])));
}

/** The storefront URL path of a category per language: domain prefix + SEO path. */
export function categoryHref(key: string): PerLocale<string> {
  const paths = categorySeoPaths(key);
  return perLocale((code) => `${STOREFRONT_PREFIX[code]}/${paths[code]}`);
}
