// features/wishlist on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { loadWishlist, wishlistAction } from './wishlist.server.ts';
