// The cart rules of docs/product-rules.md §3 and §4, pure and on the Store API's own cart shape, so every screen
// (header, side cart, cart page, checkout) reads the same answer from the same cart.
import type { Schemas } from '../../lib/store-api/types.ts';

export type Cart = Schemas['Cart'];
export type CartLineItem = Schemas['LineItem'];

type LineItemLike = Pick<CartLineItem, 'type' | 'good' | 'quantity' | 'states' | 'referencedId' | 'id'>;
type CartLike = { lineItems?: readonly LineItemLike[] | undefined };

const PROMOTION = 'promotion';

/** Count of good items (sum of their quantities); promotions are not goods. */
export function cartItemCount(cart: CartLike | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((sum, item) => (item.good === true && item.type !== PROMOTION ? sum + Math.max(0, item.quantity ?? 0) : sum), 0);
}

/** docs/product-rules.md §4: empty when the count of good items is zero or less. */
export function isEmptyCart(cart: CartLike | null | undefined): boolean {
  return cartItemCount(cart) <= 0;
}

/** docs/product-rules.md §4: virtual when it has items and every non-promotion item is a download (no shipping needed). */
export function isVirtualCart(cart: CartLike | null | undefined): boolean {
  const goods = (cart?.lineItems ?? []).filter((item) => item.type !== PROMOTION);
  return goods.length > 0 && goods.every((item) => (item.states ?? []).includes('is-download'));
}

/** Codes of the promotions applied to the cart (automatic promotions have no code). */
export function appliedPromotionCodes(cart: CartLike | null | undefined): string[] {
  const codes = (cart?.lineItems ?? []).filter((item) => item.type === PROMOTION).map((item) => (item.referencedId ?? '').trim());
  return [...new Set(codes.filter((code) => code !== ''))];
}

/**
 * Codes the shopper entered that are saved but not applied yet (docs/product-rules.md §4: a code that is not eligible
 * is kept until its conditions are met). Shopware keeps them in `extensions['cart-promotions']`.
 */
export function savedPromotionCodes(cart: CartLike & { extensions?: unknown }): string[] {
  const extensions = cart.extensions;
  const promotions = typeof extensions === 'object' && extensions !== null ? (extensions as Record<string, unknown>)['cart-promotions'] : undefined;
  const added = typeof promotions === 'object' && promotions !== null ? (promotions as { addedCodes?: unknown }).addedCodes : undefined;
  const applied = new Set(appliedPromotionCodes(cart).map((code) => code.toLowerCase()));
  const codes = Array.isArray(added) ? added.filter((code): code is string => typeof code === 'string' && code.trim() !== '') : [];
  return [...new Set(codes.map((code) => code.trim()))].filter((code) => !applied.has(code.toLowerCase()));
}

/** docs/product-rules.md §3: the shipping estimate is the first delivery's shipping costs; null without deliveries. */
export function shippingEstimate(cart: Pick<Cart, 'deliveries'> | null | undefined): number | null {
  const total = cart?.deliveries?.[0]?.shippingCosts?.totalPrice;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
}

/**
 * Shipping discounts (delivery-scope promotions such as free shipping) arrive as further deliveries
 * with negative costs (docs/store-api-behaviour.md §4.6); their sum, 0 when there are none.
 */
export function shippingDiscount(cart: Pick<Cart, 'deliveries'> | null | undefined): number {
  return (cart?.deliveries ?? []).slice(1).reduce((sum, delivery) => {
    const total = delivery.shippingCosts?.totalPrice;
    return typeof total === 'number' && Number.isFinite(total) && total < 0 ? sum + total : sum;
  }, 0);
}

/** Product id → quantity of the cart's product items. */
function productQuantities(cart: CartLike | null | undefined): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of cart?.lineItems ?? []) {
    if (item.type === 'product') quantities.set(item.id, (quantities.get(item.id) ?? 0) + (item.quantity ?? 0));
  }
  return quantities;
}

/**
 * After login the customer's saved cart joins the guest cart: when the cart now holds products (or
 * more of them) than before, they come from an earlier visit (docs/product-rules.md §8 'cart merged' hint).
 */
export function holdsEarlierItems(before: CartLike | null | undefined, after: CartLike | null | undefined): boolean {
  const previous = productQuantities(before);
  for (const [id, quantity] of productQuantities(after)) if (quantity > (previous.get(id) ?? 0)) return true;
  return false;
}
