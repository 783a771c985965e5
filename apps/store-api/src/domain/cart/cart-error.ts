// Entries of `cart.errors` (docs/store-api-behaviour.md §4.4): keyed by id, with level, messageKey and
// parameters; `block` errors prevent ordering.
export interface CartError {
  id: string;
  messageKey: string;
  level: 0 | 10 | 20;
  block: boolean;
  message: string;
  parameters: Record<string, string | number | boolean | string[]>;
}

export const LEVEL = { notice: 0, warning: 10, error: 20 } as const;

export function cartError(
  messageKey: string,
  key: string,
  level: CartError['level'],
  block: boolean,
  message: string,
  parameters: CartError['parameters'],
): CartError {
  return { id: key, messageKey, level, block, message, parameters };
}

/** The wire form: an object keyed by error id (an empty map is sent as [] like PHP does). */
export function serializeErrors(errors: readonly CartError[]): Record<string, unknown> {
  // Shopware sends [] for an empty map; the official schema types `errors` as an object (docs/adr/0005).
  if (errors.length === 0) return {};
  return Object.fromEntries(
    errors.map((error) => [
      error.id,
      {
        key: error.id,
        level: error.level,
        message: error.message,
        messageKey: error.messageKey,
        parameters: error.parameters,
        block: error.block,
        blockResubmit: error.block,
        code: 0,
        ...error.parameters,
      },
    ]),
  );
}

/** A shipping or payment method the cart may not use (inactive, not offered, or its rule refuses the cart). */
export function methodBlocked(kind: 'shipping' | 'payment', name: string): CartError {
  return cartError(
    `${kind}-method-blocked`,
    `${kind}-method-blocked-${name}`,
    LEVEL.warning,
    true,
    `The ${kind} method ${name} is blocked for your current shopping cart.`,
    { name },
  );
}
