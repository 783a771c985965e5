// Document meta of the search page: its title names the term; results stay out of search engines.
import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { pageMeta, rootOrigin } from '../seo/index.ts';

/** The route's meta arguments (the loader's data is absent on an error). */
interface Input {
  loaderData: { term: string } | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function searchPageMeta({ loaderData, location, matches }: Input): MetaDescriptor[] {
  const locale = localeFromPathname(location.pathname);
  const t = i18nFor(locale).t;
  const term = loaderData?.term;
  return [
    ...pageMeta({
      locale,
      pathname: location.pathname,
      origin: rootOrigin(matches),
      title: term ? t('catalog.search.resultsFor', { term }) : t('pages.search'),
    }),
    // Result pages are endless variations of one page: keep them out of search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
}
