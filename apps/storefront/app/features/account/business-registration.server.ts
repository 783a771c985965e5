// Where a trade buyer registers: the registration page of a customer group open for registration.
// Shopware writes an SEO URL (`frontend.account.customer-group-registration.page`, lib/store-api/seo-routes.ts; foreign key = the
// group's id) for each such group of the sales channel, so the group is found without configuring
// its id here. Several groups: the first (oldest) one. Cached per endpoint; none → no link.
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { REGISTRATION_ROUTE_NAME, routeNameFilter } from '../../lib/store-api/seo-routes.ts';

const lookups = lazyLookupCache('business-registration');
const LOOKUP_TTL = { freshMs: 5 * 60 * 1000 };

/** `/customer-group-registration/{id}` (without locale prefix), or null when the shop offers none. */
export async function businessRegistrationPath(api: StoreApiClient): Promise<string | null> {
  try {
    const groupId = await lookups.wrap(
      `group|${readConfig().endpoint}`,
      async () => {
        const { data } = await api.invoke('readSeoUrl post /seo-url', {
          body: { filter: [routeNameFilter(REGISTRATION_ROUTE_NAME)], limit: 1, includes: { seo_url: ['foreignKey'] } },
        });
        return data.elements?.[0]?.foreignKey ?? '';
      },
      LOOKUP_TTL,
    );
    return isShopwareId(groupId) ? `/customer-group-registration/${groupId.toLowerCase()}` : null;
  } catch (error) {
    // A link of the chrome: without it the page still works.
    if (!storeApiFailureOf(error)) throw error;
    return null;
  }
}
