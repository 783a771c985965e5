// PATCH /context validation: every id must exist and be offered by the sales channel; address ids
// need a logged-in customer (ContextSwitchRoute).
import type { Queryable } from '../../db/database.ts';
import { errors, violations, type Violation } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { RequestContext, SessionPayload } from './session.ts';

type SwitchField =
  'currencyId' | 'languageId' | 'paymentMethodId' | 'shippingMethodId' | 'countryId' | 'countryStateId' | 'billingAddressId' | 'shippingAddressId';

/** field → [entity name, SQL that returns a row when the id is valid for the channel ($1 id, $2 channel)] */
const CHECKS: Record<Exclude<SwitchField, 'billingAddressId' | 'shippingAddressId'>, [string, string]> = {
  currencyId: ['currency', 'SELECT 1 FROM sales_channel_currency WHERE currency_id = $1 AND sales_channel_id = $2'],
  languageId: ['language', 'SELECT 1 FROM sales_channel_language WHERE language_id = $1 AND sales_channel_id = $2'],
  paymentMethodId: [
    'payment_method',
    'SELECT 1 FROM sales_channel_payment_method m JOIN payment_method p ON p.id = m.payment_method_id WHERE p.active AND m.payment_method_id = $1 AND m.sales_channel_id = $2',
  ],
  shippingMethodId: [
    'shipping_method',
    'SELECT 1 FROM sales_channel_shipping_method m JOIN shipping_method s ON s.id = m.shipping_method_id WHERE s.active AND m.shipping_method_id = $1 AND m.sales_channel_id = $2',
  ],
  countryId: ['country', 'SELECT 1 FROM sales_channel_country WHERE country_id = $1 AND sales_channel_id = $2'],
  countryStateId: ['country_state', 'SELECT 1 FROM country_state WHERE id = $1 AND $2::text IS NOT NULL'],
};

export async function validateContextSwitch(db: Queryable, ctx: RequestContext, body: unknown): Promise<Partial<SessionPayload>> {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problems: Violation[] = [];
  const changes: Partial<SessionPayload> = {};

  if ((input.billingAddressId !== undefined || input.shippingAddressId !== undefined) && !ctx.payload.customerId) {
    throw errors.customerNotLoggedIn();
  }
  // Address ids must be the customer's own.
  for (const field of ['billingAddressId', 'shippingAddressId'] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const owned =
      isUuid(value) && (await db.query('SELECT 1 FROM customer_address WHERE id = $1 AND customer_id = $2', [value, ctx.payload.customerId ?? ''])).length > 0;
    if (owned) changes[field] = value as string;
    else
      problems.push({
        code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
        pointer: `/${field}`,
        detail: `The customer_address entity with id "${String(value)}" does not exist.`,
        parameters: { '{{ entity }}': 'customer_address', '{{ id }}': String(value) },
      });
  }
  for (const [field, [entity, sql]] of Object.entries(CHECKS) as Array<[keyof typeof CHECKS, [string, string]]>) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      problems.push({
        code: 'VIOLATION::INVALID_TYPE_ERROR',
        pointer: `/${field}`,
        detail: 'This value should be of type string.',
        parameters: { '{{ value }}': JSON.stringify(value), '{{ type }}': 'string' },
      });
      continue;
    }
    const exists = isUuid(value) && (await db.query(sql, [value, ctx.salesChannel.id])).length > 0;
    if (!exists) {
      problems.push({
        code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
        pointer: `/${field}`,
        detail: `The ${entity} entity with id "${value}" does not exist.`,
        parameters: { '{{ entity }}': entity, '{{ primaryProperty }}': 'id', '{{ id }}': value },
      });
      continue;
    }
    changes[field] = value;
  }
  if (problems.length > 0) throw violations(problems);
  return changes;
}
