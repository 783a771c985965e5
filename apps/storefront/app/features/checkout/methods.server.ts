// Shipping and payment methods of the checkout: the `onlyAvailable` lists, PATCH /context, and the
// storefront's own automatic switching of a blocked or unavailable method (docs/product-rules.md §4, §8).
import { getTranslatedProperty } from '@shopware/helpers';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { cartErrorsOf } from '../cart/index.ts';
import { blockedMethodNames, contextPatchFor, decideMethodSwitch, type ContextPatchKind, type MethodOption } from './checkout-rules.ts';
import { isAsynchronousMethod } from '../payment/index.ts';

export interface MethodView extends MethodOption {
  description: string;
  /** The key of a payment method's component in the payment component registry. */
  technicalName: string;
  /** Payment only: pays on an external gateway after the order. */
  asynchronous: boolean;
}

export interface Notice {
  key: MessageKey;
  params?: Record<string, string | number>;
  type: 'info' | 'warning' | 'danger';
}

type NamedEntity = { id: string; name?: string | null; description?: string | null; translated?: { name?: string | null; description?: string | null } };

function methodView(method: NamedEntity & { technicalName?: string; asynchronous?: boolean }): MethodView {
  return {
    id: method.id,
    name: getTranslatedProperty(method, 'name'),
    description: getTranslatedProperty(method, 'description'),
    technicalName: method.technicalName ?? '',
    asynchronous: isAsynchronousMethod(method),
  };
}

/**
 * The shop's order of methods. The Store API lists the context's method first (Shopware does so for
 * payment methods); a list that reorders itself when the shopper picks something is a trap (ADR 0012).
 */
function byPosition<T extends { position?: number | null }>(methods: readonly T[]): T[] {
  return [...methods].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

export async function availableShippingMethods(api: StoreApiClient): Promise<MethodView[]> {
  const { data } = await api.invoke('readShippingMethod post /shipping-method', { query: { onlyAvailable: true }, body: {} });
  return byPosition(data.elements ?? []).map((method: Schemas['ShippingMethod']) => methodView(method));
}

export async function availablePaymentMethods(api: StoreApiClient): Promise<MethodView[]> {
  const { data } = await api.invoke('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } });
  return byPosition(data.elements ?? []).map((method: Schemas['PaymentMethod']) => methodView(method));
}

/** PATCH /context for one method or address; throws ContextPatchError without an id (docs/product-rules.md §5). */
export async function patchContext(api: StoreApiClient, kind: ContextPatchKind, entity: unknown): Promise<void> {
  await api.invoke('updateContext patch /context', { body: contextPatchFor(kind, entity) });
}

export interface CurrentMethods {
  shipping: MethodOption | null;
  payment: MethodOption | null;
}

export function currentMethodsOf(context: Schemas['SalesChannelContext']): CurrentMethods {
  const option = (method: NamedEntity | null | undefined) => (method?.id ? { id: method.id, name: getTranslatedProperty(method, 'name') } : null);
  return { shipping: option(context.shippingMethod), payment: option(context.paymentMethod) };
}

/**
 * Switches a blocked or unavailable shipping or payment method to an available one and says so with
 * the old and new names. Works the same against a real Shopware, which only reports the block.
 */
export async function switchUnusableMethods(
  api: StoreApiClient,
  cart: Pick<Schemas['Cart'], 'errors'>,
  current: CurrentMethods,
  available: { shipping: readonly MethodOption[]; payment: readonly MethodOption[] },
): Promise<{ notices: Notice[]; changed: boolean }> {
  const errors = cartErrorsOf(cart.errors);
  const notices: Notice[] = [];
  let changed = false;
  for (const kind of ['shipping', 'payment'] as const) {
    const decision = decideMethodSwitch(current[kind], available[kind], blockedMethodNames(errors, kind));
    if (decision.action === 'switch') {
      await patchContext(api, kind === 'shipping' ? 'shippingMethod' : 'paymentMethod', decision.to);
      changed = true;
      notices.push({ key: `messages.${kind}MethodChanged`, params: { oldName: decision.from.name, newName: decision.to.name }, type: 'warning' });
    } else if (decision.action === 'none-available') {
      notices.push({ key: `messages.${kind}MethodBlocked`, params: { name: decision.from?.name ?? '' }, type: 'danger' });
    }
  }
  return { notices, changed };
}

/** Methods offered to pay an existing order again (the Store API checks availability itself). */
export async function afterOrderPaymentMethods(api: StoreApiClient): Promise<Array<Omit<MethodView, 'asynchronous'>>> {
  const { data } = await api.invoke('readPaymentMethod post /payment-method', { body: {} });
  return (data.elements ?? [])
    .filter((method: Schemas['PaymentMethod']) => method.afterOrderEnabled !== false)
    .map((method: Schemas['PaymentMethod']) => {
      const { asynchronous: _asynchronous, ...view } = methodView(method);
      return view;
    });
}
