import { Outlet } from 'react-router';
import { RouteErrorView } from '../features/errors/RouteErrorView.tsx';
import { ShopChrome } from '../features/layout/ShopChrome.tsx';

/** Checkout keeps distractions out: the header shows only the logo and the cart. */
export default function CheckoutLayout() {
  return (
    <ShopChrome minimalHeader>
      <Outlet />
    </ShopChrome>
  );
}

export function ErrorBoundary() {
  return (
    <ShopChrome minimalHeader>
      <RouteErrorView />
    </ShopChrome>
  );
}
