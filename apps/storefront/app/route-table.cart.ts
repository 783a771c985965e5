// Routes of the cart without a page of their own (the cart page itself is in route-table.ts).
import type { PageRoute } from './route-table.ts';

/** Registered once per locale prefix, like ACTION_ROUTES. */
export const CART_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [{ name: 'cart.summary', path: 'cart/summary', file: 'routes/cart/summary.tsx' }];
