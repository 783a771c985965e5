// What other folders may use of features/wishlist (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { WishlistButton, useLocalWishlist } from './WishlistButton.tsx';
export { WishlistPage } from './WishlistPage.tsx';
export { WishlistSync } from './WishlistSync.tsx';
