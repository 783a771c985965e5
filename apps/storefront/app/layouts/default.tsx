import { Outlet } from 'react-router';
import { layoutErrorBoundary, ShopChrome } from '../features/shell/index.ts';

export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

export const ErrorBoundary = layoutErrorBoundary();
