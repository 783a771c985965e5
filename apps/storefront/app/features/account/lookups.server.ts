// Salutations and countries (with states) for address and registration forms, cached per language.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { readConfig } from '../../lib/config.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { TtlCache } from '../session/ttl-cache.ts';
import type { CountryOption, SalutationOption } from './address.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const salutationCache = new TtlCache<SalutationOption[]>(FIVE_MINUTES);
const countryCache = new TtlCache<CountryOption[]>(FIVE_MINUTES);

export function salutationOptions(api: StoreApiClient, languageId: string | undefined): Promise<SalutationOption[]> {
  return salutationCache.get(`${readConfig().endpoint}|${languageId ?? ''}`, async () => {
    const { data } = await api.invoke('readSalutation post /salutation', { body: {} });
    return (data.elements ?? []).map((salutation: Schemas['Salutation']) => ({
      id: salutation.id,
      key: salutation.salutationKey,
      name: getTranslatedProperty(salutation, 'displayName') || salutation.salutationKey,
    }));
  });
}

export function countryOptions(api: StoreApiClient, languageId: string | undefined): Promise<CountryOption[]> {
  return countryCache.get(`${readConfig().endpoint}|${languageId ?? ''}`, async () => {
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
  });
}

const defaultCountryCache = new TtlCache<string>(FIVE_MINUTES);

/** The sales channel's default country (context `salesChannel.countryId`), preselected in new addresses. */
export function defaultCountryId(api: StoreApiClient): Promise<string> {
  return defaultCountryCache.get(readConfig().endpoint, async () => {
    const { data } = await api.invoke('readContext get /context');
    return data.salesChannel?.countryId ?? '';
  });
}
