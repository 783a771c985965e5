// features/wishlist — the wishlist page and button, for guests and customers.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { WishlistButton, useLocalWishlist } from './WishlistButton.tsx';
export { WishlistPage } from './WishlistPage.tsx';
export { WishlistSync } from './WishlistSync.tsx';
