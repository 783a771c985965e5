// Pure rules of the checkout (docs/product-rules.md §4, §5): what may be sent to PATCH /context, when the storefront
// itself switches a blocked or unavailable method, and when a salutation is required.
import type { MessageKey } from '../../i18n/message-key.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

export type ContextPatchKind = 'shippingMethod' | 'paymentMethod' | 'shippingAddress' | 'billingAddress' | 'country';

const PATCH_FIELDS: Readonly<Record<ContextPatchKind, string>> = {
  shippingMethod: 'shippingMethodId',
  paymentMethod: 'paymentMethodId',
  shippingAddress: 'shippingAddressId',
  billingAddress: 'billingAddressId',
  country: 'countryId',
};

/** The wording of docs/product-rules.md §5, kept as the Error message; shoppers see the catalogue key's translation. */
const PATCH_ERRORS: Readonly<Record<ContextPatchKind, { text: string; key: MessageKey }>> = {
  shippingMethod: { text: 'You need to provide shipping method id in order to set shipping method.', key: 'checkout.context.shippingMethodIdMissing' },
  paymentMethod: { text: 'You need to provide payment method id in order to set payment method.', key: 'checkout.context.paymentMethodIdMissing' },
  shippingAddress: { text: 'You need to provide address id in order to set the address.', key: 'checkout.context.addressIdMissing' },
  billingAddress: { text: 'You need to provide address id in order to set the address.', key: 'checkout.context.addressIdMissing' },
  country: { text: 'You need to provide a country id in order to set the country.', key: 'checkout.context.countryIdMissing' },
};

export class ContextPatchError extends Error {
  readonly messageKey: MessageKey;
  readonly kind: ContextPatchKind;
  constructor(kind: ContextPatchKind) {
    super(PATCH_ERRORS[kind].text);
    this.name = 'ContextPatchError';
    this.kind = kind;
    this.messageKey = PATCH_ERRORS[kind].key;
  }
}

/**
 * The PATCH /context body that sets one method or address. It needs an object with an id (docs/product-rules.md §5);
 * anything else (no object, no id, not a Shopware id) throws before the Store API is asked.
 */
export function contextPatchFor(kind: ContextPatchKind, entity: unknown): Record<string, string> {
  return { [PATCH_FIELDS[kind]]: contextPatchId(kind, entity) };
}

/** The entity's id as PATCH /context takes it (trimmed, lower case); throws like `contextPatchFor`. */
export function contextPatchId(kind: ContextPatchKind, entity: unknown): string {
  const id = typeof entity === 'object' && entity !== null ? (entity as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !isShopwareId(id.trim())) throw new ContextPatchError(kind);
  return id.trim().toLowerCase();
}

export interface MethodOption {
  id: string;
  name: string;
}

export type SwitchDecision =
  | { action: 'keep' }
  | { action: 'switch'; from: MethodOption; to: MethodOption }
  /** Blocked, and nothing else can be chosen: the Store API's "blocked" message stands. */
  | { action: 'none-available'; from: MethodOption | null };

/**
 * Automatic switching (docs/product-rules.md §4): the Store API only reports a blocked method (a `…-method-blocked`
 * cart error naming it) or leaves it out of the `onlyAvailable` list; the storefront picks the first
 * available method that is neither the current one nor blocked itself.
 */
export function decideMethodSwitch(current: MethodOption | null, available: readonly MethodOption[], blockedNames: readonly string[]): SwitchDecision {
  const blocked = new Set(blockedNames);
  const currentUsable = current !== null && available.some((method) => method.id === current.id) && !blocked.has(current.name);
  if (currentUsable) return { action: 'keep' };
  const replacement = available.find((method) => method.id !== current?.id && !blocked.has(method.name));
  if (!replacement) return { action: 'none-available', from: current };
  if (!current) return { action: 'switch', from: { id: '', name: '' }, to: replacement };
  return { action: 'switch', from: current, to: replacement };
}

interface CartErrorLike {
  messageKey: string;
  parameters: Record<string, unknown>;
}

/** Names of the methods a cart reports as blocked (`shipping-method-blocked` / `payment-method-blocked`). */
export function blockedMethodNames(errors: readonly CartErrorLike[], kind: 'shipping' | 'payment'): string[] {
  const messageKey = `${kind}-method-blocked`;
  return errors
    .filter((error) => error.messageKey === messageKey)
    .map((error) => String(error.parameters.name ?? ''))
    .filter(Boolean);
}

/** Digital items carry the `is-download` state (docs/product-rules.md §3). */
export function hasDigitalItems(lineItems: ReadonlyArray<{ states?: readonly string[] | null }> | null | undefined): boolean {
  return (lineItems ?? []).some((item) => (item.states ?? []).includes('is-download'));
}

/**
 * A salutation must be chosen when the shop has no default for a missing one (docs/product-rules.md §5). Shopware
 * falls back to the `not_specified` salutation; without it the choice is required.
 */
export function salutationRequired(salutations: ReadonlyArray<{ key: string }>): boolean {
  return !salutations.some((salutation) => salutation.key === 'not_specified');
}
