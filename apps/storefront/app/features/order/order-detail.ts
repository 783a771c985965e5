// The order page's view of one order (ADR 0030): what the account's order list shows (orderView) plus
// both addresses, the shipping method, the delivery state, the totals with taxes, and what the shopper
// may still do — order the same again, cancel (open and nothing shipped), pay again.
import { getTranslatedProperty } from '@shopware/helpers';
import { orderTotals, type OrderTotals } from './order-totals.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { ProductPaths } from '../cart/index.ts';
import { orderView, type OrderView } from './orders.server.ts';

export interface AddressLines {
  /** Name, company, street, postal code and city, state, country — one line each, empty ones left out. */
  lines: string[];
}

export interface ReorderItem {
  productId: string;
  label: string;
  quantity: number;
}

export interface OrderDetailView extends OrderView, OrderTotals {
  deepLinkCode: string;
  deliveryStatus: string;
  shippingMethod: string;
  billingAddress: AddressLines | null;
  shippingAddress: AddressLines | null;
  /** The product lines that "Order again" puts back into the cart. */
  reorderItems: ReorderItem[];
  cancelled: boolean;
  /** Open and nothing shipped yet: the customer may cancel it (the shop decides whether it lets them). */
  cancellable: boolean;
}

/** Delivery states in which nothing has left the warehouse. */
const UNSHIPPED = new Set(['open', 'cancelled']);

type OrderAddress = Schemas['OrderAddress'];

export function addressLines(address: OrderAddress | null | undefined): AddressLines | null {
  if (!address) return null;
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = [address.zipcode, address.city].filter(Boolean).join(' ');
  const lines = [
    address.company ?? '',
    address.department ?? '',
    name,
    address.street,
    address.additionalAddressLine1 ?? '',
    address.additionalAddressLine2 ?? '',
    place,
    getTranslatedProperty(address.countryState, 'name'),
    getTranslatedProperty(address.country, 'name'),
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return { lines };
}

/** Shopware's rule for the customer's cancel button (state machine: `cancel` from open), narrowed to unshipped orders. */
export function isCancellable(order: Pick<Schemas['Order'], 'stateMachineState' | 'deliveries'>): boolean {
  if (order.stateMachineState?.technicalName !== 'open') return false;
  return (order.deliveries ?? []).every((delivery) => UNSHIPPED.has(delivery.stateMachineState?.technicalName ?? 'open'));
}

export function reorderItems(order: Pick<Schemas['Order'], 'lineItems'>): ReorderItem[] {
  return (order.lineItems ?? [])
    .filter((item) => item.type === 'product' && !item.parentId)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({ productId: item.productId ?? item.referencedId ?? '', label: item.label, quantity: item.quantity }))
    .filter((item) => item.productId !== '' && item.quantity > 0);
}

export function orderDetailView(order: Schemas['Order'], locale: Locale, paths: ProductPaths = new Map()): OrderDetailView {
  const delivery = [...(order.deliveries ?? [])].sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? ''))).at(-1);
  const billing = order.billingAddress ?? (order.addresses ?? []).find((address) => address.id === order.billingAddressId);
  return {
    ...orderView(order, locale, paths),
    deepLinkCode: order.deepLinkCode ?? '',
    deliveryStatus: getTranslatedProperty(delivery?.stateMachineState, 'name'),
    shippingMethod: getTranslatedProperty(delivery?.shippingMethod, 'name'),
    billingAddress: addressLines(billing),
    shippingAddress: addressLines(delivery?.shippingOrderAddress ?? billing),
    ...orderTotals(order),
    reorderItems: reorderItems(order),
    cancelled: order.stateMachineState?.technicalName === 'cancelled',
    cancellable: isCancellable(order),
  };
}
