// What the cart puts into the root loader's data (lib/root-data.ts), for the header and the side cart.
import type { CartView } from './cart-view.ts';

export interface CartRootData {
  /** Count of good items in the cart (header badge). */
  cartCount: number;
  /**
   * The cart for the side cart, which opens with the page: set right after add to cart (a notification
   * flashed with `sideCart`), null otherwise.
   */
  sideCart: CartView | null;
}
