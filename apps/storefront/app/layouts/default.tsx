import { Outlet } from 'react-router';
import { RouteErrorView } from '../features/errors/RouteErrorView.tsx';
import { ShopChrome } from '../features/layout/ShopChrome.tsx';

export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

export function ErrorBoundary() {
  return (
    <ShopChrome>
      <RouteErrorView />
    </ShopChrome>
  );
}
