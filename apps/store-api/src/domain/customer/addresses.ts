// A customer's address book. Every lookup is scoped to the customer: an address of another
// customer is indistinguishable from a missing one and answers 403 (customers only ever see and
// touch their own data).
import type { Queryable } from '../../db/database.ts';
import { searchRows, type SearchResult } from '../criteria/search.ts';
import { field, sortBy, to, type EntityDefinition } from '../criteria/fields.ts';
import { countryDefinition, countryStateDefinition, salutationDefinition } from '../system/definitions.ts';
import type { LanguageChain } from '../translation.ts';
import type { Criteria } from '../criteria/types.ts';
import { domainError } from '../errors.ts';
import type { RequestContext } from '../context/session.ts';
import { isUuid } from '../ids.ts';
import { Violations, type Input } from '../validation/rules.ts';
import { insertAddress, readAddress, updateAddress } from './address-input.ts';
import type { AddressRow, CustomerRow } from './rows.ts';

/** customer_address as Shopware's CustomerAddressDefinition exposes it to criteria. */
function addressDefinition(chain: LanguageChain): EntityDefinition {
  const isDefault = (column: 'default_billing_address_id' | 'default_shipping_address_id') =>
    field.boolean(`coalesce(t.id = (SELECT c.${column} FROM customer c WHERE c.id = t.customer_id), FALSE)`);
  return {
    entity: 'customer_address',
    table: 'customer_address',
    fields: {
      id: field.text('t.id'),
      customerId: field.text('t.customer_id'),
      countryId: field.text('t.country_id'),
      countryStateId: field.text('t.country_state_id'),
      salutationId: field.text('t.salutation_id'),
      firstName: field.text('t.first_name'),
      lastName: field.text('t.last_name'),
      zipcode: field.text('t.zipcode'),
      city: field.text('t.city'),
      company: field.text('t.company'),
      street: field.text('t.street'),
      department: field.text('t.department'),
      title: field.text('t.title'),
      phoneNumber: field.text('t.phone_number'),
      additionalAddressLine1: field.text('t.additional_address_line1'),
      additionalAddressLine2: field.text('t.additional_address_line2'),
      // 6.7: an address's fingerprint (not kept here) and whether it is a default one.
      hash: field.none('text'),
      isDefaultBillingAddress: isDefault('default_billing_address_id'),
      isDefaultShippingAddress: isDefault('default_shipping_address_id'),
      customFields: field.json('NULL::jsonb'),
      createdAt: field.date('t.created_at'),
      updatedAt: field.date('t.updated_at'),
    },
    associations: {
      country: to.one(() => countryDefinition(chain), 't.country_id'),
      countryState: to.one(() => countryStateDefinition(chain), 't.country_state_id'),
      salutation: to.one(() => salutationDefinition(chain), 't.salutation_id'),
    },
    searchFields: ['firstName', 'lastName', 'city'],
    defaultSort: sortBy('ASC', 'createdAt'),
  };
}

/** GET /account/list-address: criteria over the customer's own addresses only. */
export function searchAddresses(db: Queryable, customer: CustomerRow, criteria: Criteria, chain: LanguageChain): Promise<SearchResult<AddressRow>> {
  return searchRows<AddressRow>(db, addressDefinition(chain), criteria, (params) => [`t.customer_id = ${params.add(customer.id)}`]);
}

const addressNotFound = (id: string) =>
  domainError(403, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${id}" not found.`, { addressId: id });

async function ownAddress(db: Queryable, customer: CustomerRow, id: string): Promise<AddressRow> {
  if (!isUuid(id)) throw addressNotFound(id);
  const [row] = await db.query<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND customer_id = $2', [id, customer.id]);
  if (!row) throw addressNotFound(id);
  return row;
}

export async function createAddress(db: Queryable, ctx: RequestContext, customer: CustomerRow, input: Input): Promise<AddressRow> {
  const check = new Violations();
  const values = await readAddress(db, input, check, '', ctx.salesChannel.id);
  check.throwIfAny();
  if (!values) throw new Error('Address validation passed without values.');
  const id = await insertAddress(db, customer.id, values);
  return ownAddress(db, customer, id);
}

export async function changeAddress(db: Queryable, ctx: RequestContext, customer: CustomerRow, id: string, input: Input): Promise<AddressRow> {
  await ownAddress(db, customer, id);
  const check = new Violations();
  const values = await readAddress(db, input, check, '', ctx.salesChannel.id);
  check.throwIfAny();
  if (!values) throw new Error('Address validation passed without values.');
  await updateAddress(db, id, values);
  return ownAddress(db, customer, id);
}

export async function deleteAddress(db: Queryable, ctx: RequestContext, customer: CustomerRow, id: string): Promise<void> {
  await ownAddress(db, customer, id);
  if (customer.default_billing_address_id === id || customer.default_shipping_address_id === id) {
    throw domainError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', `Customer address with id "${id}" is a default address and cannot be deleted.`, {
      addressId: id,
    });
  }
  if (ctx.payload.billingAddressId === id || ctx.payload.shippingAddressId === id) {
    throw domainError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE', `Customer address with id "${id}" is an active address and cannot be deleted.`, {
      addressId: id,
    });
  }
  await db.query('DELETE FROM customer_address WHERE id = $1 AND customer_id = $2', [id, customer.id]);
}

export async function setDefaultAddress(db: Queryable, customer: CustomerRow, id: string, kind: 'billing' | 'shipping'): Promise<void> {
  await ownAddress(db, customer, id);
  await db.query(`UPDATE customer SET ${kind === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id'} = $2 WHERE id = $1`, [
    customer.id,
    id,
  ]);
}
