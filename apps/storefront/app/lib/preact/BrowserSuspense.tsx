import { Suspense, type ReactNode } from 'react';
import { onPreact } from './runtime.ts';

/**
 * A Suspense boundary for Preact only (ADR 0023). A part that reads streamed data with `use()` and has
 * no boundary of its own makes React's server wait for that data before it sends the shell, so the
 * part is in place without JavaScript. In the browser, React DOM lets such a part suspend the whole
 * root. Preact needs a boundary, or the thrown promise reaches the route's error boundary. The
 * server and React keep no boundary here. Preact keeps the server's DOM while it waits, then hydrates it.
 */
export function BrowserSuspense({ children }: { children: ReactNode }) {
  return onPreact ? <Suspense>{children}</Suspense> : <>{children}</>;
}
