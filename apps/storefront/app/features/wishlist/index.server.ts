// What other folders may use of features/wishlist on the server only (loaders, actions, Store API calls; ADR 0047).
export { loadWishlist, wishlistAction } from './wishlist.server.ts';
