// The two families of SEO URL route names. A storefront-type sales channel writes its SEO URLs against
// the Twig storefront's routes (`frontend.*`); since Shopware 6.7.14 a headless (API type) sales channel
// writes them against the Store API's own routes (`store-api.*`). The demo shop is seeded as either
// (AISLE_SALES_CHANNEL_TYPE); everything that reads SEO URLs by route name accepts both.
import { sqlArray, type Queryable } from '../../db/database.ts';

export type SalesChannelType = 'storefront' | 'headless';
export type SeoPage = 'navigation' | 'detail' | 'landing';

export const SEO_ROUTE_NAMES: Readonly<Record<SalesChannelType, Readonly<Record<SeoPage, string>>>> = {
  storefront: { navigation: 'frontend.navigation.page', detail: 'frontend.detail.page', landing: 'frontend.landing.page' },
  headless: { navigation: 'store-api.category.detail', detail: 'store-api.product.detail', landing: 'store-api.landing-page.detail' },
};

/** Every route name of a page, of both families (SQL `IN` lists). */
export function routeNamesOf(page: SeoPage): string[] {
  return [SEO_ROUTE_NAMES.storefront[page], SEO_ROUTE_NAMES.headless[page]];
}

/** The family a seeded database writes (its first category's SEO URL); storefront when it has none. */
export async function seededSalesChannelType(db: Queryable): Promise<SalesChannelType> {
  const [row] = await db.query<{ route_name: string }>('SELECT route_name FROM seo_url WHERE route_name = ANY($1::text[]) LIMIT 1', [
    sqlArray(routeNamesOf('navigation')),
  ]);
  return row?.route_name === SEO_ROUTE_NAMES.headless.navigation ? 'headless' : 'storefront';
}
