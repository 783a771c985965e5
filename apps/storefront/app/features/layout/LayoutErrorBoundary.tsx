// The error boundary of every layout (layouts/*.tsx): the route's error page inside the layout's chrome,
// so that the header, footer and ways on stay when a page fails.
import { RouteErrorView } from '../errors/RouteErrorView.tsx';
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
