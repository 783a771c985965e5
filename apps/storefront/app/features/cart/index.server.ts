// features/cart on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { addToCartAction } from './add-to-cart-action.server.ts';
export { rememberCart } from './cart-cookie.server.ts';
export { cartAction, linkedCartView, loadCart, loadCartSummary, sideCartView } from './cart-page.server.ts';
export { flashCartErrors } from './cart-response.server.ts';
export { addProduct, addProducts, readCart, readCartForLoaders } from './cart.server.ts';
export { cartForChrome } from './chrome-cart.server.ts';
export { cartBeforeLogin, flashCartMergedHint } from './merge-hint.server.ts';
export { productSeoPaths } from './product-links.server.ts';
