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
