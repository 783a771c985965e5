// Salutations and countries (with states) for address and registration forms, cached per language.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { CountryOption, SalutationOption } from './address.ts';

const LOOKUP_TTL = { freshMs: 5 * 60 * 1000 };
const lookups = lazyLookupCache('account');

export function salutationOptions(api: StoreApiClient, languageId: string | undefined): Promise<SalutationOption[]> {
  return lookups.wrap(
    `salutations|${readConfig().endpoint}|${languageId ?? ''}`,
    async (): Promise<SalutationOption[]> => {
      const { data } = await api.invoke('readSalutation post /salutation', { body: {} });
      return (data.elements ?? []).map((salutation: Schemas['Salutation']) => ({
        id: salutation.id,
        key: salutation.salutationKey,
        name: getTranslatedProperty(salutation, 'displayName') || salutation.salutationKey,
      }));
    },
    LOOKUP_TTL,
  );
}

export function countryOptions(api: StoreApiClient, languageId: string | undefined): Promise<CountryOption[]> {
  return lookups.wrap(
    `countries|${readConfig().endpoint}|${languageId ?? ''}`,
    async (): Promise<CountryOption[]> => {
      const { data } = await api.invoke('readCountry post /country', {
        body: { limit: 100, associations: { states: {} }, filter: [{ type: 'equals', field: 'active', value: true }] },
      });
      return (data.elements ?? []).map((country: Schemas['Country']) => ({
        id: country.id,
        name: getTranslatedProperty(country, 'name') || country.iso || country.id,
        postalCodeRequired: country.postalCodeRequired === true,
        forceState: country.forceStateInRegistration === true,
        states: (country.states ?? [])
          .filter((state) => state.active !== false)
          .map((state) => ({ id: state.id, name: getTranslatedProperty(state, 'name') || state.shortCode })),
      }));
    },
    LOOKUP_TTL,
  );
}

/** The sales channel's default country (context `salesChannel.countryId`), preselected in new addresses. */
export function defaultCountryId(api: StoreApiClient): Promise<string> {
  return lookups.wrap(
    `default-country|${readConfig().endpoint}`,
    async (): Promise<string> => {
      const { data } = await api.invoke('readContext get /context');
      return data.salesChannel?.countryId ?? '';
    },
    LOOKUP_TTL,
  );
}
