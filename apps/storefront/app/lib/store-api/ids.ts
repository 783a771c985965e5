// Shopware ids are 32 hex digits (UUIDs without dashes). Checking them before a call keeps tampered
// form fields and URLs from turning into Store API errors that look like the shop's fault.
/** For schema validators (zod) that take a pattern; code asks `isShopwareId`. */
export const SHOPWARE_ID = /^[0-9a-f]{32}$/i;

export function isShopwareId(value: unknown): value is string {
  return typeof value === 'string' && SHOPWARE_ID.test(value);
}
