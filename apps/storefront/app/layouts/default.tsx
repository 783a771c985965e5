import { Outlet } from 'react-router';
import { layoutErrorBoundary } from '../features/shell/LayoutErrorBoundary.tsx';
import { ShopChrome } from '../features/shell/ShopChrome.tsx';

export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

export const ErrorBoundary = layoutErrorBoundary();
