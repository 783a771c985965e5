// `paymentDetails` travel from a payment component's step to the action as form fields
// (`paymentDetails.<key>`), so that the same forms work with and without JavaScript.
const PREFIX = 'paymentDetails.';
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_KEYS = 16;
const MAX_VALUE_LENGTH = 8192;

export function paymentDetailsField(key: string): string {
  return `${PREFIX}${key}`;
}

/** The posted details, or undefined when there are none; odd keys and oversized values are dropped. */
export function paymentDetailsOf(values: Readonly<Record<string, string | undefined>>): Record<string, string> | undefined {
  const details: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith(PREFIX) || value === undefined || value === '' || value.length > MAX_VALUE_LENGTH) continue;
    const key = name.slice(PREFIX.length);
    if (!KEY.test(key) || count >= MAX_KEYS) continue;
    details[key] = value;
    count++;
  }
  return count > 0 ? details : undefined;
}

/** Fields of the request itself; a component's details never replace them. */
const RESERVED_FIELDS: ReadonlySet<string> = new Set(['orderId', 'finishUrl', 'errorUrl', 'paymentDetails']);

/**
 * The details both as `paymentDetails` and as fields of the request: Shopware hands the whole request
 * to the payment handler, and plugins read their own fields there (Adyen's `stateData`, PayPal's
 * `paypalOrderId`), while `paymentDetails` keeps them together for handlers that expect one object.
 */
export function handlePaymentFields(paymentDetails: Record<string, string> | undefined): Record<string, string | Record<string, string>> {
  if (!paymentDetails) return {};
  const fields: Record<string, string | Record<string, string>> = Object.fromEntries(
    Object.entries(paymentDetails).filter(([key]) => !RESERVED_FIELDS.has(key)),
  );
  fields.paymentDetails = paymentDetails;
  return fields;
}
