// Lets any part of the page open the side cart (after add to cart, from the header link). Without
// the provider (tests, error pages) there is no side cart and links go to the cart page.
import { createContext, useContext } from 'react';

export interface SideCartApi {
  open(): void;
}

export const SideCartContext = createContext<SideCartApi | null>(null);

export function useSideCart(): SideCartApi | null {
  return useContext(SideCartContext);
}
