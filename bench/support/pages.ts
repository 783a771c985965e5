// The storefront pages the benchmarks visit as an anonymous shopper — home, a category, a product
// and search — with the category and product found through the engine's canonical SEO URLs.
import { expectOk } from './store-api.ts';

export interface Page {
  name: string;
  path: string;
  /** Sent as the `sw-context-token` cookie (the storefront's session cookie, app/lib/http/cookies.ts). */
  token?: string;
}

/** The storefront path of the first canonical SEO URL of `routeName` (e.g. `frontend.detail.page`). */
async function seoPath(base: string, routeName: string): Promise<string> {
  const { body } = await expectOk<{ elements: Array<{ seoPathInfo: string }> }>(base, '/seo-url', {
    body: {
      limit: 1,
      filter: [
        { type: 'equals', field: 'routeName', value: routeName },
        { type: 'equals', field: 'isCanonical', value: true },
      ],
    },
  });
  const path = body.elements[0]?.seoPathInfo;
  if (!path) throw new Error(`No SEO URL for ${routeName}.`);
  return `/${path}`;
}

/** Home, a category, a product and search; `base` is the engine's `…/store-api` URL. */
export async function anonymousPages(base: string): Promise<Page[]> {
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: await seoPath(base, 'frontend.navigation.page') },
    { name: 'product', path: await seoPath(base, 'frontend.detail.page') },
    { name: 'search', path: '/search?search=shirt' },
  ];
}
