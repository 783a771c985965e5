// Address data as the pages show it, independent of the Store API entity's optional fields.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '@shopware/api-client/api-types';

export interface SalutationOption {
  id: string;
  key: string;
  name: string;
}

export interface CountryOption {
  id: string;
  name: string;
  postalCodeRequired: boolean;
  forceState: boolean;
  states: { id: string; name: string }[];
}

export interface AddressView {
  id: string;
  salutationId: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryName: string;
  countryStateId: string;
  stateName: string;
}

export function addressView(address: Schemas['CustomerAddress']): AddressView {
  return {
    id: address.id,
    salutationId: address.salutationId ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    street: address.street,
    zipcode: address.zipcode ?? '',
    city: address.city,
    countryId: address.countryId,
    countryName: getTranslatedProperty(address.country, 'name'),
    countryStateId: address.countryStateId ?? '',
    stateName: getTranslatedProperty(address.countryState, 'name'),
  };
}

/** Form values of an address (for editing). */
export function addressFormValues(address: AddressView): Record<string, string> {
  const { salutationId, firstName, lastName, company, street, zipcode, city, countryId, countryStateId } = address;
  return { salutationId, firstName, lastName, company, street, zipcode, city, countryId, countryStateId };
}

/** Store API body of an address form: empty optional fields are left out. */
export function addressBody(values: { [key: string]: string | undefined }): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of ['salutationId', 'firstName', 'lastName', 'company', 'street', 'zipcode', 'city', 'countryId', 'countryStateId'] as const) {
    const value = values[key]?.trim();
    if (value) body[key] = value;
  }
  return body;
}
