import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';
import { MAINTENANCE_MARKER } from '../../lib/http/error-status.ts';

// Every page's chunk carries this view (the root's error boundary): its 404 aid loads apart.
const RecentlyViewed = lazy(() => import('../product/RecentlyViewed.tsx').then((module) => ({ default: module.RecentlyViewed })));

/** True when the route error is the maintenance-mode 503. */
export function useIsMaintenance(): boolean {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 503 && error.data === MAINTENANCE_MARKER;
}

/** Renders whatever a route threw as the error or maintenance page. */
export function RouteErrorView() {
  const error = useRouteError();
  const locale = useLocale();
  const maintenance = useIsMaintenance();
  if (maintenance) return <MaintenancePage />;
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return (
      <>
        <ErrorPage locale={locale} status={error.status} message={message} />
        {/* A way on from a dead end: what the shopper looked at last. */}
        {error.status === 404 && (
          <Suspense fallback={null}>
            <RecentlyViewed />
          </Suspense>
        )}
      </>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage locale={locale} status={500} />;
}
