// Placing an order, its first steps: the cart as it is ordered — recalculated under its lock, refused with
// a blocking cart error (500 CHECKOUT__CART_INVALID, as Shopware) or when it holds no product — and the
// customer's addresses it goes to. Nothing is written here.
import type { Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import { blockingErrors, calculateCart } from '../cart/calculator.ts';
import { calculationInput } from '../cart/cart-inputs.ts';
import { loadCartData } from '../cart/cart-store.ts';
import type { RequestContext } from '../context/session.ts';
import type { AddressRow, CustomerRow } from '../customer/rows.ts';

export const cartInvalid = (ids: string[]) =>
  domainError(500, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${ids.length} error(s): ${ids.join(', ')}`, { errors: ids.join(', ') });

/** A calculated cart line as the order copies it. */
export interface CartLine {
  id: string;
  referencedId: string;
  type: string;
  label: string;
  quantity: number;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  states: string[];
  payload: Record<string, unknown>;
  price: { unitPrice: number; totalPrice: number };
  priceDefinition?: unknown;
  cover?: { id?: string };
}

interface CartDelivery {
  shippingCosts: { totalPrice: number };
  deliveryDate?: { earliest: string; latest: string };
}

// A type literal, not an interface: the calculator's cart (a record) converts to it.
export type OrderCart = {
  price: Record<string, unknown> & { totalPrice: number; netPrice: number; positionPrice: number; taxStatus: string };
  lineItems: CartLine[];
  deliveries: CartDelivery[];
  transactions: Array<{ paymentMethodId: string; amount: unknown }>;
};

export async function orderableCart(db: Queryable, ctx: RequestContext, cc: CatalogContext): Promise<OrderCart> {
  const data = await loadCartData(db, ctx.token);
  const result = calculateCart(await calculationInput(db, ctx, cc, data));
  const blocking = blockingErrors(result.errors);
  if (blocking.length > 0) throw cartInvalid(blocking.map((error) => error.id));
  const cart = result.cart as OrderCart;
  if (!cart.lineItems.some((item) => item.type === 'product')) throw domainError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
  return cart;
}

export interface OrderAddresses {
  billing: AddressRow;
  /** Absent only for an order of downloads alone. */
  shipping: AddressRow | undefined;
  /** Whether anything is shipped (then there is a delivery, and a shipping address is required). */
  physical: boolean;
}

/** The context's chosen addresses, else the customer's defaults. */
export async function orderAddresses(db: Queryable, ctx: RequestContext, customer: CustomerRow, cart: OrderCart): Promise<OrderAddresses> {
  const billingId = ctx.payload.billingAddressId ?? customer.default_billing_address_id;
  const shippingId = ctx.payload.shippingAddressId ?? customer.default_shipping_address_id;
  const [billing] = billingId ? await db.query<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND customer_id = $2', [billingId, customer.id]) : [];
  const [shipping] = shippingId
    ? await db.query<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND customer_id = $2', [shippingId, customer.id])
    : [];
  if (!billing) throw domainError(400, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', 'The customer has no billing address.');
  const physical = cart.lineItems.some((item) => item.type === 'product' && !item.states.includes('is-download'));
  if (physical && !shipping) throw domainError(400, 'CHECKOUT__DELIVERY_WITHOUT_ADDRESS', 'Delivery contains no shipping address');
  return { billing, shipping, physical };
}
