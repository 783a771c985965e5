// The cart calls of the Store API (docs/product-rules.md §7). Each answers with the whole recalculated cart, which
// replaces the one shown; its errors are turned into messages by the caller (cart-errors.ts).
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { Cart } from './cart-rules.ts';

export async function readCart(api: StoreApiClient): Promise<Cart> {
  const { data } = await api.invoke('readCart get /checkout/cart');
  return data;
}

// The loaders of one request run side by side and several need the cart (the chrome's count and the
// cart or checkout page): they share one GET /checkout/cart, which also lets every one of them see
// errors that the Store API reports only once. The client is per request, so the entry lives as long
// as the request. Actions, and reads after a write, call readCart: they need the cart as it is now.
const loaderReads = new WeakMap<StoreApiClient, Promise<Cart>>();

export function readCartForLoaders(api: StoreApiClient): Promise<Cart> {
  let read = loaderReads.get(api);
  if (!read) {
    read = readCart(api);
    loaderReads.set(api, read);
  }
  return read;
}

/** Shopware adds to the quantity of an existing line item when the id is the product id (docs/store-api-behaviour.md §4.2). */
export function addProduct(api: StoreApiClient, productId: string, quantity: number): Promise<Cart> {
  return addProducts(api, [{ productId, quantity }]);
}

export interface ProductToAdd {
  productId: string;
  quantity: number;
}

/**
 * Several products in one request (quick order, order again): the cart is recalculated once and its
 * errors name every product the Store API adjusted or refused. A product may appear only once.
 */
export async function addProducts(api: StoreApiClient, products: readonly ProductToAdd[]): Promise<Cart> {
  const items = products.map(({ productId, quantity }) => ({ id: productId, referencedId: productId, type: 'product' as const, quantity }));
  const { data } = await api.invoke('addLineItem post /checkout/cart/line-item', { body: { items } });
  return data;
}

export async function changeQuantity(api: StoreApiClient, lineItemId: string, quantity: number): Promise<Cart> {
  const { data } = await api.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: lineItemId, quantity }] } });
  return data;
}

/** Removes a product, or a promotion (its code, or an automatic promotion is blocked). */
export async function removeLineItem(api: StoreApiClient, lineItemId: string): Promise<Cart> {
  const { data } = await api.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: [lineItemId] } });
  return data;
}

export async function addPromotionCode(api: StoreApiClient, code: string): Promise<Cart> {
  const { data } = await api.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: code }] } });
  return data;
}
