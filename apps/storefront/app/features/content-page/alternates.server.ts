// The path of a category, landing page or product in every locale: its SEO URL in that language
// (`/seo-url` read with `sw-language-id`), else its technical path, which redirects once an SEO URL exists.
import type { RouteInfoFromPathInfo } from '@shopware/helpers';
import { locales } from '../../i18n/locales.ts';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { LocaleBarePaths } from '../../i18n/alternates.ts';
import { technicalPathOf } from './path-lookup.ts';
import { routeNameFilter } from '../../lib/store-api/seo-routes.ts';

const ALTERNATES_TTL_MS = 60_000;
const cache = lazyLookupCache('alternates');

async function seoPathIn(api: StoreApiClient, languageId: string, route: RouteInfoFromPathInfo): Promise<string | undefined> {
  try {
    const { data } = await api.invoke('readSeoUrl post /seo-url', {
      headers: { 'sw-language-id': languageId },
      body: {
        filter: [routeNameFilter(route.routeName), { type: 'equals', field: 'foreignKey', value: route.foreignKey }],
        limit: 1,
      },
    });
    const seoPathInfo = data.elements[0]?.seoPathInfo?.replace(/^\/+/, '');
    return seoPathInfo ? encodePath(`/${seoPathInfo}`) : undefined;
  } catch {
    // Alternates are an aid: without one the technical path still leads to the page.
    return undefined;
  }
}

/** Bare path of the page in each locale whose Store API language is known. */
export function loadAlternates(
  api: StoreApiClient,
  route: RouteInfoFromPathInfo,
  languageIds: ReadonlyMap<string, string>,
  cacheKey: string,
): Promise<LocaleBarePaths> {
  return cache.wrap(
    `${cacheKey}|${route.routeName}|${route.foreignKey}`,
    async (): Promise<LocaleBarePaths> => {
      const technical = technicalPathOf(route);
      const entries = await Promise.all(
        locales().map(async (locale) => {
          const languageId = languageIds.get(locale);
          const path = languageId ? await seoPathIn(api, languageId, route) : undefined;
          return [locale, path ?? technical] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    { freshMs: ALTERNATES_TTL_MS },
  );
}
