// customer and customer_address entities.
import { sqlArray, type Queryable } from '../../db/database.ts';
import { entityMeta, isoDate } from '../serialize.ts';
import type { CountryRow, CountryStateRow, CustomerGroupRow, PaymentMethodRow, SalutationRow } from '../system/rows.ts';
import { serializeCountry, serializeCountryState, serializeCustomerGroup, serializePaymentMethod, serializeSalutation } from '../system/serializers.ts';
import type { LanguageChain } from '../translation.ts';
import type { AddressRow, CustomerRow } from './rows.ts';
import type { RequestContext } from '../context/session.ts';
import { defaultCurrencyId } from '../system/lookups.ts';

interface Lookups {
  countries: Map<string, CountryRow>;
  states: Map<string, CountryStateRow>;
  salutations: Map<string, SalutationRow>;
}

async function lookups(db: Queryable, addresses: AddressRow[], customer?: CustomerRow): Promise<Lookups> {
  const list = sqlArray;
  const [countries, states, salutations] = await Promise.all([
    db.query<CountryRow>('SELECT * FROM country WHERE id = ANY($1::text[])', [list(addresses.map((address) => address.country_id))]),
    db.query<CountryStateRow>('SELECT * FROM country_state WHERE id = ANY($1::text[])', [list(addresses.map((address) => address.country_state_id))]),
    db.query<SalutationRow>('SELECT * FROM salutation WHERE id = ANY($1::text[])', [
      list([...addresses.map((address) => address.salutation_id), customer?.salutation_id]),
    ]),
  ]);
  return {
    countries: new Map(countries.map((row) => [row.id, row])),
    states: new Map(states.map((row) => [row.id, row])),
    salutations: new Map(salutations.map((row) => [row.id, row])),
  };
}

function serializeAddress(
  row: AddressRow,
  chain: LanguageChain,
  defaultCurrencyId: string,
  found: Lookups,
  defaults: { billing?: string | null; shipping?: string | null } = {},
) {
  const country = found.countries.get(row.country_id);
  const state = row.country_state_id ? found.states.get(row.country_state_id) : undefined;
  const salutation = row.salutation_id ? found.salutations.get(row.salutation_id) : undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    countryId: row.country_id,
    countryStateId: row.country_state_id,
    salutationId: row.salutation_id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    company: row.company,
    department: row.department,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    phoneNumber: row.phone_number,
    additionalAddressLine1: row.additional_address_line1,
    additionalAddressLine2: row.additional_address_line2,
    isDefaultBillingAddress: defaults.billing === row.id,
    isDefaultShippingAddress: defaults.shipping === row.id,
    country: country ? serializeCountry(country, chain, defaultCurrencyId) : undefined,
    countryState: state ? serializeCountryState(state, chain) : undefined,
    salutation: salutation ? serializeSalutation(salutation, chain) : undefined,
    ...entityMeta(row, 'customer_address'),
    updatedAt: isoDate(row.updated_at),
  };
}

export async function serializeAddresses(db: Queryable, rows: AddressRow[], chain: LanguageChain, defaultCurrencyId: string, customer?: CustomerRow) {
  const found = await lookups(db, rows, customer);
  const defaults = { billing: customer?.default_billing_address_id, shipping: customer?.default_shipping_address_id };
  return rows.map((row) => serializeAddress(row, chain, defaultCurrencyId, found, defaults));
}

export interface CustomerView {
  chain: LanguageChain;
  defaultCurrencyId: string;
  activeBillingAddressId?: string;
  activeShippingAddressId?: string;
}

/** The session's customer as /account/customer, login and /context answer it: the session's active addresses included. */
export async function serializeSessionCustomer(db: Queryable, ctx: RequestContext, customer: CustomerRow) {
  return serializeCustomer(db, customer, {
    chain: ctx.chain,
    defaultCurrencyId: await defaultCurrencyId(db),
    activeBillingAddressId: ctx.payload.billingAddressId,
    activeShippingAddressId: ctx.payload.shippingAddressId,
  });
}

/** The customer with default and active addresses, group, salutation and default payment method. */
async function serializeCustomer(db: Queryable, customer: CustomerRow, view: CustomerView) {
  const addressIds = [
    customer.default_billing_address_id,
    customer.default_shipping_address_id,
    view.activeBillingAddressId,
    view.activeShippingAddressId,
  ].filter((id): id is string => Boolean(id));
  const addresses = addressIds.length
    ? await db.query<AddressRow>('SELECT * FROM customer_address WHERE customer_id = $1 AND id = ANY($2::text[])', [customer.id, sqlArray(addressIds)])
    : [];
  const found = await lookups(db, addresses, customer);
  const defaults = { billing: customer.default_billing_address_id, shipping: customer.default_shipping_address_id };
  const address = (id: string | null | undefined) => {
    const row = addresses.find((candidate) => candidate.id === id);
    return row ? serializeAddress(row, view.chain, view.defaultCurrencyId, found, defaults) : undefined;
  };
  const [group] = await db.query<CustomerGroupRow>('SELECT * FROM customer_group WHERE id = $1', [customer.customer_group_id]);
  const [payment] = customer.default_payment_method_id
    ? await db.query<PaymentMethodRow>('SELECT * FROM payment_method WHERE id = $1', [customer.default_payment_method_id])
    : [];
  const salutation = customer.salutation_id ? found.salutations.get(customer.salutation_id) : undefined;
  const defaultBilling = address(customer.default_billing_address_id);
  const defaultShipping = address(customer.default_shipping_address_id);
  return {
    id: customer.id,
    groupId: customer.customer_group_id,
    requestedGroupId: customer.requested_customer_group_id,
    salesChannelId: customer.sales_channel_id,
    languageId: customer.language_id,
    defaultPaymentMethodId: customer.default_payment_method_id,
    lastPaymentMethodId: customer.default_payment_method_id,
    defaultBillingAddressId: customer.default_billing_address_id,
    defaultShippingAddressId: customer.default_shipping_address_id,
    customerNumber: customer.customer_number,
    salutationId: customer.salutation_id,
    firstName: customer.first_name,
    lastName: customer.last_name,
    email: customer.email,
    title: customer.title,
    company: customer.company,
    vatIds: customer.vat_ids,
    accountType: customer.account_type,
    active: customer.active,
    guest: customer.guest,
    doubleOptInRegistration: customer.double_opt_in_registration,
    doubleOptInEmailSentDate: isoDate(customer.double_opt_in_email_sent_date),
    doubleOptInConfirmDate: isoDate(customer.double_opt_in_confirm_date),
    // Shopware blanks the opt-in hash in API responses.
    hash: '',
    birthday: customer.birthday ? isoDate(customer.birthday)?.slice(0, 10) : undefined,
    firstLogin: isoDate(customer.first_login),
    lastLogin: isoDate(customer.last_login),
    group: group ? serializeCustomerGroup(group, view.chain) : undefined,
    salutation: salutation ? serializeSalutation(salutation, view.chain) : undefined,
    defaultPaymentMethod: payment ? serializePaymentMethod(payment, view.chain) : undefined,
    lastPaymentMethod: payment ? serializePaymentMethod(payment, view.chain) : undefined,
    defaultBillingAddress: defaultBilling,
    defaultShippingAddress: defaultShipping,
    activeBillingAddress: address(view.activeBillingAddressId) ?? defaultBilling,
    activeShippingAddress: address(view.activeShippingAddressId) ?? defaultShipping,
    ...entityMeta(customer, 'customer'),
  };
}

export async function findCustomer(db: Queryable, id: string | undefined): Promise<CustomerRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.query<CustomerRow>('SELECT * FROM customer WHERE id = $1', [id]);
  return row;
}
