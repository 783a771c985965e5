// Loads the delivery promise of a product page or the cart through Shopware's shipping-cost routes
// (6.7.11+). The promise is an aid: against a Shopware without those routes, or when a call fails, there
// is none and the page shows nothing in its place (no error).
import { getTranslatedProperty } from '@shopware/helpers';
import type { RouterContextProvider } from 'react-router';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { isStoreApiCallFailure } from '../../lib/store-api/errors.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import { requestViewContext } from '../product-data/index.server.ts';
import { deliveryPromise, type CountryChoice, type DeliveryPromiseView, type ShippingCostEntry } from './delivery-promise.ts';

const LOOKUP_TTL = { freshMs: 5 * 60 * 1000 };
const lookups = lazyLookupCache('delivery');

/** The sales channel's countries that are shipped to, by name, in the session's language (cached per language). */
function deliveryCountries(api: StoreApiClient, languageId: string | undefined): Promise<CountryChoice[]> {
  return lookups.wrap(
    `countries|${readConfig().endpoint}|${languageId ?? ''}`,
    async (): Promise<CountryChoice[]> => {
      const { data } = await api.invoke('readCountry post /country', {
        body: {
          limit: 100,
          filter: [
            { type: 'equals', field: 'active', value: true },
            { type: 'equals', field: 'shippingAvailable', value: true },
          ],
        },
      });
      return (data.elements ?? [])
        .map((country: Schemas['Country']) => ({ id: country.id, name: getTranslatedProperty(country, 'name') || country.iso || country.id }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    LOOKUP_TTL,
  );
}

type Source = { kind: 'product'; productId: string } | { kind: 'cart' };

async function shippingCosts(api: StoreApiClient, source: Source): Promise<ShippingCostEntry[]> {
  const { data } =
    source.kind === 'product'
      ? await api.invoke('readShippingCostByProduct get /shipping-cost/product/{productId}', { pathParams: { productId: source.productId } })
      : await api.invoke('readShippingCostsByCart get /shipping-cost/cart');
  return Array.isArray(data) ? data : [];
}

/**
 * The promise for `source` in the session's country. A product page promises the first method offered
 * (the shop's standard, the same for every visitor of a shared page); the cart the method the session
 * has chosen. A signed-in customer's country is their shipping address's: they get no country choice.
 */
async function loadDeliveryPromise(context: Readonly<RouterContextProvider>, source: Source): Promise<DeliveryPromiseView | null> {
  const { api } = context.get(storeApiContext);
  const summary = context.get(sessionSummaryContext);
  const view = requestViewContext(context, context.get(requestStateContext).locale);
  try {
    const [entries, countries] = await Promise.all([shippingCosts(api, source), deliveryCountries(api, summary.languageId)]);
    const country = countries.find((candidate) => candidate.id === summary.countryId);
    if (!country) return null;
    return deliveryPromise(entries, {
      methodId: source.kind === 'cart' ? summary.shippingMethodId : undefined,
      currencyId: summary.currencyId,
      locale: view.locale,
      money: view.money,
      country,
      countries: summary.loggedIn ? [] : countries,
    });
  } catch (error) {
    if (isStoreApiCallFailure(error)) return null;
    throw error;
  }
}

export function loadProductDeliveryPromise(context: Readonly<RouterContextProvider>, productId: string): Promise<DeliveryPromiseView | null> {
  return loadDeliveryPromise(context, { kind: 'product', productId });
}

export function loadCartDeliveryPromise(context: Readonly<RouterContextProvider>): Promise<DeliveryPromiseView | null> {
  return loadDeliveryPromise(context, { kind: 'cart' });
}
