import { Outlet } from 'react-router';
import { layoutErrorBoundary } from '../features/layout/LayoutErrorBoundary.tsx';
import { ShopChrome } from '../features/layout/ShopChrome.tsx';

export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

export const ErrorBoundary = layoutErrorBoundary();
