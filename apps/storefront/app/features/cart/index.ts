// features/cart — the cart: its calls and rules, the cart page, side cart, add to cart, promotion codes, the header count.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { AddToCartForm } from './AddToCartForm.tsx';
export { cartErrorsOf, messageForCartError } from './cart-errors.ts';
export { isEmptyCart, isVirtualCart } from './cart-rules.ts';
export type { Cart } from './cart-rules.ts';
export type { CartLineView, CartView } from './cart-view.ts';
export { CartLink } from './CartLink.tsx';
export { CartPage } from './CartPage.tsx';
export { CartSummary } from './CartSummary.tsx';
export { lineItemOptions } from './line-item-options.ts';
export type { LineItemOption } from './line-item-options.ts';
export { LineItemName } from './LineItemName.tsx';
export { LineThumbnail } from './LineThumbnail.tsx';
export { productPath } from './product-links.ts';
export type { ProductPaths } from './product-links.ts';
export { parseQuantity } from './quantity.ts';
export type { CartRootData } from './root-data.ts';
export { SideCartPanel, SideCartProvider } from './SideCart.tsx';
