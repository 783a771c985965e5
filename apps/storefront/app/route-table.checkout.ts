// Routes of the checkout without a page of their own (the checkout pages are in route-table.ts).
import type { PageRoute } from './route-table.ts';

/** Registered once per locale prefix, like ACTION_ROUTES. */
export const CHECKOUT_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [
  { name: 'checkout.payment', path: 'checkout/payment', file: 'routes/checkout/payment.tsx' },
];
