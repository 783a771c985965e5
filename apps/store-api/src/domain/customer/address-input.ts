// Address validation and storage (AddressValidationFactory): names, street, city and country are
// required; the zip code per the country's rules; a state when the country forces one.
import type { Queryable, SqlValue } from '../../db/database.ts';
import { isUuid, newId } from '../ids.ts';
import type { CountryRow } from '../system/rows.ts';
import type { Input, Violations } from '../validation/rules.ts';
import { checkSalutation } from './salutation.ts';

export interface AddressValues {
  salutationId: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  countryId: string;
  countryStateId: string | null;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

/** Validates an address payload; problems are added to `check` with pointers below `prefix`. */
export async function readAddress(db: Queryable, input: Input, check: Violations, prefix: string, salesChannelId: string): Promise<AddressValues | undefined> {
  const at = (field: string) => `${prefix}/${field}`;
  const firstName = check.notBlank(input, 'firstName', at('firstName'));
  const lastName = check.notBlank(input, 'lastName', at('lastName'));
  const street = check.notBlank(input, 'street', at('street'));
  const city = check.notBlank(input, 'city', at('city'));
  const countryId = check.notBlank(input, 'countryId', at('countryId'));
  for (const [field, limit] of [
    ['firstName', 255],
    ['lastName', 255],
    ['street', 255],
    ['city', 255],
  ] as const)
    check.maxLength(check.optional(input, field), limit, at(field));
  // Without a salutation Shopware stores "not specified".
  const salutationId =
    check.optional(input, 'salutationId') ??
    (await db.query<{ id: string }>("SELECT id FROM salutation WHERE salutation_key = 'not_specified'"))[0]?.id ??
    null;
  await checkSalutation(db, check, salutationId, at('salutationId'));
  let country: CountryRow | undefined;
  if (countryId) {
    [country] = isUuid(countryId)
      ? await db.query<CountryRow>(
          'SELECT c.* FROM country c JOIN sales_channel_country s ON s.country_id = c.id WHERE c.id = $1 AND s.sales_channel_id = $2 AND c.active',
          [countryId, salesChannelId],
        )
      : [];
    if (!country) check.entityMissing('country', countryId, at('countryId'));
  }
  const zipcode = check.optional(input, 'zipcode') ?? null;
  if (country?.postal_code_required && !zipcode) check.notBlank(input, 'zipcode', at('zipcode'));
  if (
    country &&
    zipcode &&
    country.check_postal_code_pattern &&
    country.default_postal_code_pattern &&
    !new RegExp(`^${country.default_postal_code_pattern}$`).test(zipcode)
  ) {
    check.add('VIOLATION::ZIP_CODE_INVALID', at('zipcode'), `This value is not a valid ZIP code for country "${country.iso}".`, { '{{ iso }}': country.iso });
  }
  const countryStateId = check.optional(input, 'countryStateId') ?? null;
  if (country && countryStateId) {
    const valid =
      isUuid(countryStateId) && (await db.query('SELECT 1 FROM country_state WHERE id = $1 AND country_id = $2', [countryStateId, country.id])).length > 0;
    if (!valid) check.entityMissing('country_state', countryStateId, at('countryStateId'));
  } else if (country?.force_state_in_registration) {
    check.notBlank(input, 'countryStateId', at('countryStateId'));
  }
  if (!firstName || !lastName || !street || !city || !countryId) return undefined;
  return {
    salutationId,
    firstName,
    lastName,
    street,
    city,
    countryId,
    zipcode,
    countryStateId,
    title: check.optional(input, 'title') ?? null,
    company: check.optional(input, 'company') ?? null,
    department: check.optional(input, 'department') ?? null,
    phoneNumber: check.optional(input, 'phoneNumber') ?? null,
    additionalAddressLine1: check.optional(input, 'additionalAddressLine1') ?? null,
    additionalAddressLine2: check.optional(input, 'additionalAddressLine2') ?? null,
  };
}

/** The address columns in the order both statements below list them (salutation_id … additional_address_line2). */
function addressColumns(values: AddressValues): SqlValue[] {
  return [
    values.salutationId,
    values.firstName,
    values.lastName,
    values.title,
    values.company,
    values.department,
    values.street,
    values.zipcode,
    values.city,
    values.countryId,
    values.countryStateId,
    values.phoneNumber,
    values.additionalAddressLine1,
    values.additionalAddressLine2,
  ];
}

export async function insertAddress(db: Queryable, customerId: string, values: AddressValues, id = newId()): Promise<string> {
  await db.query(
    `INSERT INTO customer_address (id, customer_id, salutation_id, first_name, last_name, title, company, department, street, zipcode, city, country_id, country_state_id, phone_number, additional_address_line1, additional_address_line2)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [id, customerId, ...addressColumns(values)],
  );
  return id;
}

export async function updateAddress(db: Queryable, id: string, values: AddressValues): Promise<void> {
  await db.query(
    `UPDATE customer_address SET updated_at = now(), salutation_id = $2, first_name = $3, last_name = $4, title = $5, company = $6, department = $7, street = $8, zipcode = $9, city = $10,
       country_id = $11, country_state_id = $12, phone_number = $13, additional_address_line1 = $14, additional_address_line2 = $15 WHERE id = $1`,
    [id, ...addressColumns(values)],
  );
}
