// /account/address: the address book (list, create, edit, delete, default billing/shipping).
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { addressBody, addressView, type AddressView, type CountryOption, type SalutationOption } from './address.ts';
import { requireCustomer } from './customer.server.ts';
import { ADDRESS_BOOK_RETURN, addressBookReturnPath } from './address-book-return.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage, type SubmittedForm } from '../../lib/forms/form-action.server.ts';
import { addressSchema } from './schemas.ts';
import { withEmptyBody } from '../../lib/store-api/empty-body.ts';
import { countryOptions, defaultCountryId, salutationOptions } from './lookups.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

export interface AddressBookData {
  addresses: AddressView[];
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  salutations: SalutationOption[];
  countries: CountryOption[];
  /** 'new', the id of the address being edited, or '' for the list only. */
  editing: string;
  /** The sales channel's default country, preselected for a new address. */
  defaultCountryId: string;
  /** The checkout, when the address book was opened from there. */
  returnTo: string | null;
}

/** docs/product-rules.md §4: a 403 while loading the addresses empties the list. */
export async function listAddresses(api: StoreApiClient): Promise<AddressView[]> {
  try {
    const { data } = await api.invoke('listAddress post /account/list-address', {
      body: { limit: 100, associations: { country: {}, countryState: {}, salutation: {} } },
    });
    return (data.elements ?? []).map(addressView);
  } catch (error) {
    if (storeApiFailureOf(error)?.status === 403) return [];
    throwPageError(error);
  }
}

export async function loadAddressBook(context: Readonly<RouterContextProvider>, url: URL): Promise<AddressBookData> {
  const customer = await requireCustomer(context, url);
  const { api } = context.get(storeApiContext);
  const { languageId } = context.get(sessionSummaryContext);
  const [addresses, salutations, countries, countryId] = await Promise.all([
    listAddresses(api),
    salutationOptions(api, languageId),
    countryOptions(api, languageId),
    defaultCountryId(api),
  ]);
  const edit = url.searchParams.get('edit') ?? '';
  const back = addressBookReturnPath(url.searchParams.get(ADDRESS_BOOK_RETURN.param));
  const editing = edit === 'new' || addresses.some((address) => address.id === edit) ? edit : '';
  return {
    addresses,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    salutations,
    countries,
    editing,
    defaultCountryId: countryId,
    returnTo: back === null ? null : localisePath(back, context.get(requestStateContext).locale),
  };
}

export async function addressAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  await requireCustomer(context, url);
  const form = await readSubmittedForm(request);
  const { api } = context.get(storeApiContext);
  // Opened from the checkout: every answer keeps the way back.
  const back = addressBookReturnPath(form.values[ADDRESS_BOOK_RETURN.param]);
  const target = `${localisePath('/account/address', context.get(requestStateContext).locale)}${back === null ? '' : `?${ADDRESS_BOOK_RETURN.param}=${ADDRESS_BOOK_RETURN.checkout}`}`;
  const id = form.values.id ?? '';
  if (form.name === 'address') return saveAddress(api, form, context, target);
  if (!isShopwareId(id)) return formFailure(form.name, {}, {}, { key: 'messages.default' });
  try {
    if (form.name === 'delete') {
      await api.invoke('deleteCustomerAddress delete /account/address/{addressId}', withEmptyBody({ pathParams: { addressId: id } }));
      return redirectWithMessage(context, target, 'account.address.deleted');
    }
    if (form.name === 'default-billing')
      await api.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', withEmptyBody({ pathParams: { addressId: id } }));
    else if (form.name === 'default-shipping')
      await api.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', withEmptyBody({ pathParams: { addressId: id } }));
    else return formFailure(form.name, {}, {}, { key: 'messages.default' });
  } catch (error) {
    const code = storeApiFailureOf(error)?.errors[0]?.code;
    if (code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT' || code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE')
      return redirectWithMessage(context, target, 'account.address.isDefault', 'danger');
    return apiFailure(error, form);
  }
  return redirectWithMessage(context, target, 'account.address.defaultChanged');
}

async function saveAddress(api: StoreApiClient, form: SubmittedForm, context: Readonly<RouterContextProvider>, target: string) {
  const parsed = parseForm(form, addressSchema);
  if (!parsed.ok) return parsed.response;
  const id = form.values.id ?? '';
  const body = addressBody(parsed.data);
  try {
    if (isShopwareId(id)) await api.invoke('updateCustomerAddress patch /account/address/{addressId}', { pathParams: { addressId: id }, body });
    else await api.invoke('createCustomerAddress post /account/address', { body });
  } catch (error) {
    return apiFailure(error, form, { withDetail: true });
  }
  return redirectWithMessage(context, target, isShopwareId(id) ? 'account.address.updated' : 'account.address.created');
}
