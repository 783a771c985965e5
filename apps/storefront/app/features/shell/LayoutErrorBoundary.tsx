// The error boundary of every layout (layouts/*.tsx): the route's error page inside the layout's chrome,
// so that the header, footer and ways on stay when a page fails.
import { RouteErrorView } from '../errors/index.ts';
import { ShopChrome } from './ShopChrome.tsx';

/** A layout's `ErrorBoundary` export; the checkout's keeps its minimal header. */
export function layoutErrorBoundary({ minimalHeader = false }: { minimalHeader?: boolean } = {}) {
  return function ErrorBoundary() {
    return (
      <ShopChrome minimalHeader={minimalHeader}>
        <RouteErrorView />
      </ShopChrome>
    );
  };
}

/**
 * The `ErrorBoundary` of a form target (a route with an action and no page): with it React Router
 * answers a failed document post with the shop's error page in the shop's chrome — without it the
 * route is a resource route, and a browser without JavaScript would get the error as JSON.
 */
export function formTargetErrorBoundary() {
  return layoutErrorBoundary();
}
