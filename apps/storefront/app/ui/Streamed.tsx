// Streamed loader data (ADR 0019): a loader returns a promise for a secondary part (breadcrumbs,
// footer links, reviews, cross-sellings); the first bytes carry `fallback`, the part follows in the
// same HTML response once the promise resolves, so pages stay complete without JavaScript.
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Await } from 'react-router';

/**
 * Called when a streamed part could not be rendered (React Router gave up waiting, `streamTimeout`):
 * the server then keeps the page out of its page caches (entry.server.tsx, server.ts).
 */
export const StreamFailureContext = createContext<() => void>(() => {});

function StreamFailed() {
  useContext(StreamFailureContext)();
  return null;
}

interface Props<T> {
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  /** What the first bytes show in its place (reserve the part's size where it is above the fold). */
  fallback?: ReactNode;
}

export function Streamed<T>({ resolve, children, fallback = null }: Props<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<StreamFailed />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}
