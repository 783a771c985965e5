// Address data as the pages show it, independent of the Store API entity's optional fields.
import { getTranslatedProperty } from '@shopware/helpers';
import type { RequestBody, Schemas } from '../../lib/store-api/types.ts';

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

/** The fields of an address form, the required ones already checked (`addressSchema`). */
export interface AddressFormFields {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  countryId: string;
  salutationId?: string;
  company?: string;
  zipcode?: string;
  countryStateId?: string;
}

/** Store API body of an address form: empty optional fields are left out. */
export function addressBody(values: AddressFormFields): RequestBody<'createCustomerAddress post /account/address'> {
  const { firstName, lastName, street, city, countryId } = values;
  const body: RequestBody<'createCustomerAddress post /account/address'> = {
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    street: street.trim(),
    city: city.trim(),
    countryId: countryId.trim(),
  };
  for (const key of ['salutationId', 'company', 'zipcode', 'countryStateId'] as const) {
    const value = values[key]?.trim();
    if (value) body[key] = value;
  }
  return body;
}
